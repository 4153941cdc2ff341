/** Display helpers shared by the journey screens (amounts: `formatRupees` in lib/format/rupees.ts). */

const NAMES: Record<string, string> = {
  digit: "Digit",
  "future-genrali": "Future Generali",
  "hdfc-ergo": "HDFC ERGO",
  "care-health": "Care Health",
  "niva-bupa": "Niva Bupa",
  "icici-lombard": "ICICI Lombard",
  "tata-aig": "Tata AIG",
  "star-health": "Star Health",
  "bajaj-general": "Bajaj General",
  "sbi-general": "SBI General",
};

/** An insurer slug as people read it ("hdfc-ergo" → "HDFC ERGO"; unknown slugs are title-cased). */
export function insurerName(slug: string): string {
  if (Object.hasOwn(NAMES, slug)) return NAMES[slug] as string;
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(" ");
}
