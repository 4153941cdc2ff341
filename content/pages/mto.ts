import type { ContentPage } from "@/content/types";

/** /mto-insurance — spec 2.2 (lead type MTO, for companies). */
export const mtoPage: ContentPage = {
  path: "/mto-insurance",
  name: "MTO Insurance",
  meta: {
    title: "MTO Liability Insurance for Transport Operators",
    description:
      "Liability cover for multimodal transport operators, freight forwarders and 3PLs: cargo loss, errors and omissions, third-party claims and legal costs.",
    keywords: [
      "MTO insurance",
      "multimodal transport operator insurance",
      "MTO liability insurance",
      "freight forwarder liability insurance",
      "MMTG Act 1993",
      "MTO registration DG Shipping",
      "logistics liability insurance",
      "errors and omissions insurance logistics",
    ],
  },
  hero: {
    heading: "MTO Liability Insurance for Logistics Businesses",
    subheading:
      "When you issue a multimodal transport document, you answer for the cargo from pick-up to delivery. MTO insurance pays the claims that come with that responsibility, so one bad shipment does not hurt your business.",
    points: [
      "Application support from start to finish",
      "Claim assistance when a cargo claim arrives",
      "No jargon, no spam",
    ],
  },
  leadForm: {
    heading: "Get a free 30-minute consultation",
    subheading:
      "Share your annual freight volume and routes; an adviser will help you compare MTO liability cover.",
    businessType: "MTO",
    withCompany: true,
  },
  sections: [
    {
      kind: "text",
      id: "what-is-mto-insurance",
      heading: "What is MTO insurance?",
      paragraphs: [
        "A multimodal transport operator (MTO) is a business that contracts to move goods using two or more modes of transport — for example, by truck to a port, then by ship, then by rail or road to the buyer — under a single contract and a single document, the multimodal transport document (MTD). The shipper deals only with the MTO, who in turn hires truckers, shipping lines, airlines and warehouses.",
        "In India this business is governed by the Multimodal Transportation of Goods (MMTG) Act, 1993. No one may carry on multimodal transportation without registering as an MTO with the competent authority, the Directorate General of Shipping. To register, an applicant must be a company, firm or proprietary concern with an annual turnover (or capital) of at least ₹50,00,000 and have offices, agents or representatives in at least two other countries. DG Shipping also asks applicants to submit details of their current liability insurance cover when they apply for or renew registration.",
        "Under the Act, the MTO is responsible for the goods from the time it takes charge of them until delivery, and is liable for loss, damage and, in some cases, delay — even when the damage happened in the hands of a subcontracted carrier. If goods are not delivered within 90 consecutive days after the agreed delivery date, the claimant may treat them as lost.",
        "MTO liability insurance covers this legal liability. Instead of paying a cargo owner's claim from your own funds and then chasing the carrier who caused the loss, you claim from your insurer, which settles the amount you are legally liable for and pursues the recovery.",
      ],
    },
    {
      kind: "cards",
      id: "benefits",
      heading: "What MTO insurance covers",
      intro:
        "Exact cover and limits vary by insurer and are agreed when the policy is designed around your operations.",
      items: [
        {
          title: "Loss of or damage to cargo",
          details:
            "Your legal liability to the cargo owner for goods lost or damaged while in your charge, across every leg of the journey, up to the limits in your MTD and the Act.",
          icon: "truck",
        },
        {
          title: "Errors and omissions",
          details:
            "Financial loss your customers suffer because of a mistake by your team, such as a wrong document, delivery to the wrong party or failure to follow instructions.",
          icon: "file-text",
        },
        {
          title: "Third-party liability",
          details:
            "Claims for injury to people or damage to their property arising from your operations, for example at a warehouse or container yard you control.",
          icon: "users",
        },
        {
          title: "Fines, duties and extra costs",
          details:
            "Customs penalties or duties imposed because of an error by you, and the cost of disposing of damaged cargo, usually within a sub-limit.",
          icon: "indian-rupee",
        },
        {
          title: "Legal and survey costs",
          details:
            "The cost of surveyors, lawyers and investigation to defend a claim or reduce it, even when the claim against you turns out to be unfounded.",
          icon: "scale",
        },
      ],
    },
    {
      kind: "cards",
      id: "who-needs-it",
      heading: "Who needs MTO insurance?",
      items: [
        {
          title: "Freight forwarders",
          details:
            "Forwarders who issue their own house bills of lading or MTDs take on a carrier's liability, not just an agent's, and need cover to match.",
          icon: "globe",
        },
        {
          title: "Logistics aggregators",
          details:
            "Platforms that book and manage shipments through many small transporters carry liability to the shipper for the whole movement.",
          icon: "smartphone",
        },
        {
          title: "3PL providers",
          details:
            "Third-party logistics companies combining transport, warehousing and distribution face claims at every hand-over point.",
          icon: "building",
        },
        {
          title: "Shipping and cargo handling companies",
          details:
            "Businesses that load, unload, store and move containers or break-bulk cargo are exposed to damage, shortage and misdelivery claims.",
          icon: "ship",
        },
        {
          title: "MTO-registered operators",
          details:
            "Every operator registered under the MMTG Act takes responsibility for cargo from pick-up to delivery, and needs liability cover to back the MTDs it issues.",
          icon: "badge-check",
        },
      ],
    },
    {
      kind: "tip",
      id: "mto-tip",
      heading: "Smart tip: check your MTD terms against your policy",
      text: "Your insurer covers the liability you accept under your standard trading terms. If you agree to higher liability limits with a large customer, or to terms that differ from your standard MTD, tell your insurer first. Otherwise the difference may fall on you when a claim arrives.",
    },
    {
      kind: "text",
      id: "premium-and-exclusions",
      heading: "What affects the premium, and what is not covered",
      paragraphs: [
        "The premium is usually based on your annual freight turnover or the number of shipments or containers you handle, the type of cargo, the routes and modes you use, the limit of liability you choose and your past claims. Operators with good documentation, careful subcontractor selection and few claims pay less.",
        "Policies generally exclude liability you take on by contract beyond your standard terms, deliberate or dishonest acts, unexplained shortages, valuable cargo such as bullion, jewellery or cash unless declared, and losses from war, nuclear risks or your own insolvency. Most policies also carry a deductible, the part of each claim you bear yourself.",
        "The MMTG Act also lets an MTO limit its liability per package or per kilogram when the shipper has not declared the nature and value of the goods, and removes that limit if the loss was caused by the MTO's own wilful act or recklessness. Your policy limits should be set with these rules and your largest single shipment in mind.",
      ],
    },
    {
      kind: "cards",
      id: "why-choose",
      heading: "Why choose us for MTO insurance",
      items: [
        {
          title: "30+ years in broking",
          details:
            "Our roots go back to 1994, and we work with logistics businesses whose risks cross ports, borders and transport modes every day.",
          icon: "building",
        },
        {
          title: "Cover built around your operations",
          details:
            "We study your MTD terms, customer contracts and routes, then compare quotes from several insurers so your limits match what you actually promise.",
          icon: "search",
        },
        {
          title: "Help with registration paperwork",
          details:
            "We give you the insurance details DG Shipping asks for when you apply for or renew MTO registration, in good time.",
          icon: "file-check",
        },
        {
          title: "Claims handled with you",
          details:
            "When a cargo owner makes a claim, we help you respond, appoint surveyors through the insurer and follow up until the claim is settled.",
          icon: "headset",
        },
      ],
    },
  ],
  faqs: [
    {
      title: "Is MTO insurance the same as marine cargo insurance?",
      data: [
        "No. Marine cargo insurance protects the owner of the goods against loss or damage to the goods themselves. MTO insurance protects the transport operator against its legal liability to the cargo owner.",
        "If goods are damaged, the cargo owner's marine insurer may pay the owner and then claim the amount back from you. Your MTO policy is what pays that recovery claim.",
      ],
    },
    {
      title: "Do I need to be registered as an MTO to buy this cover?",
      data: [
        "No. Any business that accepts liability for goods in transit — freight forwarders, 3PLs, aggregators and cargo handlers — can buy liability cover. Registered MTOs, however, must provide details of their liability insurance to DG Shipping when they apply for or renew registration, so for them the cover is a practical necessity.",
      ],
    },
    {
      title: "Am I liable even if a subcontracted carrier caused the loss?",
      data: [
        "Yes. Under a multimodal transport contract, you answer to the shipper for the whole journey, including the legs performed by truckers, shipping lines or airlines you hire. You can then try to recover from the carrier at fault.",
        "Your MTO policy pays the shipper's valid claim and the insurer takes over the recovery effort, so your cash is not tied up while that process runs.",
      ],
    },
    {
      title: "Does the policy cover delays in delivery?",
      data: [
        "Under the MMTG Act, an MTO is liable for loss caused by delay only if the consignor declared an interest in timely delivery and the MTO accepted it. Many policies cover this liability within a limit, usually linked to the freight charged.",
        "If you commit to fixed delivery dates with customers, discuss it with us so the policy reflects it.",
      ],
    },
    {
      title: "How is the limit of liability decided?",
      data: [
        "Look at the largest value you could be liable for in one incident — for example, a full container of high-value goods or everything in a warehouse you operate — and the total claims you might face in a year. The policy usually has a limit per event and an annual aggregate limit.",
        "We help you work out these figures from your shipment data and customer contracts.",
      ],
    },
    {
      title: "What should I do when a cargo claim arrives?",
      data: [
        "Acknowledge the claim but do not admit liability. Inform your insurer straight away, keep all documents — the MTD, delivery receipts with remarks, photos and survey reports — and give written notice to the subcontracted carrier within its time limits.",
        "Our team coordinates with the insurer and the surveyor and keeps you informed until the claim is settled.",
      ],
    },
  ],
};
