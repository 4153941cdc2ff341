/**
 * Splits the quote wizard's full name into the lead's name fields (spec 3 "Client lead payload
 * from health quote"): firstName, middleName only when the name has exactly three words, lastName.
 *
 * - one word: firstName only (lastName "")
 * - two words: first, last
 * - three words: first, middle, last
 * - four or more: the first word, then the rest as lastName (no middleName)
 *
 * Runs of whitespace count as one separator; leading and trailing spaces are ignored.
 */
export type SplitName = { firstName: string; middleName?: string; lastName: string };

export function splitName(fullName: string): SplitName {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const [first = "", ...rest] = words;
  if (words.length === 3)
    return { firstName: first, middleName: words[1], lastName: words[2] ?? "" };
  return { firstName: first, lastName: rest.join(" ") };
}
