/**
 * The catalogue key of an option whose value is one of the contract's codes (issue 13: values
 * are never translated, only their labels). "Air Hostess / Cabin Crew" → "air-hostess-cabin-crew",
 * "Self-employed" → "self-employed", "grand_father" → "grand_father", 500000 → "500000".
 * Look labels up as `t(\`Options.occupation.${optionKey(value)}\`)`; the value sent to the broker
 * stays `value`.
 *
 * @param value a contract code (string or number)
 * @returns lower-case letters, digits and `_`, runs of anything else as one "-"
 */
export function optionKey(value: string | number): string {
  return String(value)
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, "-")
    .replace(/^-|-$/g, "");
}
