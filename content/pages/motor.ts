import type { ContentPage } from "@/content/types";

/** /motor-insurance — spec 2.2. The motor quote form is in the hero; `leadForm` is the free-consultation form further down. */
export const motorPage: ContentPage = {
  path: "/motor-insurance",
  name: "Motor Insurance",
  meta: {
    title: "Car and Bike Insurance: Compare and Renew Online",
    description:
      "Compare car and two-wheeler insurance from the insurers we work with. Understand IDV, keep your no-claim bonus, pick useful add-ons and get help with every claim.",
    keywords: [
      "motor insurance",
      "car insurance",
      "two-wheeler insurance",
      "bike insurance renewal",
      "third-party insurance",
      "comprehensive car insurance",
      "own damage cover",
      "IDV",
      "no claim bonus",
    ],
  },
  hero: {
    heading: "Car and Two-Wheeler Insurance, Compared in Minutes",
    subheading:
      "Check prices from several insurers for the same vehicle and cover, carry your no-claim bonus over, and renew online without paperwork.",
    points: [
      "100% digital process",
      "Insured in about 5 minutes",
      "Claim assistance from start to finish",
    ],
  },
  leadForm: {
    heading: "Get a free 30-minute consultation",
    subheading:
      "Share your vehicle details and an adviser will help you compare covers and add-ons.",
    businessType: "General",
  },
  sections: [
    {
      kind: "cards",
      id: "benefits",
      heading: "Benefits of motor insurance",
      intro:
        "A motor policy does two jobs: it keeps you legal on the road and it protects your money when something goes wrong.",
      items: [
        {
          title: "Drive legally",
          details:
            "Third-party cover is compulsory under the Motor Vehicles Act, 1988. Driving without it can mean a fine of ₹2,000 for a first offence, ₹4,000 for a repeat offence, and even imprisonment.",
          icon: "scale",
        },
        {
          title: "Protection from large legal claims",
          details:
            "If your vehicle injures someone or damages their property, the policy pays the compensation awarded. For death or injury of a third party there is no upper limit.",
          icon: "shield-check",
        },
        {
          title: "Repairs after an accident",
          details:
            "A comprehensive or own-damage policy pays to repair your vehicle after a collision, and cashless repairs are available at the insurer's network garages.",
          icon: "hammer",
        },
        {
          title: "Theft, fire and floods",
          details:
            "If your car or bike is stolen, catches fire or is damaged in a flood, storm or riot, own-damage cover pays for repairs or its insured value (IDV).",
          icon: "cloud-lightning",
        },
        {
          title: "Personal accident cover",
          details:
            "Owner-drivers get compulsory personal accident cover of ₹15,00,000 for accidental death or permanent total disability while driving.",
          icon: "heart-pulse",
        },
      ],
    },
    {
      kind: "cards",
      id: "plan-types",
      heading: "Types of motor insurance",
      items: [
        {
          title: "Comprehensive",
          details:
            "Combines third-party liability with cover for damage to your own vehicle from accidents, theft, fire and natural calamities. It is the only type that lets you add add-ons like zero depreciation.",
          icon: "shield-check",
        },
        {
          title: "Third-party only",
          details:
            "The minimum cover required by the Motor Vehicles Act. It pays for injury, death or property damage you cause to others, but nothing for your own vehicle. Its premium is fixed by the authorities, so it is the same across insurers for a given engine size.",
          icon: "file-check",
        },
        {
          title: "Standalone own damage",
          details:
            "Covers damage to your own vehicle only. It is meant for vehicles that already have an active long-term third-party policy — for example, a new car bought with 3 years of third-party cover or a new two-wheeler with 5 years.",
          icon: "car",
        },
      ],
    },
    {
      kind: "text",
      id: "idv-and-ncb",
      heading: "IDV and NCB in plain words",
      paragraphs: [
        "IDV, or Insured Declared Value, is the most the insurer will pay if your vehicle is stolen or damaged beyond repair. It starts from the manufacturer's current listed price and is reduced for age: 5% for a vehicle up to 6 months old, 15% up to a year, 20% up to 2 years, 30% up to 3 years, 40% up to 4 years and 50% up to 5 years. For older vehicles the IDV is agreed between you and the insurer.",
        "A lower IDV cuts the premium a little, but it also cuts what you receive after a theft or total loss. Set the IDV close to what it would actually cost to replace your vehicle.",
        "NCB, or No Claim Bonus, is a discount on the own-damage part of your premium for every claim-free year: 20% after one year, rising to 25%, 35%, 45% and a maximum of 50% after five straight claim-free years. It belongs to you, not the vehicle, so you can carry it to a new car or bike when you sell the old one — just keep the NCB certificate or your last policy.",
        "Your NCB is lost if you make a claim (unless you have an NCB protection add-on) or if you renew more than 90 days after your policy expires. Small repairs are sometimes cheaper to pay yourself than to lose a 35% or 45% discount.",
      ],
    },
    {
      kind: "cards",
      id: "add-ons",
      heading: "Add-ons worth knowing about",
      intro:
        "Add-ons cost extra and attach only to comprehensive or own-damage policies. Pick the ones that match how and where you drive.",
      items: [
        {
          title: "Zero depreciation",
          details:
            "Normally the insurer deducts depreciation on plastic, rubber and metal parts it replaces. With this add-on you get the full cost of parts, which matters most for cars under five years old.",
          icon: "badge-check",
        },
        {
          title: "Engine protection",
          details:
            "Pays for engine damage from water entering the engine or oil leakage, which a standard policy treats as consequential damage and does not cover. Useful in flood-prone cities.",
          icon: "zap",
        },
        {
          title: "Return to invoice",
          details:
            "If the vehicle is stolen or written off, you get its invoice price, including road tax and registration, instead of the lower IDV.",
          icon: "file-text",
        },
        {
          title: "Roadside assistance",
          details:
            "Help with towing, a flat tyre, a dead battery or running out of fuel, usually available round the clock.",
          icon: "phone",
        },
        {
          title: "NCB protection",
          details:
            "Lets you make a limited number of claims in a year without losing your built-up no-claim bonus.",
          icon: "piggy-bank",
        },
      ],
    },
    {
      kind: "tip",
      id: "premium-tip",
      heading: "Smart tip: renew before your policy expires",
      text: "If your policy lapses, the insurer may ask for a vehicle inspection before it issues a new one, and you are legally uninsured in the meantime. Renew at least 5 working days before the expiry date. If your policy has already lapsed, our Motor Break-In service arranges the inspection online so you can get covered again quickly.",
    },
    {
      kind: "list",
      id: "claim-documents",
      heading: "Documents you need for a car claim",
      intro:
        "Keep these ready, ideally as clear photos on your phone. For theft, or where someone is injured, the insurer will also ask for a copy of the FIR.",
      items: [
        "Registration certificate (RC) of the vehicle",
        "Driving licence of the person who was driving at the time",
        "Your current policy, and the previous policy if you renewed or switched insurers recently",
        "Invoice — the repair bill from the garage, or the purchase invoice for a new vehicle or a total-loss claim",
        "Address proof of the registered owner",
        "Mobile number and e-mail address registered with the policy, for updates from the insurer",
      ],
    },
    {
      kind: "cards",
      id: "why-buy",
      heading: "Why buy motor insurance through us",
      items: [
        {
          title: "One form, several insurers",
          details:
            "Enter your vehicle number once and compare premiums, IDV and add-ons from several insurers without filling the same details again and again.",
          icon: "scale",
        },
        {
          title: "Insured in about 5 minutes",
          details:
            "Renewals with no break in cover are fully online, with the policy document sent to your e-mail as soon as you pay the insurer.",
          icon: "timer",
        },
        {
          title: "Your NCB carried over",
          details:
            "Switching insurers does not mean losing your discount. We transfer your no-claim bonus to the new policy.",
          icon: "award",
        },
        {
          title: "Claim support",
          details:
            "From informing the insurer to the surveyor's visit and the final settlement, our team guides you and follows up for you.",
          icon: "headset",
        },
      ],
    },
  ],
  faqs: [
    {
      title: "Is third-party insurance enough for my car or bike?",
      data: [
        "It keeps you legal, but it pays nothing towards your own vehicle. If your car is stolen, flooded or damaged in an accident you caused, you bear the whole cost.",
        "For most vehicles that are a few years old or still being repaid on a loan, a comprehensive policy is worth the extra premium. Third-party only may make sense for a very old vehicle of low value.",
      ],
    },
    {
      title: "How do I make a claim after an accident?",
      data: [
        "Inform your insurer as soon as you can, through its helpline or app, and take photos of the damage. Do not start repairs before the insurer's surveyor has inspected the vehicle, unless the insurer tells you to.",
        "Take the vehicle to a network garage for cashless repair, or to any garage and claim a reimbursement. If a person is injured or the vehicle is stolen, file an FIR with the police. Our team can handle the follow-up with the insurer for you.",
      ],
    },
    {
      title: "Why did the insurer not pay my full repair bill?",
      data: [
        "Without a zero-depreciation add-on, the insurer deducts depreciation on the parts it replaces — for example, 50% on rubber, plastic and nylon parts. There is also a compulsory deductible you pay on each own-damage claim, such as ₹1,000 for private cars up to 1,500 cc and ₹2,000 above that.",
        "If you chose a voluntary deductible to lower your premium, that amount is also subtracted. We explain these deductions before you buy, so the claim holds no surprises.",
      ],
    },
    {
      title: "Can I transfer my no-claim bonus to a new car?",
      data: [
        "Yes. NCB belongs to the policyholder, not the vehicle. When you sell your old car, keep a copy of its last policy or ask the insurer for an NCB certificate, and use it when you insure the new vehicle within the allowed time.",
        "The new owner of your old car does not get your NCB and pays the premium without it.",
      ],
    },
    {
      title: "What happens if my policy has expired?",
      data: [
        "You cannot legally drive until you are insured again. If the gap is short, you can still renew, but the insurer may want a vehicle inspection (a break-in inspection) before issuing own-damage cover.",
        "If you renew more than 90 days after expiry, you also lose your no-claim bonus. Use our Motor Break-In service to complete the inspection online and get covered again.",
      ],
    },
    {
      title: "How can I lower my motor insurance premium?",
      data: [
        "Protect your no-claim bonus by avoiding small claims, choose a sensible voluntary deductible, and drop add-ons you do not need — for example, engine protection if you live far from flood-prone areas.",
        "Approved anti-theft devices and membership of recognised automobile associations can earn a discount with some insurers. Comparing insurers for the same IDV and add-ons is the simplest saving of all.",
      ],
    },
  ],
};
