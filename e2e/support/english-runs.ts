/**
 * English left on a Hindi screen (issue 13): runs of two or more Latin words, once e-mail
 * addresses, the brand and product names a Hindi page keeps in Latin letters, and the `allowed`
 * names of the case (plan, insurer, vehicle names from the broker) are taken out. A run stays
 * within one line (a heading is its own run); single codes (MH12AB1234) and numbers are not runs.
 */
const BRANDS = [
  "SureShield Insurance Brokers",
  "SureShield",
  "WhatsApp",
  "IRDAI",
  "POSP",
  "KYC",
  "IDV",
  "NCB",
  "GST",
  "PAN",
  "PDF",
  "OTP",
  "IPA",
  "CIS",
];

/** The English runs in `text` (empty when the text is Hindi). */
export function englishRuns(text: string, allowed: readonly string[] = []): string[] {
  let rest = text.replace(/\S+@\S+/g, " ");
  for (const name of [...allowed].sort((a, b) => b.length - a.length))
    rest = rest.split(name).join(" ");
  for (const brand of BRANDS) rest = rest.replace(new RegExp(`\\b${brand}\\b`, "g"), " ");
  return rest.match(/[A-Za-z][A-Za-z'’]*(?:[ \t,.;:()?-]+[A-Za-z][A-Za-z'’]*)+/g) ?? [];
}
