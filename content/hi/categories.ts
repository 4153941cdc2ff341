import type { Category } from "../types";

/** The eight insurance categories in Hindi (twin of content/categories.ts), in menu order. */
export const categories: Category[] = [
  {
    id: "health",
    url: "/health-insurance",
    name: "हेल्थ",
    icon: "heart-pulse",
    blurb: "6,700+ अस्पतालों में कैशलेस इलाज, ₹400 महीने से शुरू प्लान।",
  },
  {
    id: "motor",
    url: "/motor-insurance",
    name: "मोटर",
    icon: "car",
    blurb: "कार और टू-व्हीलर का कवर, ऐड-ऑन के साथ और NCB आगे जारी।",
  },
  {
    id: "home",
    url: "/home-insurance",
    name: "होम",
    icon: "home",
    blurb: "अपने घर के ढाँचे और सामान को सुरक्षित रखें।",
  },
  {
    id: "travel",
    url: "/travel-insurance",
    name: "ट्रैवल",
    icon: "plane",
    blurb: "देश-विदेश की यात्रा में इलाज, सामान और यात्रा का कवर।",
  },
  {
    id: "life",
    url: "/life-insurance",
    name: "लाइफ़",
    icon: "umbrella",
    blurb: "करीब ₹500 महीने में ₹1 करोड़ का टर्म कवर।",
  },
  {
    id: "marine",
    url: "/marine-insurance",
    name: "मरीन",
    icon: "ship",
    blurb: "देश के भीतर ढुलाई, आयात और निर्यात में माल का कवर।",
  },
  {
    id: "mto",
    url: "/mto-insurance",
    name: "MTO",
    icon: "truck",
    blurb: "मल्टीमॉडल ट्रांसपोर्ट ऑपरेटरों के लिए देनदारी (लायबिलिटी) कवर।",
  },
  {
    id: "cyber",
    url: "/cyber-insurance",
    name: "साइबर",
    icon: "lock",
    blurb: "डेटा चोरी, रैनसमवेयर और ई-मेल धोखाधड़ी से सुरक्षा।",
  },
];
