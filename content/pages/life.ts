import type { ContentPage } from "@/content/types";

/** /life-insurance: term life cover (spec 2.2). */
export const lifePage: ContentPage = {
  path: "/life-insurance",
  name: "Life Insurance",
  meta: {
    title: "Term Life Insurance: ₹1 Crore Cover, Compared",
    description:
      "Compare term life insurance: ₹1 crore cover from about ₹500 a month, terms of 10, 20 or 30 years and tax benefits under Sections 80C and 10(10D).",
    keywords: [
      "term life insurance",
      "life insurance",
      "term insurance India",
      "1 crore term plan",
      "term insurance tax benefit",
      "Section 80C",
      "Section 10(10D)",
      "compare term plans",
    ],
  },
  hero: {
    heading: "Term Life Insurance to Protect Your Family's Future",
    subheading:
      "If something happens to you, a term plan pays your family a lump sum to clear loans and keep their plans on track. A ₹1 crore cover can cost about ₹500 a month.",
    points: ["No jargon, no spam", "Application support", "Expert support Monday to Saturday"],
  },
  leadForm: {
    heading: "Know insurance the easiest way",
    subheading: "Get a free 30-minute consultation with an advisor. No pressure, no jargon.",
    businessType: "Life",
  },
  sections: [
    {
      kind: "text",
      id: "what-is-term-insurance",
      heading: "What is term life insurance?",
      paragraphs: [
        "Term life insurance is the simplest form of life insurance. You choose a sum assured (the cover) and a period (the term). You pay a premium, and if you pass away during the term, the insurer pays the sum assured to your nominee.",
        "Because a plain term plan pays only on death and has no savings or investment part, its premium is much lower than that of endowment or money-back plans. That is why a young, healthy person can get a large cover, such as ₹1 crore, for a few hundred rupees a month.",
        "The money can help your family repay a home loan, meet daily expenses, pay for children's education and keep long-term goals within reach, even without your income.",
      ],
    },
    {
      kind: "cards",
      id: "term-traits",
      heading: "Term life insurance at a glance",
      items: [
        {
          title: "Pure protection",
          details:
            "A term plan does one job: it replaces your income for your family if you are not there. There is no investment component to track.",
          icon: "shield-check",
        },
        {
          title: "High cover, low premium",
          details:
            "A cover of ₹1 crore can start from about ₹500 a month for a young, healthy non-smoker. Your actual premium depends on your age, health, habits, cover and term.",
          icon: "indian-rupee",
        },
        {
          title: "Fixed period of cover",
          details:
            "You are covered for the term you choose, such as 10, 20 or 30 years, ideally until your loans are repaid and your children are independent.",
          icon: "timer",
        },
        {
          title: "Payout to your nominee",
          details:
            "If you pass away during the term, the insurer pays the sum assured to the nominee you name. A plain term plan pays nothing if you outlive the term.",
          icon: "users",
        },
      ],
    },
    {
      kind: "cards",
      id: "features",
      heading: "Key features of a term plan",
      items: [
        {
          title: "Terms of 10, 20 or 30 years",
          details:
            "Pick a term that matches your responsibilities, whether that is a short-term loan or your children's education and your own retirement.",
          icon: "clock",
        },
        {
          title: "Tax deduction under Section 80C",
          details:
            "Premiums you pay can be deducted from taxable income up to ₹1.5 lakh a year under Section 80C, if you use the old tax regime. The limit is shared with other 80C items such as PPF and ELSS.",
          icon: "piggy-bank",
        },
        {
          title: "Tax-free payout under Section 10(10D)",
          details:
            "The death benefit paid to your nominee is generally exempt from income tax under Section 10(10D) of the Income Tax Act.",
          icon: "file-check",
        },
        {
          title: "Riders for extra cover",
          details:
            "You can usually add riders such as accidental death benefit, critical illness cover or waiver of premium on disability, for a small extra premium.",
          icon: "badge-check",
        },
        {
          title: "Flexible payout options",
          details:
            "Many plans let your nominee receive the money as a lump sum, as a monthly income, or a mix of both, so it lasts as long as your family needs it.",
          icon: "hand-coins",
        },
      ],
    },
    {
      kind: "text",
      id: "how-much-cover",
      heading: "How much cover do you need?",
      paragraphs: [
        "A common starting point is a cover of 10 to 15 times your annual income. Then adjust it: add your outstanding loans and big future costs such as your children's higher education, and subtract the savings and investments your family could use.",
        "Choose a term that runs until your main responsibilities are over, often until you retire. Buying early helps, because premiums are lower at a younger age and generally stay fixed for the whole term once the policy is issued.",
      ],
    },
    {
      kind: "list",
      id: "documents",
      heading: "Documents you will usually need",
      intro:
        "Insurers may ask for a few documents when you apply. Our team helps you with the application from start to finish.",
      items: [
        "Identity proof, such as PAN or Aadhaar",
        "Address proof",
        "Income proof, such as salary slips, Form 16 or income tax returns",
        "A recent photograph",
        "Medical reports, if the insurer asks for a health check-up",
      ],
    },
    {
      kind: "tip",
      id: "life-tip",
      heading: "Smart tip",
      text: "Tell the insurer everything about your health, habits such as smoking, and any existing policies when you apply. Honest disclosure is the surest way to make sure your family's claim is paid without dispute.",
    },
  ],
  faqs: [
    {
      title: "How much does a ₹1 crore term plan cost?",
      data: [
        "For a young, healthy non-smoker, a ₹1 crore term cover can start from about ₹500 a month. The premium rises with age, and depends on your health, lifestyle, the term you choose and any riders you add.",
        "We compare quotes from several insurers so you can see the difference in price and features before you decide.",
      ],
    },
    {
      title: "What happens if I outlive the policy term?",
      data: [
        "A plain term plan pays nothing at the end of the term. That is what keeps the premium low. Some insurers offer a 'return of premium' version that refunds the premiums paid if you survive the term, but it costs noticeably more.",
      ],
    },
    {
      title: "What tax benefits does term insurance give?",
      data: [
        "Under the old tax regime, premiums paid can be deducted from your taxable income up to ₹1.5 lakh a year under Section 80C, a limit shared with other eligible investments. The new tax regime does not allow this deduction.",
        "The amount paid to your nominee on your death is generally tax-free under Section 10(10D). Tax rules can change, so check your own situation with a tax advisor.",
      ],
    },
    {
      title: "Should I choose a term of 10, 20 or 30 years?",
      data: [
        "Choose the term that covers your family's dependence on your income. If you have young children and a long home loan, a 30-year term may suit you. If your main responsibility ends sooner, a 10 or 20 year term may be enough.",
        "Our advisors can help you weigh cover, term and premium during a free 30-minute consultation.",
      ],
    },
    {
      title: "How is a term insurance claim made?",
      data: [
        "The nominee informs the insurer and submits the claim form, the death certificate, the policy document, their own ID and bank details, and any other papers the insurer asks for, such as medical or police records in some cases.",
        "If the policy was bought through us, our claims team guides the family through each step and follows up with the insurer. The insurer assesses and pays the claim.",
      ],
    },
  ],
};
