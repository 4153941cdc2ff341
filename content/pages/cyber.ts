import type { ContentPage } from "@/content/types";

/** /cyber-insurance: cyber cover for individuals and companies (spec 2.2). */
export const cyberPage: ContentPage = {
  path: "/cyber-insurance",
  name: "Cyber Insurance",
  meta: {
    title: "Cyber Insurance for Individuals and Businesses",
    description:
      "Compare cyber insurance for data breaches, ransomware, email fraud, business interruption and legal claims. Individual plans from ₹500 to ₹2,000 a year.",
    keywords: [
      "cyber insurance",
      "cyber insurance India",
      "cyber insurance for business",
      "ransomware insurance",
      "data breach insurance",
      "online fraud insurance",
      "individual cyber insurance",
    ],
  },
  hero: {
    heading: "Cyber Insurance for Your Money, Data and Business",
    subheading:
      "One phishing email or ransomware attack can cost far more than the fix. Cyber insurance pays for the loss, the clean-up and the legal fallout, so you can recover quickly.",
    points: [
      "100% digital process",
      "Expert support Monday to Saturday",
      "No aggressive salespeople",
    ],
  },
  leadForm: {
    heading: "Get a cyber insurance quote",
    subheading:
      "For yourself or your company: tell us what you need and an advisor will call you back.",
    businessType: "Cyber",
    withCompany: true,
  },
  sections: [
    {
      kind: "text",
      id: "what-is-cyber-insurance",
      heading: "What is cyber insurance?",
      paragraphs: [
        "Cyber insurance pays for financial losses and costs that follow an online attack or a data leak. Depending on the plan, it can cover money stolen through fraud, the cost of restoring your systems and data, lost business income, and the legal costs of claims made against you.",
        "There are two broad kinds of cover. Individual plans protect a person or a family against risks such as phishing, identity theft and online fraud. Business plans protect companies of every size against data breaches, ransomware, the downtime that follows and the claims that customers or partners may bring.",
        "Good security reduces risk, but it cannot remove it. Cyber insurance is the safety net for the attack that gets through anyway.",
      ],
    },
    {
      kind: "cards",
      id: "what-is-covered",
      heading: "What cyber insurance covers",
      intro:
        "Exact cover depends on the insurer and plan you choose; these are the main protections.",
      items: [
        {
          title: "Data breaches",
          details:
            "Pays for investigating a leak of personal or business data, restoring the affected records, and informing the people whose data was exposed.",
          icon: "lock",
        },
        {
          title: "Ransomware",
          details:
            "Covers the cost of experts to contain the attack, remove the malware and restore your files and systems. Some plans also respond to the extortion demand itself, within the limits of the law and the policy.",
          icon: "shield-check",
        },
        {
          title: "Email fraud",
          details:
            "Protects against losses when a fake or hacked email tricks you or your staff into sharing passwords or paying money to a fraudster's account.",
          icon: "mail",
        },
        {
          title: "Business interruption",
          details:
            "Makes up for the income you lose while your systems are down after a covered attack, along with extra costs incurred to keep the business running.",
          icon: "briefcase",
        },
        {
          title: "Legal claims",
          details:
            "Pays for legal advice, defence costs and compensation you are liable for when customers, partners or others take action over a data breach or a privacy failure.",
          icon: "scale",
        },
      ],
    },
    {
      kind: "cards",
      id: "who-should-buy",
      heading: "Who should buy cyber insurance?",
      items: [
        {
          title: "Everyday digital payment users",
          details:
            "If you pay by UPI, cards or net banking and shop online, you are exposed to phishing links, fake calls and account takeover. An individual plan can soften the blow.",
          icon: "smartphone",
        },
        {
          title: "Families online",
          details:
            "Children, parents and grandparents all use phones and social media now. A family plan helps when someone is targeted by fraud, identity theft or online harassment.",
          icon: "users",
        },
        {
          title: "Freelancers and professionals",
          details:
            "Consultants, doctors, chartered accountants and others who hold client data or receive payments online face both fraud and liability if that data leaks.",
          icon: "briefcase",
        },
        {
          title: "Small businesses and shops",
          details:
            "Smaller firms often have fewer security controls and less cash to absorb a loss. Cover for ransomware and downtime can keep a single attack from closing the business.",
          icon: "building",
        },
        {
          title: "Companies handling customer data",
          details:
            "E-commerce, fintech, healthcare, IT services and any company storing customer records face breach response costs and legal claims, along with duties under India's Digital Personal Data Protection Act, 2023.",
          icon: "globe",
        },
      ],
    },
    {
      kind: "text",
      id: "cost",
      heading: "How much does cyber insurance cost?",
      paragraphs: [
        "Individual cyber insurance plans typically cost between ₹500 and ₹2,000 a year. The premium depends mainly on the sum insured you choose and on which protections the plan includes, such as cover for online fraud, identity theft or social media misuse.",
        "For businesses, the premium is worked out case by case. Insurers look at your turnover, the kind and volume of data you hold, your industry, the sum insured and the security practices you follow, such as backups, multi-factor login and staff training. A short proposal form is usually needed, and we help you fill it in correctly.",
      ],
    },
    {
      kind: "list",
      id: "not-covered",
      heading: "What is usually not covered",
      intro:
        "Every policy has exclusions. The common ones are below; your policy wording has the full list.",
      items: [
        "Incidents that began, or that you knew about, before the policy started",
        "Deliberate, dishonest or criminal acts by you or by the business owners",
        "Losses from not following security conditions the policy asks for",
        "Physical damage to property and bodily injury",
        "War and similar hostile acts, as defined in the policy",
        "Losses from illegal or unauthorised activities you took part in",
      ],
    },
    {
      kind: "cards",
      id: "why-choose-us",
      heading: "Why choose us for cyber insurance?",
      items: [
        {
          title: "Side-by-side comparison",
          details:
            "We compare cyber plans from several insurers on cover, sub-limits, exclusions and price, and explain the differences in plain words.",
          icon: "search",
        },
        {
          title: "Cover shaped to your business",
          details:
            "For companies, we help you work out a sensible sum insured and the sections you actually need, so you are not paying for cover that does not fit.",
          icon: "briefcase",
        },
        {
          title: "Help when it matters",
          details:
            "After an incident, our claims team helps you inform the insurer quickly, gather the documents and follow the claim through to settlement.",
          icon: "headset",
        },
        {
          title: "Licensed and independent",
          details:
            "We are an IRDAI-licensed direct broker with roots going back to 1994, advising over 50 lakh customers without pushing any one insurer.",
          icon: "badge-check",
        },
      ],
    },
    {
      kind: "tip",
      id: "cyber-tip",
      heading: "If you are hit by online fraud",
      text: "Act fast: call the national cyber crime helpline 1930 or report at cybercrime.gov.in, tell your bank to block the card or account, and inform your insurer. Quick reporting improves the chance of stopping the money and is usually a condition for a claim.",
    },
  ],
  faqs: [
    {
      title: "What is the difference between individual and business cyber insurance?",
      data: [
        "Individual cyber insurance protects you and, on family plans, your household against risks such as phishing, online fraud, identity theft and misuse of your social media accounts.",
        "Business cyber insurance protects a company against data breaches, ransomware, business interruption and legal claims from customers or partners. It also pays for experts such as forensic investigators and legal advisors after an attack.",
      ],
    },
    {
      title: "How much does cyber insurance cost?",
      data: [
        "Individual plans typically cost ₹500 to ₹2,000 a year, depending on the sum insured and the protections included. Business premiums depend on turnover, industry, the data you hold and your security practices, so they are quoted case by case.",
      ],
    },
    {
      title: "Does cyber insurance cover money lost to phishing or a fake email?",
      data: [
        "Many plans do. Individual plans commonly cover losses from phishing and unauthorised online transactions, and business plans can cover payments sent to a fraudster after a fake or hacked email. Limits and conditions vary, so check the wording.",
        "Insurers usually expect you to report the fraud to your bank and to the police or the cyber crime portal quickly. A delay can reduce or void the claim.",
      ],
    },
    {
      title: "What should I do immediately after a cyber attack?",
      data: [
        "Disconnect affected devices from the network, change passwords from a safe device, and do not pay any ransom before speaking to your insurer. Report financial fraud on 1930 or at cybercrime.gov.in and inform your bank.",
        "Then inform your insurer, or call our claims team, who will help you with the notice, documents and next steps.",
      ],
    },
    {
      title: "Can a small business with a few employees buy cyber insurance?",
      data: [
        "Yes. Cyber insurance is not only for large companies. Small businesses are frequent targets because they often have fewer defences, and a single ransomware attack or fraudulent payment can hurt their cash flow badly.",
        "Choose the company option in the form above and share a few details. Our advisor will explain the options and help you with the proposal form.",
      ],
    },
  ],
};
