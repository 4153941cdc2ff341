import type { Category } from "./types";

/** The eight insurance categories (spec section 1), in menu order. */
export const categories: Category[] = [
  {
    id: "health",
    url: "/health-insurance",
    name: "Health",
    icon: "heart-pulse",
    blurb: "Cashless care at 6,700+ hospitals, plans from ₹400 a month.",
  },
  {
    id: "motor",
    url: "/motor-insurance",
    name: "Motor",
    icon: "car",
    blurb: "Car and two-wheeler cover with add-ons and NCB carried over.",
  },
  {
    id: "home",
    url: "/home-insurance",
    name: "Home",
    icon: "home",
    blurb: "Protect the structure and contents of your home.",
  },
  {
    id: "travel",
    url: "/travel-insurance",
    name: "Travel",
    icon: "plane",
    blurb: "Medical, baggage and trip cover for India and abroad.",
  },
  {
    id: "life",
    url: "/life-insurance",
    name: "Life",
    icon: "umbrella",
    blurb: "Term cover of ₹1 crore from about ₹500 a month.",
  },
  {
    id: "marine",
    url: "/marine-insurance",
    name: "Marine",
    icon: "ship",
    blurb: "Cargo cover for inland transit, imports and exports.",
  },
  {
    id: "mto",
    url: "/mto-insurance",
    name: "MTO",
    icon: "truck",
    blurb: "Liability cover for multimodal transport operators.",
  },
  {
    id: "cyber",
    url: "/cyber-insurance",
    name: "Cyber",
    icon: "lock",
    blurb: "Cover for data breaches, ransomware and e-mail fraud.",
  },
];
