import { site } from "./site";
import { partnerInsurerCount } from "./insurers";
import type { ContentPage } from "./types";

/** The About Us page (spec 2.2 "/about"). */
export const aboutPage: ContentPage = {
  path: "/about",
  name: "About Us",
  meta: {
    title: "About Us: A Licensed Insurance Broker Since 1994",
    description:
      "SureShield is an IRDAI-licensed direct broker with roots going back to 1994. We help families and businesses compare, buy and claim insurance, without jargon.",
    keywords: [
      "about SureShield",
      "insurance broker Mumbai",
      "IRDAI licensed direct broker",
      "composite insurance broker",
      "insurance broker since 1994",
    ],
  },
  hero: {
    heading: "About SureShield",
    subheading:
      "For more than 30 years we have helped people across India understand insurance, choose the right cover and get support when they need to make a claim.",
    points: [
      "IRDAI-licensed direct broker, code 590",
      "Roots going back to 1994",
      "Over 50 lakh customers served",
    ],
  },
  sections: [
    {
      kind: "text",
      id: "who-we-are",
      heading: "Who we are",
      paragraphs: [
        `${site.name} is the brand of ${site.legalName}, an insurance broker based in ${site.address.city}. We are registered with the ${site.registration.regulator} as a ${site.registration.type} in the ${site.registration.category} category, registration code ${site.registration.code}.`,
        `As a broker, we work for you, the customer, and not for any single insurance company. We bring together plans from the ${partnerInsurerCount} insurers we work with across health, motor, life, travel, home, marine, multimodal transport (MTO) and cyber insurance, so you can see your choices side by side and decide with confidence.`,
        "Our customers include individuals and families buying their first health or term plan, vehicle owners renewing their cover, and businesses such as logistics operators and exporters that need cover for goods, liability and data.",
      ],
    },
    {
      kind: "text",
      id: "our-history",
      heading: "Our journey since 1994",
      paragraphs: [
        `Our story began in ${site.foundedYear} as a small insurance advisory practice in Mumbai, helping local families and traders make sense of their policies. In those early years, most of the work was done in person, over a cup of tea and a pile of paperwork.`,
        "As the Indian insurance market opened up and more insurers began offering a wider range of products, we grew with it. We added new lines of insurance, built relationships with more insurance companies, and began serving businesses as well as households.",
        "Over the last decade we moved our services online, so that customers anywhere in India can compare plans, buy a policy and download their documents from home. We also opened our Point of Sales Person (POSP) programme, which lets trained and certified advisors sell insurance in their own communities. Today we have served over 50 lakh customers, and our aim remains what it was on the first day: honest advice that people can understand.",
      ],
    },
    {
      kind: "cards",
      id: "what-we-do",
      heading: "What we do",
      intro: "We stay with you from the first question to the last claim.",
      items: [
        {
          title: "Compare",
          details:
            "We show you plans from the insurers we work with, with their prices, features and exclusions laid out clearly, so you can compare like with like.",
          icon: "scale",
        },
        {
          title: "Buy",
          details:
            "Buy online in about 5 minutes, with your premium paid directly to the insurer. Our advisors are available if you would like help choosing.",
          icon: "shield-check",
        },
        {
          title: "Claim help",
          details:
            "When you need to claim, our team guides you through the documents, filing and follow-up with the insurer, who settles the claim.",
          icon: "headset",
        },
        {
          title: "Free consultation",
          details:
            "Book a free 30-minute session with a licensed advisor to work out the cover you need before you spend anything.",
          icon: "message-circle",
        },
      ],
    },
    {
      kind: "cards",
      id: "our-promises",
      heading: "Our promises to you",
      items: [
        {
          title: "No aggressive salespeople",
          details:
            "We explain your options and let you decide. You will never be pushed to buy a plan you do not need.",
          icon: "users",
        },
        {
          title: "No jargon",
          details:
            "We use plain language and tell you clearly what a policy covers, what it does not and what you pay.",
          icon: "lightbulb",
        },
        {
          title: "No spam",
          details:
            "We contact you about what you asked for and nothing more. Your details are not sold to anyone.",
          icon: "lock",
        },
      ],
    },
    {
      kind: "text",
      id: "contact-prompt",
      heading: "We would love to hear from you",
      paragraphs: [
        "Have a question about a policy, a claim or working with us? Visit our Contact Us page to send an enquiry or find our office address and phone number.",
        `You can also write to us at ${site.email}. Our team is available ${site.supportHours}, and we aim to reply within 24 hours on working days.`,
      ],
    },
  ],
  faqs: [],
};
