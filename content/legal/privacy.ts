import { addressLine, site } from "../site";
import type { LegalPage } from "../types";

/** Privacy Policy under the DPDP Act, 2023 and the IT Act, 2000. */
export const privacyPage: LegalPage = {
  slug: "privacy",
  title: "Privacy Policy",
  meta: {
    title: "Privacy Policy: How We Handle Your Personal Data",
    description: `What personal data ${site.name} collects, why, who it is shared with, how long it is kept and how to use your rights under India's DPDP Act, 2023.`,
    keywords: [
      "privacy policy",
      "DPDP Act 2023",
      "personal data protection",
      "insurance data privacy",
      "grievance officer",
      "data principal rights",
    ],
  },
  lastUpdated: "2026-11-01",
  intro: [
    `${site.legalName} ("${site.name}", "we", "us") needs some of your personal data to advise you, get quotes from insurers, arrange your policy and help you with claims. This policy explains, in plain words, what we collect, why we collect it, who we share it with, how long we keep it and what rights you have over it.`,
    "For the purposes of the Digital Personal Data Protection Act, 2023 (the DPDP Act), we are the Data Fiduciary for the personal data you give us on this website, and you are the Data Principal. Where an insurer issues your policy, the insurer also becomes a Data Fiduciary for the data it receives, and its own privacy policy applies to that data.",
  ],
  sections: [
    {
      heading: "1. Scope of this policy",
      paragraphs: [
        `This policy covers personal data collected through the ${site.name} website, our lead and quote forms, the health and motor purchase journeys, our phone lines, e-mail and WhatsApp chat, and applications to our point-of-sale person (POSP) programme. It applies to customers, prospective customers, POSP applicants and visitors alike.`,
        "It does not cover websites of insurers, payment gateways or other third parties that we link to. Please read their privacy policies before you share data with them.",
      ],
    },
    {
      heading: "2. The laws we follow",
      paragraphs: [
        "We handle personal data in line with the Digital Personal Data Protection Act, 2023 and the rules made under it, the Information Technology Act, 2000 and the rules made under it, the Insurance Act, 1938, the IRDAI (Insurance Brokers) Regulations, 2018, IRDAI's guidelines on information and cyber security, and the Prevention of Money-laundering Act, 2002 for KYC.",
        "Where these laws require us to keep, disclose or protect information in a particular way, we do so even if this policy does not mention it specifically.",
      ],
    },
    {
      heading: "3. What personal data we collect",
      paragraphs: [
        "We collect only what we need for the service you ask for. Depending on what you do on the website, this may include:",
      ],
      bullets: [
        "Contact details: your name, mobile number, e-mail address, town or city, PIN code and postal address.",
        "Details for a quote: age or date of birth, gender, the number of adults and children to be covered, the sum insured you want, vehicle registration and model details, previous policy and claim history, and details of your business for commercial cover.",
        "Proposal details: health and medical history, height, weight and lifestyle habits of the persons to be insured, and the name, relationship and date of birth of nominees. Health data is sensitive, and we collect it only when you buy a health or life policy that needs it.",
        "KYC details: PAN, Aadhaar (masked where the law requires), CKYC number, photograph and identity or address documents, collected for and verified by the insurer.",
        "Payment references: the transaction reference and status returned by the insurer or payment gateway. We do not see or store your card number, CVV or net-banking password.",
        "POSP applications: education, identity documents, bank details for commission payments and training records.",
        "Technical data: IP address, device and browser type, pages visited and cookie identifiers.",
      ],
    },
    {
      heading: "4. How we collect it",
      paragraphs: [
        "Most of the data comes directly from you when you fill in a form, talk to our advisers or chat with us. Some comes from insurers (for example the quote, the policy number and the status of a claim), from KYC agencies and the Central KYC Records Registry when the insurer verifies your identity, and from your browser through cookies.",
        "If you give us data about another person, such as a family member, nominee or employee, please tell them that you are doing so and point them to this policy.",
      ],
    },
    {
      heading: "5. Why we use your data",
      paragraphs: [
        "We use personal data only for clear, specific purposes that we tell you about:",
      ],
      bullets: [
        "to call you back with advice and quotes when you ask us to;",
        "to compare plans and share your details with the insurers you choose so that they can quote for, underwrite and issue your policy;",
        "to complete KYC and payment through the insurer;",
        "to send you your policy documents, renewal reminders and service messages;",
        "to help you file and follow up a claim with the insurer and its third-party administrator;",
        "to process POSP applications, training, certification and commission;",
        "to answer complaints and meet our record-keeping and reporting duties to IRDAI and other authorities;",
        "to keep the website secure, prevent fraud and understand, in aggregate, how the website is used.",
      ],
    },
    {
      heading: "6. Consent and other lawful grounds",
      paragraphs: [
        "In most cases we process your data because you have given consent, by submitting a form after the consent notice beside its submit button, which links to our Notice of Consent, or by going ahead with a purchase. Under the DPDP Act consent must be free, specific, informed and unambiguous, and it covers only the purposes described to you.",
        "The DPDP Act also allows some processing without fresh consent, for example where you have voluntarily given us data for a specific purpose, or where we must keep or share data to comply with a law, a court order or a direction of a regulator. We rely on these grounds only where they genuinely apply.",
        "We do not use your data for unrelated marketing, and we do not sell or rent it to anyone.",
      ],
    },
    {
      heading: "7. Who we share it with",
      paragraphs: ["We share the minimum data needed, and only with:"],
      bullets: [
        "the insurers you ask us to get quotes from or buy a policy from, and their third-party administrators and surveyors when you make a claim;",
        "KYC service providers and payment gateways appointed by the insurer;",
        "service providers who work for us under written contracts, such as cloud hosting, telephony, e-mail and messaging providers, and who may use the data only on our instructions;",
        "IRDAI, the Insurance Ombudsman, courts, law enforcement agencies and other authorities, where the law requires us to;",
        "a buyer of or successor to our business, under the same privacy protections, if the business is ever restructured.",
      ],
    },
    {
      heading: "8. Cookies and analytics",
      paragraphs: [
        "We use cookies that are strictly necessary for the website to work, for example to keep your place in a purchase journey. With your agreement we also use analytics cookies that tell us, in aggregate, which pages are useful and where people leave a form.",
        "You can block or delete cookies in your browser settings. Blocking necessary cookies may stop some parts of the website, such as the quote forms, from working properly.",
      ],
    },
    {
      heading: "9. How long we keep your data",
      paragraphs: [
        "We keep personal data only as long as the purpose needs it or the law requires. If you asked for a call back but did not buy a policy, we delete or anonymise your details within 12 months of our last contact with you, or sooner if you withdraw your consent.",
        "If you buy a policy through us, we keep the records of that policy, your KYC and any claim for as long as IRDAI's record-keeping rules and the Prevention of Money-laundering Act, 2002 require, which can run to several years after the policy ends. After that the data is deleted or anonymised.",
      ],
    },
    {
      heading: "10. How we protect it",
      paragraphs: [
        "We protect data with reasonable security safeguards: encrypted connections (HTTPS) on every page, access limited to staff who need it, passwords and multi-factor authentication for our systems, logging of access, regular backups and security testing, and confidentiality undertakings from all staff and service providers.",
        "If a personal data breach happens despite these safeguards, we will inform the Data Protection Board of India and each affected person as the DPDP Act and its rules require, and report cyber security incidents to CERT-In within the time it has set. We will also tell you what we are doing about it and what you can do to protect yourself.",
      ],
    },
    {
      heading: "11. Your rights",
      paragraphs: ["As a Data Principal under the DPDP Act, you have the right to:"],
      bullets: [
        "get a summary of the personal data we hold about you and of what we do with it, and know the names of those we have shared it with;",
        "have inaccurate or incomplete data corrected, completed or updated;",
        "have data erased when it is no longer needed for the purpose it was given for, unless the law requires us to keep it;",
        "withdraw your consent at any time, as easily as you gave it; withdrawal does not affect processing already done, and some services, such as an ongoing policy purchase, may stop;",
        "have your grievances about our handling of your data addressed by us;",
        "nominate another person to exercise these rights on your behalf in the event of your death or incapacity.",
      ],
    },
    {
      heading: "12. Children's data",
      paragraphs: [
        "The website is meant for adults. A child's data reaches us only when a parent or lawful guardian adds the child to a family health, life or travel policy. In that case the parent or guardian, who confirms that they are an adult and entitled to act for the child, gives consent for the child, and we use the child's data only to arrange and service that policy. We do not track children or send them advertising.",
      ],
    },
    {
      heading: "13. Grievance Officer and how to reach us",
      paragraphs: [
        `To use any of your rights or to raise a concern, write to our Grievance Officer, ${site.grievanceOfficer}, at ${site.grievanceEmail}, or by post to ${site.legalName}, ${addressLine}. You can also call ${site.phone.display} (${site.supportHours}).`,
        "We may ask you to confirm your identity before acting on a request, so that your data is not given to someone else. We aim to reply within 14 days and will tell you if we need longer. If you are not satisfied with our response, you may complain to the Data Protection Board of India once you have used our grievance process.",
      ],
    },
    {
      heading: "14. Changes to this policy",
      paragraphs: [
        "We will update this policy when the law, our services or our service providers change. The date at the top of the page shows the latest version. If a change affects how we use data you have already given us, we will tell you and, where the law requires, ask for your consent again.",
      ],
    },
  ],
};
