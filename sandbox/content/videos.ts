import type { SandboxVideo } from "./types";

/**
 * Knowledge-centre videos served by the sandbox broker, newest first by `published`.
 *
 * The YouTube ids are synthetic placeholders: every one starts with "sbx" and none points at a
 * real video. They exist so the list, the category filter and the embed modal have realistic data.
 */
export const videos: SandboxVideo[] = [
  {
    id: "vid-cyber-what-to-do-after-upi-fraud",
    video_title: "Lost money to a UPI scam? The first five things to do",
    video_link: "https://www.youtube.com/watch?v=sbxCyb01uPf",
    video_categories: ["Cyber"],
    description:
      "Block, report, call 1930, file a complaint and inform your insurer: a calm walkthrough of the first hours after an online payment fraud, and why speed matters.",
    published: "2026-11-03",
  },
  {
    id: "vid-health-super-top-up-whiteboard",
    video_title: "Super top-up plans on a whiteboard: deductibles made simple",
    video_link: "https://www.youtube.com/watch?v=sbxHlt05sTu",
    video_categories: ["Health Insurance"],
    description:
      "We draw out how a super top-up adds up a year's hospital bills against the deductible, and how it sits on top of an employer or family policy.",
    published: "2026-10-20",
  },
  {
    id: "vid-multimodal-mto-liability-basics",
    video_title: "MTO liability cover explained for freight forwarders",
    video_link: "https://www.youtube.com/watch?v=sbxMmt01Lia",
    video_categories: ["Multi Model"],
    description:
      "What a multimodal transport operator is liable for under Indian law, where the limits and time bars come from, and what a liability policy adds.",
    published: "2026-09-29",
  },
  {
    id: "vid-motor-ncb-when-selling-car",
    video_title: "Selling your car? Keep your no-claim bonus",
    video_link: "https://www.youtube.com/watch?v=sbxMot04nCb",
    video_categories: ["Motor"],
    description:
      "The NCB belongs to you, not the car. See how to transfer the policy to the buyer, get an NCB certificate and use it on your next vehicle.",
    published: "2026-09-01",
  },
  {
    id: "vid-travel-schengen-insurance-checklist",
    video_title: "Schengen visa travel insurance: a two-minute checklist",
    video_link: "https://www.youtube.com/watch?v=sbxTrv01Sch",
    video_categories: ["Travel"],
    description:
      "Minimum medical cover, validity across all Schengen states and dates that match your stay: what consulates look for in a travel insurance certificate.",
    published: "2026-08-11",
  },
  {
    id: "vid-home-reconstruction-cost",
    video_title: "Insuring your flat: reconstruction cost versus market price",
    video_link: "https://www.youtube.com/watch?v=sbxHom02Rcv",
    video_categories: ["Home"],
    description:
      "Why the building sum insured should reflect the cost of rebuilding, not the price you paid, with a simple way to estimate it from built-up area.",
    published: "2026-07-21",
  },
  {
    id: "vid-marine-icc-a-b-c",
    video_title: "ICC (A), (B) and (C) cargo clauses compared",
    video_link: "https://www.youtube.com/watch?v=sbxMar01Icc",
    video_categories: ["Marine"],
    description:
      "A side-by-side look at the three Institute Cargo Clauses, the perils each one covers and the exclusions they share, for importers and exporters.",
    published: "2026-06-30",
  },
  {
    id: "vid-health-waiting-periods",
    video_title: "Health insurance waiting periods in under five minutes",
    video_link: "https://www.youtube.com/watch?v=sbxHlt04wTp",
    video_categories: ["Health Insurance"],
    description:
      "Initial, pre-existing disease and specific illness waiting periods, plus the five-year moratorium, explained with a simple timeline.",
    published: "2026-06-09",
  },
  {
    id: "vid-cyber-personal-policy-sections",
    video_title: "What a personal cyber insurance policy actually covers",
    video_link: "https://www.youtube.com/watch?v=sbxCyb02pCv",
    video_categories: ["Cyber"],
    description:
      "Unauthorised transactions, phishing, identity theft, online shopping fraud and cyber bullying: the usual sections of a personal cyber policy and the exclusions to read.",
    published: "2026-05-12",
  },
  {
    id: "vid-motor-idv-explained",
    video_title: "IDV explained: why the highest value is not always best",
    video_link: "https://www.youtube.com/watch?v=sbxMot01iDv",
    video_categories: ["Motor"],
    description:
      "How Insured Declared Value is worked out from the listed price and depreciation, how it changes your premium, and when it matters at claim time.",
    published: "2026-04-21",
  },
  {
    id: "vid-multimodal-cargo-vs-liability",
    video_title: "Cargo insurance or the operator's liability cover?",
    video_link: "https://www.youtube.com/watch?v=sbxMmt02Crg",
    video_categories: ["Multi Model", "Marine"],
    description:
      "Why a logistics partner's liability policy does not replace your own cargo insurance, shown through one damaged container and the claims that follow.",
    published: "2026-03-31",
  },
  {
    id: "vid-travel-medical-emergency-abroad",
    video_title: "Falling ill abroad: using your travel insurance assistance line",
    video_link: "https://www.youtube.com/watch?v=sbxTrv02Med",
    video_categories: ["Travel", "Health Insurance"],
    description:
      "What to do when you need a doctor overseas: calling the assistance number, arranging cashless treatment and keeping the records a claim needs.",
    published: "2026-02-24",
  },
  {
    id: "vid-health-cashless-claim-steps",
    video_title: "Cashless hospitalisation, step by step",
    video_link: "https://www.youtube.com/watch?v=sbxHlt01Csh",
    video_categories: ["Health Insurance"],
    description:
      "Follow a planned admission from the network check to the final discharge approval, and see which costs you still pay at the hospital counter.",
    published: "2026-01-27",
  },
  {
    id: "vid-home-tenant-contents-cover",
    video_title: "Renting a home? Contents insurance for tenants",
    video_link: "https://www.youtube.com/watch?v=sbxHom01Tnt",
    video_categories: ["Home"],
    description:
      "Tenants cannot insure the building, but they can protect their furniture, electronics and valuables. Here is how contents-only cover works.",
    published: "2025-12-16",
  },
  {
    id: "vid-marine-inland-transit",
    video_title: "Inland transit insurance for road and rail shipments",
    video_link: "https://www.youtube.com/watch?v=sbxMar02Inl",
    video_categories: ["Marine"],
    description:
      "All risks or basic cover, single transit or annual turnover policy: choosing transit insurance for goods moving across India.",
    published: "2025-11-18",
  },
  {
    id: "vid-motor-add-ons-zero-dep",
    video_title: "Zero depreciation, engine protection and other car add-ons",
    video_link: "https://www.youtube.com/watch?v=sbxMot02Zdp",
    video_categories: ["Motor"],
    description:
      "A quick tour of the most common motor add-ons, what each one pays for, and how to pick a sensible set for a new or older car.",
    published: "2025-10-14",
  },
  {
    id: "vid-health-family-floater-vs-individual",
    video_title: "Family floater or individual cover? Choosing for your family",
    video_link: "https://www.youtube.com/watch?v=sbxHlt02Flt",
    video_categories: ["Health Insurance"],
    description:
      "A shared sum insured or one for each person? We compare both structures for young families, parents and members with existing conditions.",
    published: "2025-09-09",
  },
  {
    id: "vid-cyber-small-business-email-fraud",
    video_title: "Fake invoice e-mails: how small businesses lose money",
    video_link: "https://www.youtube.com/watch?v=sbxCyb03BeC",
    video_categories: ["Cyber"],
    description:
      "How business e-mail compromise works, the checks that stop most fake payment requests, and where a business cyber policy can help.",
    published: "2025-08-12",
  },
  {
    id: "vid-multimodal-mmtg-act-registration",
    video_title: "Registering as a multimodal transport operator in India",
    video_link: "https://www.youtube.com/watch?v=sbxMmt03Reg",
    video_categories: ["Multi Model"],
    description:
      "An overview of the Multimodal Transportation of Goods Act, 1993, registration with the Directorate General of Shipping, and the multimodal transport document.",
    published: "2025-07-15",
  },
  {
    id: "vid-travel-annual-multi-trip",
    video_title: "Single trip or annual multi-trip travel insurance?",
    video_link: "https://www.youtube.com/watch?v=sbxTrv03Amt",
    video_categories: ["Travel"],
    description:
      "If you fly abroad several times a year, an annual plan can be simpler. We compare the two and explain the per-trip day limit.",
    published: "2025-06-17",
  },
  {
    id: "vid-motor-claim-process",
    video_title: "Filing a car insurance claim after an accident",
    video_link: "https://www.youtube.com/watch?v=sbxMot03Clm",
    video_categories: ["Motor"],
    description:
      "From photos at the scene to the surveyor's visit and a cashless repair at a network garage: the car claim process in plain language.",
    published: "2025-05-20",
  },
  {
    id: "vid-home-monsoon-damage",
    video_title: "Monsoon and your home: what home insurance covers in a flood",
    video_link: "https://www.youtube.com/watch?v=sbxHom03Fld",
    video_categories: ["Home"],
    description:
      "Water damage to walls, floors and appliances, alternative accommodation and the exclusions to know, with tips for documenting a monsoon claim.",
    published: "2025-04-15",
  },
  {
    id: "vid-marine-cargo-claim-documents",
    video_title: "Cargo arrived damaged? Documents for a marine claim",
    video_link: "https://www.youtube.com/watch?v=sbxMar03Doc",
    video_categories: ["Marine"],
    description:
      "Remarks on the delivery receipt, the survey, notice to the carrier and the document list insurers ask for, explained for first-time claimants.",
    published: "2025-03-18",
  },
  {
    id: "vid-health-section-80d",
    video_title: "Section 80D in two minutes: tax benefits on health insurance",
    video_link: "https://www.youtube.com/watch?v=sbxHlt03Tax",
    video_categories: ["Health Insurance"],
    description:
      "The deduction limits for self, family and parents, the preventive check-up allowance, and why the deduction depends on the tax regime you choose.",
    published: "2025-02-11",
  },
];
