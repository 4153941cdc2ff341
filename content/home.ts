import type { HomePageContent } from "./types";
import { partnerInsurerCount } from "./insurers";

/** Words of the home page (spec 2.2 "/"). */
export const homePage: HomePageContent = {
  meta: {
    title: "Compare and Buy Insurance Online in India",
    description:
      "Compare health, motor, life, travel, home and business insurance from the insurers we work with. Buy online in about 5 minutes with an IRDAI-licensed broker by your side.",
    keywords: [
      "compare insurance online",
      "buy insurance online India",
      "insurance broker India",
      "health insurance",
      "motor insurance",
      "term life insurance",
      "IRDAI licensed broker",
    ],
  },
  hero: {
    heading: "Compare and buy insurance with a licensed broker",
    subheading:
      "See plans from the insurers we work with side by side, pick the one that suits you, and get help from real people whenever you need it, including at claim time.",
    points: [
      "IRDAI-licensed direct broker, code 590",
      "100% digital, insured in about 5 minutes",
      "No aggressive selling, no jargon, no spam",
      "Help with filing and following up claims",
    ],
  },
  tilesHeading: "What would you like to insure?",
  tilesIntro:
    "Choose a category to compare plans, check prices and learn what is covered. Not sure where to start? Book a free consultation and we will help you decide.",
  advisor: {
    heading: "Talk to a licensed advisor, free for 30 minutes",
    text: "Insurance decisions are easier when someone explains the options plainly. Book a free 30-minute consultation and a licensed advisor will go through your needs with you, with no pressure to buy.",
    points: [
      "Unbiased comparison of plans across insurers",
      "Plain answers on cover, exclusions and waiting periods",
      "Help working out how much cover you really need",
      "On a call or on WhatsApp, whichever suits you",
    ],
    cta: "Book a free consultation",
  },
  howItWorks: {
    heading: "How it works",
    items: [
      {
        title: "Tell us what you need",
        details:
          "Share a few basic details, such as your age and city for health cover or your vehicle number for motor cover. It takes a minute or two.",
      },
      {
        title: "Compare and choose",
        details:
          "See premiums and key features from different insurers on one screen. Pick a plan yourself or ask our advisors to walk you through the options.",
      },
      {
        title: "Pay the insurer and get your policy",
        details:
          "You pay the premium directly to the insurer online. Once the insurer issues the policy, your documents are ready to download.",
      },
    ],
  },
  posp: {
    heading: "Earn as an insurance advisor with SureShield",
    text: "Become a Point of Sales Person (POSP) and sell insurance from your phone or laptop. If you are at least 18 and have passed the 10th standard, you can get trained, certified and start earning, with average earnings of ₹30,000 to ₹50,000 a month depending on the policies you sell.",
    benefits: [
      {
        title: "Free online training",
        details:
          "Complete 30 hours of online training and an assessment at your own pace, then take the certification test.",
        icon: "graduation-cap",
      },
      {
        title: "On-time commissions",
        details:
          "Your commission is paid on time for every policy you sell, with clear records of what you have earned.",
        icon: "wallet",
      },
      {
        title: "Fully digital work",
        details:
          "Get quotes, share plans and complete sales online through your personal dashboard and sales tools.",
        icon: "smartphone",
      },
      {
        title: "Flexible hours",
        details:
          "Work full-time or part-time, from home or on the move. You decide how much time you give.",
        icon: "clock",
      },
    ],
    cta: "Know More",
  },
  tips: {
    heading: "Insurance tips worth knowing",
    items: [
      {
        title: "Renew before the due date",
        details:
          "Buy or renew your policy at least 5 working days before it expires. A break in cover can mean fresh waiting periods in health insurance or a vehicle inspection in motor insurance.",
        icon: "timer",
      },
      {
        title: "Declare your health honestly",
        details:
          "Tell the insurer about any existing illness or habit, such as smoking, when you apply. Hiding details can lead to a claim being rejected later.",
        icon: "stethoscope",
      },
      {
        title: "Review your cover every year",
        details:
          "Medical costs, incomes and families change. Check once a year that your sum insured and nominee details still fit your life today.",
        icon: "file-check",
      },
    ],
  },
  stats: {
    "Customers served": "50 lakh+",
    "Years in insurance": "30+",
    "Insurance partners": String(partnerInsurerCount),
    "To get insured online": "~5 min",
  },
  testimonialsHeading: "What our customers say",
  partnersHeading: "Insurers we work with",
  faqsHeading: "Frequently asked questions",
};
