import type { ContentPage, Job } from "./types";

/** The careers page (spec 2.2 "/jobs"). */
export const jobsPage: ContentPage = {
  path: "/jobs",
  name: "Careers",
  meta: {
    title: "Careers: Jobs at an Insurance Broker in Mumbai",
    description:
      "Build a career in insurance with SureShield. See open roles in policy, research and governance in Mumbai and hybrid set-ups, and apply online.",
    keywords: [
      "SureShield careers",
      "insurance jobs Mumbai",
      "insurance broker jobs",
      "policy analyst jobs",
      "work with us",
    ],
  },
  hero: {
    heading: "Work With Us",
    subheading:
      "Help millions of Indians understand and use insurance better. Join a team that has been doing this honestly for more than 30 years.",
    points: [
      "Roles in Mumbai and hybrid",
      "Learn from experienced insurance professionals",
      "Work that makes a real difference to families",
    ],
  },
  leadForm: {
    heading: "Apply or ask us anything",
    subheading: "Tell us which role interests you and we will get in touch.",
    businessType: "Health",
  },
  sections: [
    {
      kind: "text",
      id: "our-mission",
      heading: "Our mission",
      paragraphs: [
        "Only 5 out of every 100 Indians are adequately insured. We want to change that by making insurance simple to understand, easy to compare and fair to claim.",
        "Every role at SureShield, whether it faces customers or works behind the scenes, contributes to that goal. We look for people who are curious, careful with details and who care about doing right by the customer.",
      ],
    },
    {
      kind: "cards",
      id: "why-work-with-us",
      heading: "Why work with us",
      items: [
        {
          title: "Meaningful work",
          details:
            "What you do helps families and businesses protect their health, income and property when it matters most.",
          icon: "heart-pulse",
        },
        {
          title: "Learn and grow",
          details:
            "Work alongside people with decades of insurance experience and build skills across products, regulation and technology.",
          icon: "graduation-cap",
        },
        {
          title: "Flexible ways of working",
          details:
            "Many roles offer a hybrid set-up, so you can balance time at our Mumbai office with working from home.",
          icon: "building",
        },
        {
          title: "Honest culture",
          details:
            "We do not believe in pushy selling. We value plain speaking, teamwork and putting the customer first.",
          icon: "award",
        },
      ],
    },
  ],
  faqs: [],
};

/** Open positions (spec 9: five roles). */
export const jobs: Job[] = [
  {
    title: "Policy Analyst",
    location: "Mumbai",
    type: "Full-time",
    description:
      "Study policy wordings, exclusions and pricing across insurers so that our comparisons stay accurate and easy to read. You will turn complex product terms into clear summaries for customers and advisors.",
  },
  {
    title: "Public Policy Consultant",
    location: "Mumbai (hybrid)",
    type: "Full-time",
    description:
      "Track regulations, circulars and consultation papers from IRDAI and other authorities, and explain what they mean for our customers and our business. You will help us prepare responses and update our processes when the rules change.",
  },
  {
    title: "Government Affairs Specialist",
    location: "Mumbai",
    type: "Full-time",
    description:
      "Be our point of contact with the regulator and government bodies, and keep our licences, filings and disclosures in order. You will also follow public insurance schemes and find ways to help more people benefit from them.",
  },
  {
    title: "Data Policy Researcher",
    location: "Mumbai (hybrid)",
    type: "Full-time",
    description:
      "Research data protection rules, including the Digital Personal Data Protection Act, 2023, and help shape how we collect, store and share customer information. You will work with our technology and compliance teams to keep customer data safe.",
  },
  {
    title: "Smart Governance Program Manager",
    location: "Mumbai",
    type: "Full-time",
    description:
      "Lead projects that make our internal controls, complaint handling and compliance checks faster and more reliable through digital tools. You will set goals, coordinate teams and report on progress to senior management.",
  },
];
