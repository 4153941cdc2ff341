import { site } from "./site";
import { partnerInsurerCount } from "./insurers";
import type { Faq } from "./types";

/** General FAQs shown on the home page, the claims page and the contact page. */
export const generalFaqs: Faq[] = [
  {
    title: "What is an insurance broker, and how is it different from an agent?",
    data: [
      "An insurance agent is appointed by an insurer and sells the products of the insurer or insurers it is tied to. An insurance broker is licensed by IRDAI to act on behalf of the customer, so it can show you plans from many insurers and help you compare them.",
      `${site.name} is an IRDAI-licensed direct broker (registration code ${site.registration.code}). Our job is to help you understand your options, choose a plan that fits your needs and budget, and support you after you buy, including at claim time.`,
    ],
  },
  {
    title: "Do I have to pay anything to compare plans?",
    data: [
      "No. Comparing plans, getting quotes and speaking to our advisors is free. The free 30-minute consultation carries no obligation to buy.",
      "When you buy, you pay only the premium the insurer quotes for your policy.",
    ],
  },
  {
    title: "Do I pay the premium to SureShield?",
    data: [
      "No. Premiums are paid directly to the insurer. When you buy online, the payment step takes you to the insurer's payment page, and the receipt and policy are issued in the insurer's name.",
      "Please do not pay a premium in cash or into a personal bank account. If anyone asks you to, let us know.",
    ],
  },
  {
    title: "How does your claims help work?",
    data: [
      "The claim is paid by the insurer, not by the broker. What our team does is guide you through the process: telling the insurer about the claim, preparing the right documents, filing the claim and following it up with the insurer until it is settled.",
      "For a cashless hospital claim or a motor repair at a network garage, we help you with the steps the insurer needs. For a reimbursement claim, we help you put together the bills and forms so that nothing is missed.",
    ],
  },
  {
    title: "How do cancellations and refunds work?",
    data: [
      "Cancellations and refunds are handled by the insurer under its underwriting guidelines and the terms of your policy. Any refund is paid by the insurer, usually to the account the premium came from.",
      "Many life and health policies also come with a free-look period after you receive the policy document, during which you can return the policy if it does not suit you. We can help you send the request and follow it up with the insurer.",
    ],
  },
  {
    title: "Is my personal data safe with you?",
    data: [
      "Yes. We collect only the details needed to get you quotes, arrange your policy and help you with service and claims. We share them only with the insurers and service providers involved in your policy, and we do not sell your data.",
      "We will not flood you with calls or messages. You can read how we handle your information in our privacy policy, and you can write to us at any time to ask about or correct your details.",
    ],
  },
  {
    title: "Which insurers do you work with?",
    data: [
      `We work with ${partnerInsurerCount} insurers across health, motor, life, travel, home and commercial insurance, including large public sector and private companies.`,
      "The plans you see depend on the type of insurance, your details and your location. Our advisors can tell you which insurers offer cover for your specific need.",
    ],
  },
  {
    title: "How quickly can I get insured?",
    data: [
      "For most health and motor policies bought online, you can be insured in about 5 minutes once you have chosen a plan and paid the premium.",
      "Some cases take longer, for example when the insurer asks for a medical check-up, when a vehicle needs an inspection because its earlier policy lapsed, or for business covers such as marine or cyber insurance that need a proposal to be reviewed.",
    ],
  },
];
