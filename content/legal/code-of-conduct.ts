import { site } from "../site";
import type { LegalPage } from "../types";

/** Code of Conduct for staff and POSP agents, based on the IRDAI (Insurance Brokers) Regulations, 2018. */
export const codeOfConductPage: LegalPage = {
  slug: "code-of-conduct",
  title: "Code of Conduct",
  meta: {
    title: "Code of Conduct for Our Team and POSP Agents",
    description: `The standards every ${site.name} employee, director and POSP agent follows when advising customers, handling data, accepting gifts and dealing with insurers.`,
    keywords: [
      "code of conduct",
      "insurance broker code of conduct",
      "IRDAI broker regulations",
      "POSP agent conduct",
      "gifts policy",
      "ethical insurance advice",
    ],
  },
  lastUpdated: "2026-11-01",
  intro: [
    `Since ${site.foundedYear}, ${site.legalName} ("${site.name}") has earned the trust of its customers by giving honest advice and standing by them when they claim. This Code of Conduct sets out the standards we hold ourselves to, so that customers know what to expect from us and so that everyone who works with us knows what is expected of them.`,
    "The Code builds on the code of conduct for insurance brokers in the IRDAI (Insurance Brokers) Regulations, 2018 and on the Insurance Act, 1938. Where the law sets a higher standard than this Code, the law prevails.",
  ],
  sections: [
    {
      heading: "1. Who this Code applies to",
      paragraphs: [
        'This Code applies to all our directors, our Principal Officer, employees on our rolls, trainees and contract staff, and to every point-of-sale person (POSP) who sells insurance under our licence. In this Code, "our people" means all of them.',
        "Every new joiner reads the Code and confirms in writing that they will follow it. Managers are expected to lead by example and to make sure that their teams understand it.",
      ],
    },
    {
      heading: "2. Our duties as a licensed broker",
      paragraphs: [
        `We hold a ${site.registration.category} licence as a ${site.registration.type} from IRDAI, registration code ${site.registration.code}. As a broker, we act for the customer, not for any one insurer. Our people must:`,
      ],
      bullets: [
        "act with honesty, integrity, fairness and due care in every dealing with customers and insurers;",
        "hold the qualifications and certification that IRDAI requires for the work they do, and keep them current;",
        "follow IRDAI's regulations, circulars and guidelines, the Insurance Act, 1938 and all other laws that apply to our business;",
        "keep proper records of advice given, proposals submitted and complaints received, as the regulations require;",
        "cooperate fully with IRDAI and any other authority during inspections and inquiries.",
      ],
    },
    {
      heading: "3. Putting the customer first",
      paragraphs: [
        "Good advice starts with listening. Before recommending a plan, our people find out about the customer's needs, family, budget, existing cover and health or business risks. They recommend only cover that suits those needs, even if a different plan would earn us more.",
        "We explain plans in simple language, without jargon, and point out the exclusions, waiting periods, sub-limits, co-payments and deductibles as clearly as the benefits. We do not use pressure, false deadlines or fear to close a sale, and we respect a customer's decision to think it over or to say no.",
        "We remind customers to buy or renew at least 5 working days before their cover expires, so that they are never left without protection because of a last-minute rush.",
      ],
    },
    {
      heading: "4. Honest disclosure",
      paragraphs: ["In every dealing with a customer, our people will:"],
      bullets: [
        `identify themselves by name and tell the customer that they represent ${site.legalName}, an IRDAI-licensed broker;`,
        "give full and correct information about the plans being compared, including the name of the insurer that will carry the risk;",
        "tell the customer, if asked, how we are paid for arranging the policy;",
        "explain the customer's duty to disclose every material fact, and the possible effect on claims of not doing so;",
        "tell the customer that the premium is paid directly to the insurer, and that cancellations and refunds are decided by the insurer under its underwriting guidelines;",
        "tell the customer about the free-look period where it applies, and about how to complain.",
      ],
    },
    {
      heading: "5. Things our people must never do",
      paragraphs: ["The following are serious breaches of this Code:"],
      bullets: [
        "offering a rebate of commission or of premium, or any other inducement, to persuade someone to take a policy, which is forbidden by Section 41 of the Insurance Act, 1938;",
        "making misleading comparisons, hiding exclusions or promising benefits that the policy does not give;",
        "filling in or changing a proposal form without the customer's knowledge, or advising a customer to hide or misstate any fact;",
        "collecting premium in cash, or into a personal account, or asking a customer to pay anyone other than the insurer;",
        "asking for a customer's customer password, transaction password, card details or OTP;",
        "persuading a customer to give up an existing policy to buy a new one when that is not in the customer's interest;",
        "making unsolicited calls to people who have not asked us to contact them, or calling at unreasonable hours.",
      ],
    },
    {
      heading: "6. Standing by customers at claim time",
      paragraphs: [
        "A policy proves its worth when a claim is made. Our people help customers to notify the insurer promptly, understand what documents are needed, file the claim and follow it up with the insurer or its third-party administrator. The decision to pay a claim is the insurer's, but we will put the customer's case forward fully and fairly, and explain the reasons if a claim is reduced or rejected.",
      ],
    },
    {
      heading: "7. Protecting customer information",
      paragraphs: [
        "Customers trust us with their health, financial and family details. Our people must keep all such information confidential, use it only for the purpose for which it was given, and share it only with the insurer or service provider who needs it for that purpose.",
        "We handle personal data under the Digital Personal Data Protection Act, 2023 and the Information Technology Act, 2000. Our people must not copy customer data to personal devices or accounts, must lock their screens and protect their passwords, and must report any suspected loss or leak of data to their manager and to the Grievance Officer at once.",
      ],
    },
    {
      heading: "8. Gifts, hospitality and bribery",
      paragraphs: [
        "Our people must not offer, give, ask for or accept any bribe or improper payment, whether to or from a customer, an insurer, a public servant or anyone else. We follow the Prevention of Corruption Act, 1988 and expect the same of everyone we work with.",
        "Small tokens such as festival sweets, diaries or calendars may be accepted. Any gift, hospitality or benefit worth more than ₹500, from a customer, insurer, vendor or other business contact, must be disclosed to HR in writing, who will decide whether it may be kept, must be returned or should be shared with the team. Gifts of cash or cash equivalents, such as vouchers, must never be accepted, whatever their value.",
      ],
    },
    {
      heading: "9. Conflicts of interest",
      paragraphs: [
        "A conflict of interest arises when a personal interest could affect, or appear to affect, the advice a person gives. Examples include a relative working for an insurer, a personal financial interest in a client's business, or an offer of outside work. Our people must declare such interests to HR and their manager, and step back from any decision where the conflict applies.",
        "Incentives and sales targets must never be allowed to override the customer's interest. Where a customer's needs are better met by a plan that earns us less, that plan is the one we recommend.",
      ],
    },
    {
      heading: "10. Our POSP agents",
      paragraphs: [
        "POSP agents complete the training and examination that IRDAI's guidelines for point-of-sale persons require before they sell. They may sell only the products that those guidelines allow POSPs to sell, and must pass on any other enquiry to our qualified advisers.",
        "POSP agents must carry and show their POSP identity when asked, must use only the quotes and materials we provide, and must not represent themselves as employees of an insurer. All the rules in this Code about honesty, data, gifts and premium collection apply to them in full.",
      ],
    },
    {
      heading: "11. Respect at work",
      paragraphs: [
        "We are committed to a workplace free from discrimination, bullying and harassment. We follow the Sexual Harassment of Women at Workplace (Prevention, Prohibition and Redressal) Act, 2013 and have an Internal Committee to which complaints can be made in confidence. We treat customers, colleagues and partners with courtesy, whatever their gender, religion, caste, region, language, age or disability.",
      ],
    },
    {
      heading: "12. Communication and social media",
      paragraphs: [
        "Only authorised people may speak to the media or publish content on behalf of the company. Advertisements and sales material must follow IRDAI's rules on insurance advertisements and must not overstate benefits. In their personal social media posts, our people must not share customer information, make promises about policies or comment on behalf of the company.",
      ],
    },
    {
      heading: "13. Raising a concern",
      paragraphs: [
        `Anyone who sees a breach of this Code, whether a colleague, a customer or a partner, should report it. Our people can speak to their manager, to HR or to the Principal Officer. Customers and others can write to ${site.grievanceEmail}, where complaints are handled by ${site.grievanceOfficer}.`,
        "Concerns can be raised in confidence, and we will not tolerate any retaliation against a person who reports a concern in good faith.",
      ],
    },
    {
      heading: "14. Consequences of a breach",
      paragraphs: [
        "Breaches of this Code are investigated fairly, and the person concerned is given a chance to explain. Depending on how serious the breach is, the outcome may include retraining, a warning, withholding of incentives, termination of employment or of a POSP engagement, and a report to IRDAI or the police where the law requires it. We review this Code regularly, and at least once a year, to keep it in line with the law and with what our customers expect of us.",
      ],
    },
  ],
};
