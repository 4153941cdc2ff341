import { addressLine, site } from "../site";
import type { LegalPage } from "../types";

/** Notice of Consent: the DPDP Act notice a visitor accepts when submitting a lead form. */
export const privacyNoticePage: LegalPage = {
  slug: "privacy-notice",
  title: "Notice of Consent",
  meta: {
    title: "Notice of Consent for Our Enquiry and Quote Forms",
    description: `What ${site.name} collects when you fill in an enquiry form, why, how long it is kept, and how to withdraw your consent at any time. No spam, ever.`,
    keywords: [
      "notice of consent",
      "consent notice DPDP",
      "lead form consent",
      "withdraw consent",
      "insurance enquiry privacy",
      "no spam calls",
    ],
  },
  lastUpdated: "2026-11-01",
  intro: [
    `When you fill in one of our forms to ask for advice, a call back or a quote, ${site.legalName} ("${site.name}", "we", "us") asks for your consent to use the details you enter. The Digital Personal Data Protection Act, 2023 requires us to tell you, before you agree, exactly what we collect, why, and how you can change your mind. This page is that notice.`,
    "Every form shows a short consent notice beside its submit button, linking to this page. By submitting the form after that notice, you agree to the uses described here and nothing more. If you do not want to agree, simply do not submit the form; you can still read everything on the website.",
  ],
  sections: [
    {
      heading: "1. Who is asking for your consent",
      paragraphs: [
        `${site.legalName}, ${addressLine}, is an insurance broker licensed by IRDAI (${site.registration.category} ${site.registration.type}, registration code ${site.registration.code}). We are the Data Fiduciary for the details you enter in our forms, which means we decide how they are used and we are responsible for protecting them.`,
      ],
    },
    {
      heading: "2. What we collect through the form",
      paragraphs: ["Our enquiry and call-back forms ask only for the following:"],
      bullets: [
        "your name;",
        "your mobile number;",
        "your e-mail address;",
        "your town or city;",
        "any remarks you choose to add, such as the kind of cover you want or a convenient time to call;",
        "your company's name, if you are asking about insurance for a business.",
      ],
    },
    {
      heading: "3. What we do not collect through the form",
      paragraphs: [
        "The enquiry form does not ask for your health details, Aadhaar, PAN, bank or card details. Please do not type such information into the remarks box. If you later decide to buy a policy, the insurer will ask for what it needs during the proposal and KYC steps, and our Privacy Policy explains how that data is handled.",
      ],
    },
    {
      heading: "4. Why we need these details",
      paragraphs: ["We use the details you give in the form only to:"],
      bullets: [
        "call you back, usually within 24 hours on working days, to understand what you need and give you advice;",
        "prepare quotes from the insurers that suit your needs and explain them to you;",
        "share your details with the insurers concerned, only to get the quote or arrange the policy that you have asked for;",
        "send you the quotes, a summary of our advice and follow-up messages about the same enquiry;",
        "keep a record of your enquiry and your consent, so that we can answer any question or complaint about it later.",
      ],
    },
    {
      heading: "5. Who will see your details",
      paragraphs: [
        "Your details are seen by our advisers and support team and, if you ask for a quote or a policy, by the insurers you choose for that quote or policy. They are stored with our hosting, telephony and e-mail providers, who may use them only on our instructions.",
        "We do not sell, rent or trade your details, and we do not pass them to other insurers, lenders, marketing agencies or anyone else for their own purposes.",
      ],
    },
    {
      heading: "6. Our promise: no spam",
      paragraphs: [
        "Because you asked us to get in touch, we will contact you about your enquiry by phone, SMS, e-mail or WhatsApp. We will not flood you with calls, sell your number to telemarketers or send you messages about unrelated products.",
        "If you tell us you are no longer interested, we will stop calling about that enquiry straight away. Our advisers are told not to use pressure tactics, and you are free to say no to any plan we suggest.",
      ],
    },
    {
      heading: "7. How long we keep your details",
      paragraphs: [
        "If you do not buy a policy, we keep your enquiry details for up to 12 months from our last contact with you, so that we can help if you come back, and then delete or anonymise them. If you withdraw your consent earlier, we delete them sooner, except for a short record of the enquiry and of your withdrawal that we keep to show that we respected your choice.",
        "If you do buy a policy through us, the details become part of your policy records and are kept for the period IRDAI's record-keeping rules and other laws require, as described in our Privacy Policy.",
      ],
    },
    {
      heading: "8. Your rights",
      paragraphs: ["Under the DPDP Act you can, at any time:"],
      bullets: [
        "ask for a summary of the details we hold about you and who we have shared them with;",
        "ask us to correct, complete or update your details;",
        "ask us to erase your details once they are no longer needed, unless a law requires us to keep them;",
        "nominate someone to exercise these rights for you if you die or become unable to do so;",
        "raise a grievance with us about how your details have been used.",
      ],
    },
    {
      heading: "9. How to withdraw your consent",
      paragraphs: [
        `Withdrawing consent is as easy as giving it. Send an e-mail to ${site.grievanceEmail} from the address you used in the form, reply "STOP" to any of our messages, or simply tell our adviser on the call. You can also call ${site.phone.display} (${site.supportHours}).`,
        "Once you withdraw, we will stop using your details for the enquiry and will ask any insurer that received them for a quote to stop as well, unless the insurer has already issued a policy at your request. Withdrawal does not make anything we did earlier with your consent unlawful.",
      ],
    },
    {
      heading: "10. Grievances",
      paragraphs: [
        `If you have a concern about how we handle your details, please contact our Grievance Officer, ${site.grievanceOfficer}, at ${site.grievanceEmail}. We will acknowledge your complaint and aim to resolve it within 14 days. If you are still not satisfied after using our grievance process, you may complain to the Data Protection Board of India.`,
      ],
    },
    {
      heading: "11. Your consent",
      paragraphs: [
        "By submitting a form after the consent notice beside its button, you confirm that you have read this notice, that the details you have entered are your own or that you have permission to share them, and that you agree to our using them for the purposes set out above.",
        "You may read this notice in English or ask our team for a summary in any language listed in the Eighth Schedule to the Constitution of India, and we will arrange one.",
      ],
    },
  ],
};
