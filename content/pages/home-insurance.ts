import type { ContentPage } from "@/content/types";

/** /home-insurance: home and contents cover (spec 2.2). */
export const homeInsurancePage: ContentPage = {
  path: "/home-insurance",
  name: "Home Insurance",
  meta: {
    title: "Home Insurance: Compare Cover for Your House",
    description:
      "Compare home insurance for your house and belongings: fire, theft, natural calamities, accidental damage and tenant's cover. Free 30-minute consultation.",
    keywords: [
      "home insurance",
      "house insurance India",
      "home contents insurance",
      "tenant insurance",
      "fire and burglary insurance",
      "property insurance",
      "compare home insurance",
    ],
  },
  hero: {
    heading: "Home Insurance for Your House and Everything in It",
    subheading:
      "Protect the walls, the roof and the things you have built up over the years against fire, theft, floods and more. Compare plans from leading insurers and get clear advice before you buy.",
    points: ["100% digital process", "No jargon, no spam", "Claim assistance when you need it"],
  },
  leadForm: {
    heading: "Compare and Find best Insurance Plan",
    subheading:
      "Share a few details and our advisor will call you for a free 30-minute consultation.",
    businessType: "Home",
  },
  sections: [
    {
      kind: "text",
      id: "what-is-home-insurance",
      heading: "What is home insurance?",
      paragraphs: [
        "Home insurance pays for repairs or replacement when your house or its contents are damaged or lost because of an event the policy covers, such as a fire, a burglary or a flood. You pay a premium every year, or once for a longer term, and the insurer pays for covered losses up to the sum insured you choose.",
        "A policy can cover the building (the structure, walls, roof, floors and permanent fittings), the contents (furniture, appliances, clothes and valuables), or both. Home owners usually insure both. Tenants insure only their belongings, because the building belongs to the landlord.",
        "Every policy lists what it covers and what it leaves out. We go through these with you in plain language, so you know what you are paying for before you buy.",
      ],
    },
    {
      kind: "cards",
      id: "plans",
      heading: "Home insurance plans on offer",
      intro: "Pick the kind of cover that fits how you live, whether you own your home or rent it.",
      items: [
        {
          title: "Accidental damage cover",
          details:
            "Pays for sudden, unexpected damage to your home or belongings, such as a dropped television or a burst pipe that ruins the flooring. It helps with the everyday mishaps that a basic fire policy may not include.",
          icon: "hammer",
        },
        {
          title: "Tenant's insurance",
          details:
            "Made for people who rent. It covers your own furniture, electronics and valuables against fire, theft and other listed events, without insuring a building you do not own.",
          icon: "users",
        },
        {
          title: "Theft and burglary cover",
          details:
            "Pays for belongings stolen in a break-in, along with damage caused to doors, windows or locks during the burglary. Insurers usually ask for a police complaint (FIR) when you claim.",
          icon: "lock",
        },
      ],
    },
    {
      kind: "cards",
      id: "benefits",
      heading: "Benefits of home insurance",
      items: [
        {
          title: "Protects the structure",
          details:
            "Repairs or rebuilding after a covered event are paid for up to the sum insured, so a fire or flood does not wipe out years of savings.",
          icon: "home",
        },
        {
          title: "Covers your belongings",
          details:
            "Furniture, appliances, clothes and other contents can be insured along with the building or on their own. Jewellery and other valuables can usually be added by declaring them.",
          icon: "shield-check",
        },
        {
          title: "Help with a temporary stay",
          details:
            "Many policies pay towards rent for another place to live while your home is being repaired after a covered loss. Check the limit and conditions in the policy wording.",
          icon: "building",
        },
        {
          title: "Cover for harm to others",
          details:
            "Liability cover can pay for injury to visitors or damage to a neighbour's property that you are legally responsible for, along with related legal costs.",
          icon: "scale",
        },
        {
          title: "Affordable protection",
          details:
            "Compared with what it would cost to rebuild or refurnish a home, the yearly premium is usually modest. You can match the sum insured and add-ons to your budget.",
          icon: "wallet",
        },
        {
          title: "Peace of mind",
          details:
            "Knowing that a sudden loss will not derail your finances lets you enjoy your home, travel or rent it out with fewer worries.",
          icon: "umbrella",
        },
      ],
    },
    {
      kind: "cards",
      id: "why-buy",
      heading: "Why buy home insurance through us?",
      items: [
        {
          title: "Compare insurers side by side",
          details:
            "See cover, exclusions and premiums side by side from the insurers we work with, explained without jargon, so you can choose on facts rather than sales talk.",
          icon: "search",
        },
        {
          title: "A licensed broker since 1994",
          details:
            "We are an IRDAI-licensed direct broker with more than 30 years of experience. We work for you, not for any single insurer.",
          icon: "badge-check",
        },
        {
          title: "Right sum insured",
          details:
            "We help you work out what rebuilding your home and replacing your contents would really cost, so you are neither under-insured nor paying for cover you do not need.",
          icon: "indian-rupee",
        },
        {
          title: "Claim assistance",
          details:
            "If something goes wrong, our claims team guides you through intimation, documents and surveys and follows up with the insurer until your claim is settled.",
          icon: "headset",
        },
      ],
    },
    {
      kind: "cards",
      id: "types-of-cover",
      heading: "Types of home insurance cover",
      intro:
        "Most home policies are built from the covers below. Some are included as standard, others are add-ons; the policy wording tells you which.",
      items: [
        {
          title: "Fire accidents",
          details:
            "Damage to the building and contents caused by fire, lightning or an explosion, including a short-circuit fire. This is the foundation of almost every home policy.",
          icon: "flame",
        },
        {
          title: "Theft and burglary",
          details:
            "Loss of belongings after forcible entry into your home, and the damage caused by the break-in. Keep bills or photographs of costly items to make a claim easier.",
          icon: "lock",
        },
        {
          title: "Electrical breakdown",
          details:
            "Repair or replacement of appliances such as air conditioners, refrigerators and washing machines that break down because of an electrical or mechanical fault. Usually offered as an add-on, often with an age limit on the appliance.",
          icon: "zap",
        },
        {
          title: "Natural calamities",
          details:
            "Damage from floods, storms, cyclones, landslides and earthquakes. Check whether earthquake is included in your policy or needs to be added separately.",
          icon: "cloud-lightning",
        },
        {
          title: "Accidental damage",
          details:
            "Sudden and unforeseen physical damage to your home or belongings that is not caused by wear and tear or deliberate acts.",
          icon: "hammer",
        },
        {
          title: "Man-made hazards",
          details:
            "Damage caused by riots, strikes, malicious acts or an impact from a vehicle. Cover for terrorism is available with many policies, sometimes as an add-on.",
          icon: "users",
        },
        {
          title: "Liability",
          details:
            "Pays for claims made against you if a visitor is injured at your home or a neighbour's property is damaged because of you, such as water leaking from your flat into theirs.",
          icon: "scale",
        },
      ],
    },
    {
      kind: "tip",
      id: "home-tip",
      heading: "Smart tip",
      text: "Insure the building for what it would cost to rebuild, not for its market price. The market price includes the land, which a fire or flood cannot destroy.",
    },
  ],
  faqs: [
    {
      title: "What does home insurance usually cover?",
      data: [
        "A home policy covers damage to the building, its contents, or both, caused by events listed in the policy. The usual list includes fire, lightning, explosion, storms, floods, landslides, riots and malicious damage. Theft and burglary, accidental damage, electrical breakdown and liability can be part of the plan or added on.",
        "It does not cover normal wear and tear, slow deterioration, deliberate damage or losses the policy specifically excludes. Our advisors walk you through the exclusions before you buy.",
      ],
    },
    {
      title: "I live in a rented flat. Can I still buy home insurance?",
      data: [
        "Yes. Tenant's insurance covers your own belongings, such as furniture, electronics, clothes and valuables, against fire, theft and other listed events. You do not insure the building itself, because that is the landlord's responsibility.",
        "Many tenant plans can also include liability cover, which helps if you accidentally damage the landlord's or a neighbour's property.",
      ],
    },
    {
      title: "How do I decide the sum insured for my home?",
      data: [
        "For the building, use the cost of reconstruction: the built-up area multiplied by the current construction cost per square foot in your city. Do not include the value of the land. For contents, add up what it would cost to replace your belongings today.",
        "If you insure for less than the real value, the insurer may reduce your claim in proportion. We can help you arrive at a realistic figure.",
      ],
    },
    {
      title: "Are jewellery and other valuables covered?",
      data: [
        "Most policies cover jewellery, artwork and similar valuables only when you declare them and add them to the policy, often with a separate limit. Keep purchase bills, valuation certificates or photographs, as the insurer may ask for them at the time of a claim.",
      ],
    },
    {
      title: "How do I make a claim on my home insurance?",
      data: [
        "Inform the insurer as soon as possible after the loss, and take photographs of the damage before cleaning up. For theft or burglary, file a police complaint (FIR). The insurer may send a surveyor to assess the loss.",
        "If you bought the policy through us, call or WhatsApp our claims team. We help you prepare the documents, file the claim and follow up until the insurer settles it. The insurer makes the final decision and pays the claim.",
      ],
    },
  ],
};
