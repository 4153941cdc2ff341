import type { Partner } from "./types";

/**
 * Insurer partners shown in the logo strip (spec 9: 16 logos). No insurer has provided a licensed
 * logo file, so each name is set in type (an honest wordmark, not an imitation of their logo);
 * add `logo: "/partners/<file>"` only for a file the insurer has licensed to us.
 */
export const partners: Partner[] = [
  { name: "Digit" },
  { name: "Future Generali" },
  { name: "HDFC ERGO" },
  { name: "ICICI Lombard" },
  { name: "Tata AIG" },
  { name: "Bajaj General" },
  { name: "Star Health" },
  { name: "Niva Bupa" },
  { name: "Care Health" },
  { name: "ManipalCigna" },
  { name: "Aditya Birla Health" },
  { name: "SBI General" },
  { name: "Reliance General" },
  { name: "Royal Sundaram" },
  { name: "IFFCO Tokio" },
  { name: "New India Assurance" },
];
