import { generalFaqs } from "@/content/faqs";
import { site } from "@/content/site";
import type { ContentPage } from "@/content/types";

/** /claims: claim assistance (spec 1 "Claims service" and 2.2). The insurer pays; we guide and coordinate. */
export const claimsPage: ContentPage = {
  path: "/claims",
  name: "Claims",
  meta: {
    title: "Insurance Claim Assistance: File and Track Claims",
    description:
      "Get help filing your health, motor, home or travel insurance claim. Our team prepares your documents, files with the insurer and follows up until settlement.",
    keywords: [
      "insurance claim assistance",
      "insurance claim help",
      "file insurance claim",
      "health insurance claim",
      "motor insurance claim",
      "claim settlement support",
      "claim documents checklist",
    ],
  },
  hero: {
    heading: "Insurance Claims, Handled with Care",
    subheading:
      "A claim usually comes at a stressful time. Our claims team guides you through filing and coordinates with your insurer, so you can focus on what matters.",
    points: [
      "Claim assistance from start to settlement",
      `Claim support ${site.supportHours}`,
      "No jargon, no spam",
    ],
  },
  leadForm: {
    heading: "Need help with a claim?",
    subheading:
      "Tell us your city and what happened, and a claims expert will get in touch with you.",
    businessType: "General",
  },
  sections: [
    {
      kind: "text",
      id: "support",
      heading: `Claim support, ${site.supportHours}`,
      paragraphs: [
        `Our claims team answers calls and WhatsApp messages ${site.supportHours} (India time). You can fill in the form on this page or message us at any hour with your policy number and a few words about what happened; outside those hours we reply on the next working day, call you back and tell you exactly what to do next. For urgent situations such as a hospital admission or a road accident, call the insurer's round-the-clock claim helpline printed on your policy or health card first, and then let us know so we can take over the follow-up.`,
        "Our role is to guide and coordinate. We explain what your policy covers, help you put together the right documents, file the claim with the insurer and keep following up until there is a decision. The insurer assesses the claim and pays it, directly to you or to the hospital or garage in a cashless claim. If you disagree with the insurer's decision, we help you take it up with the insurer's grievance team and, if needed, the Insurance Ombudsman.",
      ],
    },
    {
      kind: "steps",
      id: "how-it-works",
      heading: "How It Works",
      items: [
        {
          title: "Tell us about your claim",
          details:
            "Share your name, contact details, city and a short note about the loss through the form, a call or WhatsApp.",
        },
        {
          title: "Talk to a claims expert",
          details:
            "A claims expert calls you, checks your policy cover and explains the process, the timelines and the documents you will need.",
        },
        {
          title: "We coordinate until settlement",
          details:
            "We help you file the claim, stay in touch with the insurer and surveyor on your behalf, and keep you updated until the insurer settles it.",
        },
      ],
    },
    {
      kind: "cards",
      id: "why-choose-us",
      heading: "Why choose us for claim assistance?",
      items: [
        {
          title: "Faster settlements",
          details:
            "With complete papers filed right the first time, claims are typically settled in about 7 days once the insurer has everything it needs. Timelines vary by insurer and claim type.",
          icon: "timer",
        },
        {
          title: "Better chances of approval",
          details:
            "Claims rejected over missing papers or small errors are avoidable. In our experience, guided filing can improve the chances of approval by up to 30%, though the final decision always rests with the insurer.",
          icon: "check-circle",
        },
        {
          title: "A dedicated claims expert",
          details:
            "One person who knows your case follows it from the first call to the final payment, so you never have to explain it all over again.",
          icon: "headset",
        },
        {
          title: "Clear document checklists",
          details:
            "You get a simple, claim-specific list of what to submit, so nothing is missed and there are fewer back-and-forth queries from the insurer.",
          icon: "file-check",
        },
        {
          title: "Plain language, no jargon",
          details:
            "We explain deductibles, sub-limits, co-payments and surveyor reports in simple words, so you understand what is being paid and why.",
          icon: "message-circle",
        },
        {
          title: "30+ years of experience",
          details:
            "We are an IRDAI-licensed direct broker with roots going back to 1994, and we know how claims are handled across the insurers we work with.",
          icon: "award",
        },
      ],
    },
    {
      kind: "steps",
      id: "claim-journey",
      heading: "Your claim journey",
      items: [
        {
          title: "Reach out",
          details:
            "Contact us as soon as possible after the incident. Early intimation matters: most policies ask you to inform the insurer within a set time, and we help you do that straight away.",
        },
        {
          title: "Document checklist",
          details:
            "We send you a checklist for your type of claim, such as hospital bills and the discharge summary for health, or the driving licence, registration certificate, repair estimate and, where needed, an FIR for motor, and review your papers before they go to the insurer.",
        },
        {
          title: "Filing support",
          details:
            "We help you fill in the claim form, submit it with the documents, and coordinate the survey or any queries the insurer raises, keeping you informed at each stage.",
        },
        {
          title: "Settlement",
          details:
            "The insurer assesses the claim and pays the approved amount to you, or directly to the hospital or garage for cashless claims. We check the settlement against your policy and help you raise any concerns.",
        },
      ],
    },
  ],
  faqs: generalFaqs,
};
