import { addressLine, site } from "../site";
import type { LegalPage } from "../types";

/** Terms and Conditions of use of the website and the broking service (spec sections 1, 6 and 9). */
export const termsPage: LegalPage = {
  slug: "terms-and-conditions",
  title: "Terms and Conditions",
  meta: {
    title: "Terms and Conditions of Website Use and Service",
    description: `The terms on which ${site.name}, an IRDAI-licensed insurance broker, lets you compare and buy insurance, and how complaints and disputes are settled.`,
    keywords: [
      "terms and conditions",
      "insurance broker terms",
      "IRDAI licensed broker",
      "terms of use",
      "insurance website rules",
      "grievance redressal",
    ],
  },
  lastUpdated: "2026-11-01",
  intro: [
    `These terms govern your use of the ${site.name} website and of the services that ${site.legalName} ("${site.name}", "we", "us") offers through it: comparing insurance plans, asking for advice, buying or renewing a policy, and getting help with a claim. By browsing the website, filling in a form or buying a policy through us, you agree to these terms. If you do not agree with them, please do not use the website.`,
    `Our Privacy Policy, Notice of Consent and Cancellation and Refund Policy form part of these terms. Nothing here takes away any right you have under the Insurance Act, 1938, the regulations of IRDAI or any other law in force in India.`,
  ],
  sections: [
    {
      heading: "1. Who we are",
      paragraphs: [
        `${site.legalName} is a company registered in India with its office at ${addressLine}. We are licensed by the ${site.registration.regulator} as a ${site.registration.type} in the ${site.registration.category} category under the IRDAI (Insurance Brokers) Regulations, 2018. Our broker registration code is ${site.registration.code}.`,
        `As a composite broker we arrange life, health and general insurance with several insurers, and help you place cover with the insurer you select.`,
      ],
    },
    {
      heading: "2. Who may use this service",
      paragraphs: [
        "The website and our broking services are meant only for residents of India, and for policies issued in India by insurers registered with IRDAI. We do not offer insurance to persons living outside India through this website, and nothing on it is an offer or solicitation in any other country.",
        "To buy a policy you must be at least 18 years old and competent to enter into a contract under the Indian Contract Act, 1872. If you buy cover for your family members, employees or goods, you confirm that you are entitled to act for them and to share their details with us.",
      ],
    },
    {
      heading: "3. Our role as your broker",
      paragraphs: [
        "We are an intermediary, not an insurer. The insurance contract is always between you and the insurance company that issues the policy. The insurer alone decides whether to accept a proposal, what premium to charge, on what terms to issue cover and whether a claim is payable. The insurer pays the claim, not us.",
        "Premiums are paid directly to the insurer, through the insurer's own payment page or a payment gateway that the insurer has appointed. We do not ask you to pay any premium into our account or to any of our employees or agents personally.",
        "Plan details and prices on the website come from the insurers, are given for comparison only and can change without notice. The policy document and wording issued by the insurer are the binding statement of your cover, so please read them carefully.",
      ],
    },
    {
      heading: "4. Information you give us",
      paragraphs: [
        "Insurance works on utmost good faith. You must give complete and true answers in every form and proposal, including about age, health, past illnesses, habits, previous claims, vehicle use and property, and tell the insurer of any change before the policy is issued. If a material fact is hidden or wrongly stated, the insurer may reduce or reject a claim or cancel the policy as the policy terms and the law allow.",
        "Insurers must verify your identity under the Prevention of Money-laundering Act, 2002 and IRDAI's anti-money-laundering guidelines. You agree to complete the insurer's KYC steps and confirm that every document you upload is genuine.",
      ],
    },
    {
      heading: "5. Buying and renewing a policy",
      paragraphs: [
        "Please buy or renew your policy at least 5 working days before your current cover expires, so that the insurer has time for underwriting, KYC, any vehicle inspection and issue of the policy. A later request risks a lapse in cover, a fresh motor inspection or lost health continuity benefits, for which we cannot be responsible.",
        "A policy starts only when the insurer confirms that it has accepted the proposal and received the premium, and issues the policy or cover note. A quote, a completed payment screen or a reference number on its own is not proof of cover.",
        "Cancellations and refunds are handled by the insurer under its underwriting guidelines and the policy terms. Many new life and health policies also come with a free-look period set by IRDAI. Our Cancellation and Refund Policy explains how this works and how we can help.",
      ],
    },
    {
      heading: "6. Customer ID and passwords",
      paragraphs: [
        "Where we or an insurer give you a customer ID, a customer password or a transaction password (for example to view policies, approve a payment or, for certified POSP agents, use the agent dashboard), they are personal to you. Keep them secret and change them if you think someone else knows them.",
        "Anything done using your customer ID and passwords will be treated as done by you unless you told us about the misuse before it happened. Our staff will never ask you for your passwords or for a one-time password (OTP). If anyone does, please do not share it and report it to us at once.",
      ],
    },
    {
      heading: "7. Using the website properly",
      paragraphs: ["When you use the website, you agree that you will not:"],
      bullets: [
        "give false details, pretend to be someone else or submit a form for a person without their permission;",
        "try to get into our systems or other people's purchase journeys, or upload harmful code;",
        "scrape or harvest plans, prices or other data using automated tools;",
        "post or send anything that is unlawful, defamatory, obscene, invades someone's privacy or threatens the unity, security or sovereignty of India;",
        "use the website for any fraud, including insurance fraud, or to break any law in force in India.",
      ],
    },
    {
      heading: "8. Content complaints and our duties as an intermediary",
      paragraphs: [
        "For material sent by users, such as reviews or uploads, we act as an intermediary under the Information Technology Act, 2000 and follow the IT (Intermediary Guidelines and Digital Media Ethics Code) Rules, 2021. We may remove material that breaks these terms or the law.",
        "If you complain that material on the website shows you, or someone on whose behalf you complain, in full or partial nudity or in a sexual act, or is a morphed or impersonating image of that person, we will remove it or disable access to it within 24 hours of receiving the complaint.",
        "When a government agency that is lawfully authorised asks us in writing for information or help to verify identity, or to prevent, detect, investigate or prosecute an offence or a cyber security incident, we will provide it within 72 hours of receiving the order.",
        `Complaints about content can be sent to our Grievance Officer, ${site.grievanceOfficer}, at ${site.grievanceEmail}.`,
      ],
    },
    {
      heading: "9. Intellectual property",
      paragraphs: [
        `The ${site.name} name and logo, the design of the website and the articles, videos, guides and tools on it belong to ${site.legalName} or are used with the permission of their owners. Insurer names and logos belong to the insurers concerned.`,
        "You may view and print pages for your own personal, non-commercial use. You may not copy, republish, sell or adapt our content without our written permission.",
      ],
    },
    {
      heading: "10. Limits of our responsibility",
      paragraphs: [
        "We take care to keep the website accurate and available, but cannot promise it will always be free of errors or interruptions. Articles and calculators are general information, not a substitute for the policy wording or personal advice.",
        "To the extent the law allows, we are not liable for indirect loss, or for loss caused by an insurer's decision, a bank or payment gateway failure, wrong information you gave, or events beyond our reasonable control. Nothing here limits our duties under the IRDAI (Insurance Brokers) Regulations, 2018. Third-party websites we link to are governed by their own terms.",
      ],
    },
    {
      heading: "11. Communication and notices",
      paragraphs: [
        "When you give us your phone number or e-mail address and ask for a call back, a quote or a policy, you agree that we may contact you by phone, SMS, e-mail or WhatsApp about that request, your policy and your claims. You can ask us to stop at any time, as explained in our Notice of Consent.",
        `Any formal notice to us must be sent by post or courier to our office at ${addressLine}, with a copy to ${site.email}. We may send notices to the postal address or e-mail address you have given us.`,
        "A notice sent by post will be deemed to have been served 7 days after it was posted. A notice sent by e-mail will be treated as received when it is sent, unless the sender receives a message that it was not delivered.",
      ],
    },
    {
      heading: "12. Complaints and grievance redressal",
      paragraphs: [
        `If you are unhappy with our service, please write to ${site.grievanceEmail} or call ${site.phone.display} (${site.supportHours}). Your complaint will be handled by ${site.grievanceOfficer}. We will acknowledge it within 14 days at the most, and usually much sooner, and tell you who is looking into it.`,
        `If you do not receive a reply within 15 days, or you are not satisfied with our reply, you may escalate the complaint to IRDAI through the Bima Bharosa portal at ${site.bimaBharosaUrl} or by calling the IRDAI call centre on ${site.irdaiCallCentre}.`,
        "Complaints against the insurer or against us as your broker may also be taken, free of charge, to the Insurance Ombudsman under the Insurance Ombudsman Rules, 2017, once the complaint has been rejected, left unanswered for 30 days, or answered in a way you are not satisfied with.",
      ],
    },
    {
      heading: "13. Governing law, disputes and jurisdiction",
      paragraphs: [
        "These terms are governed by the laws of India.",
        "If a dispute arises between you and us out of these terms or the website, either of us may give the other a written notice describing it. We will both try in good faith to settle it by discussion for a period of 30 days from that notice, and neither of us will go to court during that period, except to seek urgent interim relief.",
        "If the dispute is not settled within those 30 days, the courts in Mumbai, Maharashtra will have exclusive jurisdiction. This does not affect your right to approach IRDAI, the Insurance Ombudsman or a consumer commission where the law lets you do so.",
      ],
    },
    {
      heading: "14. Changes to these terms",
      paragraphs: [
        `We may update these terms when the law, IRDAI's rules or our services change; the date at the top of this page shows the latest version. The version in force when you bought a policy applies to that purchase. Questions about these terms can be sent to ${site.email}.`,
      ],
    },
  ],
};
