import type { ContentPage } from "@/content/types";

/** /posp: recruitment of Point of Sales Persons (spec 2.2; eligibility from spec 5). */
export const pospPage: ContentPage = {
  path: "/posp",
  name: "Become a POSP",
  meta: {
    title: "Become a POSP Insurance Agent: Train and Earn",
    description:
      "Become a certified POSP insurance agent: 30 hours of online training, a certification test and fully digital work. Open to anyone 18+ who has passed 10th.",
    keywords: [
      "become a POSP",
      "POSP agent",
      "POSP registration",
      "POSP training",
      "point of sales person insurance",
      "insurance agent work from home",
      "IRDAI POSP certification",
    ],
  },
  hero: {
    heading: "Become a POSP and Build Your Own Insurance Business",
    subheading:
      "Get trained, get certified and start selling insurance from your phone, on your own schedule. We support you at every step, from registration to your first sale.",
    points: ["100% digital process", "Application support", "Expert support Monday to Saturday"],
  },
  leadForm: {
    heading: "Register as a POSP",
    subheading: "Leave your details and our team will call you to start your registration.",
    businessType: "posp",
  },
  sections: [
    {
      kind: "cards",
      id: "why-posp",
      heading: "Why become a Posp?",
      items: [
        {
          title: "Training that prepares you",
          details:
            "You complete 30 hours of online training on insurance basics, products and selling, followed by an assessment and a certification test. No prior experience in insurance is needed.",
          icon: "graduation-cap",
        },
        {
          title: "On-time commissions",
          details:
            "You earn a commission on every policy you sell, paid on time. Our agents report average earnings of ₹30,000 to ₹50,000 a month; what you earn depends on the policies you sell.",
          icon: "indian-rupee",
        },
        {
          title: "Fully digital, flexible hours",
          details:
            "Registration, training, quotes and sales all happen online, on your phone or laptop. Work full-time or part-time, from home or on the move, at hours that suit you.",
          icon: "smartphone",
        },
      ],
    },
    {
      kind: "steps",
      id: "how-to-become",
      heading: "How to become a Posp?",
      collapsible: true,
      items: [
        {
          title: "Registration",
          details:
            "Fill in the form on this page or sign up online, and upload your PAN, Aadhaar, bank details and 10th standard marksheet. Our team checks your details and guides you if anything is missing.",
        },
        {
          title: "30-hour online training and assessment",
          details:
            "Complete 30 hours of online training at your own pace. The modules cover how insurance works, the main products, IRDAI rules and fair selling practices, and end with an assessment.",
        },
        {
          title: "Certification test",
          details:
            "Take the certification test once your training is complete. Passing it makes you a certified POSP, eligible to sell the products the regulations allow.",
        },
        {
          title: "Start selling",
          details:
            "Use your personal dashboard to compare quotes, share them with customers and complete sales online. Our support team is there to help with your first policies and beyond.",
        },
        {
          title: "Appointment via e-agreement",
          details:
            "Your appointment as our POSP is completed by signing an e-agreement online. It sets out your role, responsibilities and commission terms, with no paperwork to post.",
        },
      ],
    },
    {
      kind: "list",
      id: "eligibility",
      heading: "Eligibility",
      intro:
        "Anyone who meets the two conditions below can apply, whether you are a student, a homemaker, a working professional or retired. You will need the listed documents to register.",
      items: [
        "You are at least 18 years old",
        "You have passed at least the 10th standard",
        "Document needed: PAN card",
        "Document needed: Aadhaar card",
        "Document needed: bank account details, for your commission payouts",
        "Document needed: 10th standard marksheet",
      ],
    },
    {
      kind: "text",
      id: "posp-guide",
      heading: "POSP guide",
      paragraphs: [
        "A POSP, or Point of Sales Person, is an insurance seller recognised under IRDAI guidelines. The role was created to take insurance to more people across India through trained individuals who work with an insurer or a licensed intermediary such as a broker. As our POSP, you work with SureShield, an IRDAI-licensed direct broker, and sell policies from our partner insurers.",
        "Once certified, a POSP can sell the simpler, mostly pre-underwritten products that the regulations allow. These include motor insurance for cars and two-wheelers, health insurance, personal accident, travel and home insurance, and term life plans, as permitted for POSPs at the time of sale.",
        "You get a personal dashboard that keeps your customers, quotes and policies in one place. Quote and sales tools let you compare plans from several insurers, share quotes with customers and complete the purchase online. You can sell to anyone: family, friends, neighbours, colleagues or local businesses, wherever they live in India.",
      ],
    },
  ],
  faqs: [
    {
      title: "What is a POSP?",
      data: [
        "POSP stands for Point of Sales Person. A POSP is an individual who has completed the prescribed training and certification and is appointed by an insurer or a licensed intermediary to sell simple insurance products under IRDAI guidelines.",
      ],
    },
    {
      title: "Who can become a POSP?",
      data: [
        "You must be at least 18 years old and have passed at least the 10th standard. To register, you need your PAN, Aadhaar, bank account details and 10th standard marksheet.",
        "You do not need any earlier experience in insurance or sales; the training covers what you need to know.",
      ],
    },
    {
      title: "How long does the training take, and is it online?",
      data: [
        "The training is 30 hours long and fully online, so you can complete it from home at your own pace. It ends with an assessment, after which you take the certification test.",
      ],
    },
    {
      title: "How much can I earn as a POSP?",
      data: [
        "You earn a commission on each policy you sell, and commissions are paid on time. Our agents report average earnings of ₹30,000 to ₹50,000 a month.",
        "This is not a fixed salary or a guarantee. Your income depends on how many policies you sell, which products they are, and the commission rates allowed for them. Tax is deducted at source on commissions as per income tax rules.",
      ],
    },
    {
      title: "Can I work as a POSP part-time, alongside a job or studies?",
      data: [
        "Yes. The work is fully digital and the hours are flexible, so many POSPs start part-time and add more hours as their customer base grows. Check that your employer's rules allow outside work.",
      ],
    },
    {
      title: "What will I be able to sell once I am certified?",
      data: [
        "A certified POSP can sell the products that IRDAI allows for POSPs, such as motor, health, personal accident, travel and home insurance, and term life plans. Your dashboard shows the products available to you.",
        "You can sell to anyone, anywhere in India, and use our quote tools to compare plans from several insurers for each customer.",
      ],
    },
  ],
};
