/**
 * The type of an English `as const` content object with its string literals widened to
 * `string`, so a Hindi twin can hold Hindi words while keeping the same keys, list lengths
 * (tuples stay tuples: mapped types keep them) and non-text values (numbers, booleans) as the
 * English module.
 */
export type Widen<T> = T extends string
  ? string
  : T extends object
    ? { [K in keyof T]: Widen<T[K]> }
    : T;
