/**
 * Whole amounts up to this are grouped here; larger ones (and NaN, ±Infinity) go to
 * `Intl.NumberFormat`, whose exact decimal expansion of huge doubles is not worth copying.
 */
const SAFE = 1e15;

/** en-IN's formatter for the rare amount {@link SAFE} or above; built on first use. */
let intl: Intl.NumberFormat | undefined;

/**
 * Indian digit grouping of a non-negative integer written in decimal: the last three digits, then
 * pairs (lakh, crore). "10000000" → "1,00,00,000".
 */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.length % 2 ? [head.slice(0, 1)] : [];
  for (let i = head.length % 2; i < head.length; i += 2) pairs.push(head.slice(i, i + 2));
  return `${pairs.join(",")},${digits.slice(-3)}`;
}

/**
 * An amount in rupees as the site shows it: "₹" and Indian digit grouping, rounded to whole
 * rupees (the broker quotes whole rupees). 500000 → "₹5,00,000", 10000000 → "₹1,00,00,000",
 * 999 → "₹999".
 *
 * The same text as `Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 })` (halves away from
 * zero, "-0" for a negative that rounds to zero; tests/unit/rupees.test.ts holds it to that), done
 * by hand: the first `Intl.NumberFormat` a page builds loads the browser's number data, a single
 * 30–90 ms task on a phone-class CPU, and the plans screen and motor add-ons formatted the
 * first premiums while hydrating (issue 11).
 *
 * @param amount rupees (a number; not paise)
 */
export function formatRupees(amount: number): string {
  if (!(Math.abs(amount) < SAFE)) {
    intl ??= new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    return `₹${intl.format(amount)}`;
  }
  const negative = amount < 0 || Object.is(amount, -0);
  return `₹${negative ? "-" : ""}${groupIndian(String(Math.round(Math.abs(amount))))}`;
}
