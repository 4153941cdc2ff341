/** en-IN groups digits the Indian way (lakh, crore); created once because a formatter is slow to build. */
const inr = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/**
 * An amount in rupees as the site shows it: "₹" and Indian digit grouping, rounded to whole
 * rupees (the broker quotes whole rupees). 500000 → "₹5,00,000", 10000000 → "₹1,00,00,000",
 * 999 → "₹999".
 *
 * @param amount rupees (a number; not paise)
 */
export function formatRupees(amount: number): string {
  return `₹${inr.format(amount)}`;
}
