import type { ContentPage } from "@/content/types";

/** /marine-insurance — spec 2.2 (lead type Marine, for companies). */
export const marinePage: ContentPage = {
  path: "/marine-insurance",
  name: "Marine Insurance",
  meta: {
    title: "Marine Cargo Insurance for Businesses in India",
    description:
      "Insure goods moving by road, rail, sea or air. Compare inland transit, import-export, voyage, open cover and annual marine policies with expert help.",
    keywords: [
      "marine insurance",
      "marine cargo insurance",
      "inland transit insurance",
      "import export insurance",
      "open cover marine policy",
      "annual marine policy",
      "Institute Cargo Clauses",
      "goods in transit insurance",
    ],
  },
  hero: {
    heading: "Marine Insurance for Goods on the Move",
    subheading:
      "Protect your cargo from the factory gate to the customer's warehouse, whether it travels by truck, train, ship or plane. We compare marine policies and help you claim when a consignment is lost or damaged.",
    points: [
      "Application support from start to finish",
      "Claim assistance from survey to settlement",
      "No jargon, no spam",
    ],
  },
  leadForm: {
    heading: "Get a free 30-minute consultation",
    subheading:
      "Tell us what you ship and how often; an adviser will suggest the right marine cover for your business.",
    businessType: "Marine",
    withCompany: true,
  },
  sections: [
    {
      kind: "text",
      id: "what-is-marine-insurance",
      heading: "What is marine insurance?",
      paragraphs: [
        "Marine insurance covers goods against loss or damage while they are being transported. Despite the name, it is not only for ships: in India the same cover, known as marine cargo insurance, protects goods moving by road, rail, inland waterway, sea, air and courier, including the time they spend in transit sheds and warehouses along the way.",
        "Carriers such as transport companies, railways, shipping lines and airlines accept only limited liability for cargo, often calculated per package or per kilogram, and proving that they were at fault can take months. A marine policy pays you for the insured value of the goods, and the insurer then recovers what it can from the carrier.",
        "Who should insure a shipment depends on the terms of sale. Under CIF or CIP terms, the seller arranges insurance; under FOB, FCA or CFR terms, the buyer carries the risk once the goods are handed over and should insure them. Many disputes arise simply because both sides assumed the other had bought cover.",
      ],
    },
    {
      kind: "cards",
      id: "benefits",
      heading: "Benefits of marine insurance",
      items: [
        {
          title: "Protects your working capital",
          details:
            "A lost or damaged consignment does not wipe out your margin or cash flow, because the insurer pays the insured value instead of you waiting on a carrier.",
          icon: "wallet",
        },
        {
          title: "Door-to-door cover",
          details:
            "Cargo policies can cover goods from the moment they leave the seller's warehouse until they reach the buyer's, across every mode of transport in between.",
          icon: "truck",
        },
        {
          title: "Meets bank and buyer requirements",
          details:
            "Letters of credit and export contracts often require an insurance certificate. A marine policy gives you the document in the format banks and buyers expect.",
          icon: "file-check",
        },
        {
          title: "Covers more than the invoice",
          details:
            "Goods are commonly insured for their CIF value plus 10%, so freight, insurance and part of your expected profit are protected, not just the cost of the goods.",
          icon: "indian-rupee",
        },
        {
          title: "Your share of general average",
          details:
            "If a ship's cargo is jettisoned to save the vessel, every cargo owner shares the loss under general average. Your policy pays your share so your goods are released.",
          icon: "ship",
        },
      ],
    },
    {
      kind: "cards",
      id: "plan-types",
      heading: "Types of marine insurance",
      intro: "The right policy depends on how your goods move and how often you dispatch them.",
      items: [
        {
          title: "Inland transit",
          details:
            "For goods moving within India by road, rail or inland waterway — from a factory to a distributor, or a port to your warehouse. Cover can be for all risks or for named perils such as fire, collision and overturning.",
          icon: "truck",
        },
        {
          title: "Export and import cargo",
          details:
            "For goods shipped to or from India by sea or air. It can start at the supplier's warehouse abroad and end at your premises, covering the sea or air leg and the inland legs at both ends.",
          icon: "globe",
        },
        {
          title: "Voyage (specific) policy",
          details:
            "Covers one particular shipment or voyage. It suits businesses that ship occasionally and want cover only when a consignment moves.",
          icon: "ship",
        },
        {
          title: "Open cover",
          details:
            "An agreement with the insurer to cover all your shipments over a period, usually a year, at agreed rates. You declare each dispatch as it happens, so no consignment goes uninsured because someone forgot.",
          icon: "file-text",
        },
        {
          title: "Annual policy",
          details:
            "A single policy for all your transits during the year, with the premium based on your estimated annual sales or purchase turnover. It saves frequent shippers from issuing cover shipment by shipment.",
          icon: "clock",
        },
      ],
    },
    {
      kind: "text",
      id: "cover-options",
      heading: "How much cover: the clauses explained",
      paragraphs: [
        "For sea and air cargo, the scope of cover is usually set by the Institute Cargo Clauses. Clause A is the widest, covering all risks of loss or damage except those specifically excluded. Clauses B and C cover only named events, such as fire, stranding, sinking, collision and jettison, with C being the narrowest and least expensive. For goods moving within India, the Inland Transit Clauses follow a similar pattern.",
        "Strikes, riots and civil commotion, and war risks, are excluded from the basic clauses and can be added for an extra premium. Every policy also excludes losses caused by poor packing, the natural behaviour of the goods themselves (such as fruit ripening or rusting metal), ordinary leakage or wear, delay, and the wilful misconduct of the insured.",
        "Premium depends mainly on the nature of the goods, how they are packed, the route and modes of transport, the clauses chosen and your claims history. Good packing and reliable carriers do more to lower your premium than anything else.",
      ],
    },
    {
      kind: "steps",
      id: "claim-process",
      heading: "Making a marine claim",
      intro:
        "The insurer decides and pays the claim; we help you prepare it and follow up until it is settled.",
      items: [
        {
          title: "Notify straight away",
          details:
            "Inform the insurer as soon as you see loss or damage, and ask for a survey. Do not dispose of damaged goods or packing until the surveyor has seen them.",
        },
        {
          title: "Protect your rights against the carrier",
          details:
            "Note the damage on the delivery receipt and send a written claim to the carrier or port within the time limit in your transport contract, so the insurer can recover from them later.",
        },
        {
          title: "Submit the documents",
          details:
            "Send the claim form, invoice, packing list, bill of lading, airway bill or lorry receipt, survey report, your claim on the carrier and its reply.",
        },
        {
          title: "Settlement",
          details:
            "After assessing the loss, the insurer pays you and takes over your right to recover from the carrier, usually through a letter of subrogation you sign.",
        },
      ],
    },
    {
      kind: "cards",
      id: "why-choose",
      heading: "Why choose us for marine insurance",
      items: [
        {
          title: "Backed by 30+ years",
          details:
            "Our broking roots go back to 1994, and we understand how Indian manufacturers, traders and exporters actually move their goods.",
          icon: "building",
        },
        {
          title: "Quotes from several insurers",
          details:
            "We compare rates, clauses and exclusions across insurers for your cargo and routes, so you buy the cover you need and nothing you do not.",
          icon: "scale",
        },
        {
          title: "Policies that fit your trade terms",
          details:
            "We check your Incoterms, letters of credit and contracts so that the right party insures each shipment and the certificate matches what the bank needs.",
          icon: "briefcase",
        },
        {
          title: "Claims handled with you",
          details:
            "From calling the surveyor to chasing the settlement, our team works with your staff and the insurer until the claim is closed.",
          icon: "headset",
        },
      ],
    },
  ],
  faqs: [
    {
      title: "Does marine insurance cover only goods sent by sea?",
      data: [
        "No. Marine cargo insurance covers goods transported by road, rail, inland waterway, sea, air and courier. Domestic truck and rail movements are covered under inland transit policies.",
      ],
    },
    {
      title: "What value should I insure my goods for?",
      data: [
        "For imports and exports, the common practice is the CIF value — cost, insurance and freight — plus 10% to cover incidental costs and expected profit. For inland transit, goods are usually insured at invoice value plus freight.",
        "Insuring for less than the true value means any claim is reduced in proportion, so declare values accurately.",
      ],
    },
    {
      title: "What is the difference between an open cover and an annual policy?",
      data: [
        "An open cover is an agreement under which the insurer covers every shipment you declare during the period, at pre-agreed rates; you pay premium as shipments are declared. An annual policy covers all your transits in the year for a premium worked out upfront from your expected turnover.",
        "Both save you from arranging cover shipment by shipment. We help you pick the one that suits your volumes and accounting.",
      ],
    },
    {
      title: "Is damage from poor packing covered?",
      data: [
        "No. Losses caused by packing that is insufficient or unsuitable for the journey are excluded under standard clauses. Use packing suited to the mode of transport and the cargo, and keep photographs of how goods were packed and loaded.",
      ],
    },
    {
      title: "My buyer says they will insure the goods. Do I still need cover?",
      data: [
        "It depends on your trade terms. If you sell FOB or CFR, the risk passes to the buyer when the goods are loaded on board, but you still carry the risk on the inland leg from your factory to the port.",
        "If the buyer does not pay or rejects the goods after a loss, a seller's interest cover can protect you. We can check your contracts and tell you where the gaps are.",
      ],
    },
    {
      title: "How long do I have to report a loss?",
      data: [
        "Report it to the insurer immediately, or as soon as you discover it. Carriers impose strict time limits for written notice of loss or damage, and missing them can reduce or defeat your claim, because the insurer loses the right to recover from the carrier.",
      ],
    },
  ],
};
