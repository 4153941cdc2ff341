import type { ContentPage } from "@/content/types";

/** /travel-insurance — spec 2.2. */
export const travelPage: ContentPage = {
  path: "/travel-insurance",
  name: "Travel Insurance",
  meta: {
    title: "Travel Insurance for Trips Abroad and in India",
    description:
      "Compare travel insurance for single trips, frequent flyers, families and Schengen visas. Medical emergencies, lost baggage and cancelled trips covered.",
    keywords: [
      "travel insurance",
      "international travel insurance",
      "Schengen visa insurance",
      "annual multi-trip insurance",
      "family travel insurance",
      "overseas medical insurance",
      "trip cancellation cover",
      "baggage loss insurance",
    ],
  },
  hero: {
    heading: "Travel Insurance That Travels With You",
    subheading:
      "A hospital visit abroad can cost more than the whole holiday. Compare travel plans from several insurers and leave India knowing you are covered.",
    points: [
      "Free advice from a licensed broker",
      "Plans from several insurers",
      "No spam, no pushy sales calls",
    ],
  },
  leadForm: {
    heading: "Get a free 30-minute consultation",
    subheading:
      "Leave your details and an advisor will call you back, ask where you are going and for how long, and help you choose the right cover.",
    businessType: "Travel",
  },
  sections: [
    {
      kind: "text",
      id: "what-is-travel-insurance",
      heading: "What does travel insurance cover?",
      paragraphs: [
        "Travel insurance protects you from the costs of things going wrong on a trip. Its most important part is emergency medical cover: if you fall ill or are injured abroad, the policy pays for hospital treatment and, if needed, evacuation to a suitable hospital or back to India. Medical bills in countries such as the USA, Canada or much of Europe can cross ₹5,00,000 for a stay of just a few days, which your Indian health policy usually does not pay.",
        "Most plans also cover trip cancellation or cutting a trip short for reasons listed in the policy, delayed or lost checked-in baggage, loss of passport, flight delays and personal liability if you accidentally injure someone or damage their property. Many insurers arrange cashless treatment at partner hospitals abroad through a 24-hour assistance helpline; otherwise you pay and claim a refund when you return.",
        "Policies are usually priced in US dollars or euros, and the premium depends on your age, destination, length of trip and sum insured. Cover must be bought before you leave India, and the policy should run for every day you are away.",
      ],
    },
    {
      kind: "cards",
      id: "benefits",
      heading: "Benefits of travel insurance",
      items: [
        {
          title: "Medical emergencies abroad",
          details:
            "Pays for hospitalisation, surgery and doctor visits after an accident or sudden illness during your trip, often cashless through the insurer's assistance partner.",
          icon: "stethoscope",
        },
        {
          title: "Trip cancellation and delays",
          details:
            "Refunds non-refundable bookings if you must cancel or cut short your trip for a covered reason, and pays a fixed amount when flights are delayed beyond a set number of hours.",
          icon: "timer",
        },
        {
          title: "Baggage and passport",
          details:
            "Compensates for checked-in baggage that is lost or delayed by the airline, and covers the cost of getting a duplicate passport if yours is lost.",
          icon: "briefcase",
        },
        {
          title: "Emergency evacuation",
          details:
            "Covers medical evacuation to the nearest suitable hospital and, in the worst case, the cost of bringing the insured person home.",
          icon: "plane",
        },
        {
          title: "Personal liability",
          details:
            "If you accidentally injure someone or damage their property abroad, the policy pays the legal costs and compensation up to the limit.",
          icon: "scale",
        },
        {
          title: "Help around the clock",
          details:
            "A 24-hour helpline guides you to hospitals, arranges cashless treatment and helps when documents go missing, wherever you are.",
          icon: "headset",
        },
      ],
    },
    {
      kind: "cards",
      id: "plan-types",
      heading: "Types of travel insurance",
      items: [
        {
          title: "Single trip",
          details:
            "Covers one journey from the day you leave until the day you return. It suits holidays, family visits and one-off business trips.",
          icon: "plane",
        },
        {
          title: "Annual multi-trip",
          details:
            "One policy for a whole year of travel, with each trip limited to a set length such as 30, 45 or 90 days. It usually costs less than buying separate policies if you go abroad three or four times a year.",
          icon: "globe",
        },
        {
          title: "Family travel",
          details:
            "Covers you, your spouse and children on the same policy, with either a shared or per-person sum insured, and one set of paperwork for the whole family.",
          icon: "users",
        },
        {
          title: "Schengen travel",
          details:
            "Meets the Schengen visa condition: medical cover of at least €30,000, valid in every Schengen country for your full stay, including repatriation. Embassies ask to see it with your visa application.",
          icon: "file-check",
        },
      ],
    },
    {
      kind: "tip",
      id: "travel-tip",
      heading: "Smart tip: declare any existing illness",
      text: "Most travel policies do not pay for treatment of an illness you already had before the trip, and some do not pay if you hid it when buying. Declare conditions like diabetes, heart disease or high blood pressure honestly; some plans then cover a sudden, life-threatening flare-up abroad. Also check that adventure activities such as skiing or scuba diving are covered before you try them.",
    },
    {
      kind: "list",
      id: "not-covered",
      heading: "What travel insurance usually does not cover",
      intro:
        "Knowing the exclusions helps you avoid a rejected claim. The exact list is in your policy wording.",
      items: [
        "Planned treatment, or travel undertaken to get medical treatment abroad",
        "Pre-existing illnesses, unless the plan explicitly covers emergencies arising from them",
        "Injuries while under the influence of alcohol or drugs",
        "Hazardous or adventure sports, unless you buy that cover",
        "Baggage left unattended, or cash and valuables packed in checked-in bags",
        "Cancellations for reasons not listed in the policy, such as simply changing your mind",
      ],
    },
    {
      kind: "cards",
      id: "why-choose",
      heading: "Why choose us for travel insurance",
      items: [
        {
          title: "Compare before you fly",
          details:
            "See medical cover, baggage limits and cancellation benefits from several insurers side by side, with the exclusions spelt out.",
          icon: "search",
        },
        {
          title: "Visa-ready documents",
          details:
            "Our advisor helps you pick a plan whose policy document meets your visa's insurance rules, including for Schengen visas, ready to attach to the application.",
          icon: "file-text",
        },
        {
          title: "Claim help from India",
          details:
            "If something goes wrong on your trip, our team helps you reach the insurer's assistance desk and supports your family back home with the paperwork.",
          icon: "headset",
        },
        {
          title: "No spam",
          details:
            "We call only when you ask us to, and your premium is paid straight to the insurer.",
          icon: "badge-check",
        },
      ],
    },
  ],
  faqs: [
    {
      title: "Is travel insurance mandatory?",
      data: [
        "It is compulsory for a Schengen visa, which needs medical cover of at least €30,000 for the whole stay, and some other countries also ask for proof of health cover. Elsewhere it is optional, but a single hospital admission abroad can cost far more than the premium.",
      ],
    },
    {
      title: "Does my Indian health insurance cover me abroad?",
      data: [
        "Most Indian health policies cover treatment only in India. A few offer overseas cover for specific illnesses or as an add-on, usually on a reimbursement basis.",
        "Travel insurance also covers things a health policy never will — lost baggage, cancelled flights and a lost passport — so it is worth buying even if your health plan has some overseas cover.",
      ],
    },
    {
      title: "How much medical cover should I choose?",
      data: [
        "It depends on where you are going. For the USA and Canada, where hospital costs are very high, many travellers choose cover of US$100,000 or more. For Schengen countries the minimum is €30,000, and for most of Asia a lower amount is often enough.",
        "Older travellers and those on long trips should lean towards a higher sum insured, because the chance of needing treatment rises.",
      ],
    },
    {
      title: "Can I buy travel insurance after I have left India?",
      data: [
        "Generally no. Most insurers require the policy to start before you leave India. If your trip gets extended, contact the insurer before the policy ends; many allow an extension if no claim has been made.",
      ],
    },
    {
      title: "How do I make a claim while abroad?",
      data: [
        "For a medical emergency, call the insurer's 24-hour assistance number printed on your policy before, or as soon as possible after, admission; they can arrange cashless treatment at a partner hospital.",
        "For baggage delay or loss, get a Property Irregularity Report from the airline at the airport. For theft, get a police report. Keep all bills and receipts, and send them with the claim form once you are back.",
      ],
    },
    {
      title: "Are students and senior citizens covered?",
      data: [
        "Yes. Students going abroad for study can buy longer-term student travel plans that often meet university insurance requirements. Senior citizens can buy travel cover too, though premiums are higher and a medical check-up or co-payment may apply at older ages.",
      ],
    },
  ],
};
