/**
 * The person fields a proposal's member form starts with (health member rows, motor owner form),
 * in form order.
 */
export const personFields = [
  "firstName",
  "lastName",
  "dob",
  "gender",
  "maritalStatus",
  "profession",
] as const;

/** {@link personFields} as the browser holds them: text as typed, `dob` dd/mm/yyyy. */
export type PersonFields = Record<(typeof personFields)[number], string>;
