import { generalFaqs } from "./faqs";
import { addressLine, site } from "./site";
import type { ContentPage } from "./types";

/** The Contact Us page (spec 2.2 "/contact"). */
export const contactPage: ContentPage = {
  path: "/contact",
  name: "Contact Us",
  meta: {
    title: "Contact Us: Call, E-mail or Visit Our Mumbai Office",
    description:
      "Reach SureShield by phone, e-mail or WhatsApp, Mon–Sat 9 AM to 7 PM. Find our Mumbai office address and how to escalate a complaint if you are not satisfied.",
    keywords: [
      "contact SureShield",
      "insurance helpline",
      "insurance broker Mumbai",
      "insurance complaint escalation",
      "grievance redressal",
      "Bima Bharosa",
    ],
  },
  hero: {
    heading: "Contact us",
    subheading:
      "Questions about a policy, a claim or which cover to choose? Send us a message and our team will get back to you, usually within 24 hours on working days.",
    points: [
      `Support hours: ${site.supportHours}`,
      `Call ${site.phone.display}`,
      `E-mail ${site.email}`,
    ],
  },
  leadForm: {
    heading: "Helpline enquiry",
    subheading: "Leave your details and a licensed advisor will call you back.",
    businessType: "General",
  },
  sections: [
    {
      kind: "text",
      id: "office",
      heading: "Registered office",
      paragraphs: [
        `${site.legalName}, ${addressLine}.`,
        `Phone: ${site.phone.display}. E-mail: ${site.email}.`,
        `Our support team is available ${site.supportHours}. We aim to reply to every query within 24 hours on working days.`,
      ],
    },
    {
      kind: "steps",
      id: "escalation",
      heading: "Escalation procedure",
      intro:
        "If something has not gone the way it should, here is how to raise it with us and, if needed, with the regulator.",
      items: [
        {
          title: "Contact our support team",
          details: `Call ${site.phone.display} or write to ${site.email} with your policy or enquiry details. We aim to reply within 24 hours on working days.`,
        },
        {
          title: "Write to our grievance officer",
          details: `If you do not hear from us within 15 days, or you are not satisfied with our reply, write to ${site.grievanceEmail}. Your complaint goes to ${site.grievanceOfficer}, and we acknowledge every complaint within 14 days.`,
        },
        {
          title: "Approach the regulator",
          details: `If your complaint is still not resolved, you can register it on IRDAI's Bima Bharosa portal (${site.bimaBharosaUrl}) or call the IRDAI call centre on ${site.irdaiCallCentre}.`,
        },
      ],
    },
  ],
  faqs: [
    {
      title: "How can I get in touch with you?",
      data: [
        `You can fill in the enquiry form on this page, call us on ${site.phone.display}, write to ${site.email} or message us on WhatsApp. Our team is available ${site.supportHours}.`,
      ],
    },
    {
      title: "Who can guide me in choosing insurance?",
      data: [
        "Our licensed advisors can. Book a free 30-minute consultation and an advisor will understand your needs, compare plans from different insurers with you and explain the differences in plain language.",
        "There is no charge for the consultation and no obligation to buy.",
      ],
    },
    {
      title: "How soon will I get a response?",
      data: [
        "We aim to reply to every query within 24 hours on working days. Queries received on a Sunday or a public holiday are answered on the next working day.",
        `If you have not had a reply within 15 days, or you are not happy with the answer, please write to our grievance officer at ${site.grievanceEmail}.`,
      ],
    },
    {
      title: "Where are you located?",
      data: [
        `Our registered office is at ${addressLine}. We serve customers across India online, by phone and on WhatsApp, so you do not need to visit the office to buy a policy or get help with a claim.`,
      ],
    },
    {
      title: "Is my data safe when I contact you?",
      data: [
        "Yes. The details you share are used only to answer your query and, if you choose, to get you quotes and arrange your policy. We share them only with the insurers involved and never sell them.",
        "You can ask us at any time to correct your details or to stop contacting you.",
      ],
    },
    ...generalFaqs,
  ],
};
