import type { Partner } from "./types";

/** Insurer partners shown in the logo strip (spec 9: 16 logos). Logo files live under /public/partners. */
export const partners: Partner[] = [
  { name: "Digit", logo: "/partners/digit.svg" },
  { name: "Future Generali", logo: "/partners/future-generali.svg" },
  { name: "HDFC ERGO", logo: "/partners/hdfc-ergo.svg" },
  { name: "ICICI Lombard", logo: "/partners/icici-lombard.svg" },
  { name: "Tata AIG", logo: "/partners/tata-aig.svg" },
  { name: "Bajaj General", logo: "/partners/bajaj-general.svg" },
  { name: "Star Health", logo: "/partners/star-health.svg" },
  { name: "Niva Bupa", logo: "/partners/niva-bupa.svg" },
  { name: "Care Health", logo: "/partners/care-health.svg" },
  { name: "ManipalCigna", logo: "/partners/manipalcigna.svg" },
  { name: "Aditya Birla Health", logo: "/partners/aditya-birla-health.svg" },
  { name: "SBI General", logo: "/partners/sbi-general.svg" },
  { name: "Reliance General", logo: "/partners/reliance-general.svg" },
  { name: "Royal Sundaram", logo: "/partners/royal-sundaram.svg" },
  { name: "IFFCO Tokio", logo: "/partners/iffco-tokio.svg" },
  { name: "New India Assurance", logo: "/partners/new-india-assurance.svg" },
];
