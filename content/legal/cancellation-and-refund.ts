import { site } from "../site";
import type { LegalPage } from "../types";

/** Cancellation and Refund Policy: premiums go to the insurer, which handles cancellations and refunds. */
export const cancellationPage: LegalPage = {
  slug: "cancellation-and-refund",
  title: "Cancellation and Refund Policy",
  meta: {
    title: "Cancellation and Refund Policy for Insurance Policies",
    description:
      "How policy cancellations, free-look returns and premium refunds work when you buy through our broking service, and how we help you get your money back.",
    keywords: [
      "cancellation and refund policy",
      "insurance premium refund",
      "free look period",
      "cancel insurance policy",
      "policy cancellation India",
      "failed payment refund",
    ],
  },
  lastUpdated: "2026-11-01",
  intro: [
    `${site.legalName} ("${site.name}", "we", "us") is an insurance broker. We help you choose and buy a policy, but the policy itself is issued by the insurance company, and the premium you pay goes directly to that insurer. For this reason, the cancellation of a policy and the refund of any premium are handled by the insurer, under its underwriting guidelines, the policy terms and the rules laid down by IRDAI.`,
    "This page explains how cancellations and refunds usually work for the kinds of policies sold on our website, and what we do to help you. Your policy wording is the final word on your own policy, so please check its cancellation clause as well.",
  ],
  sections: [
    {
      heading: "1. Where your money goes",
      paragraphs: [
        "When you buy a policy through the website, you pay the premium on the insurer's payment page or through a payment gateway appointed by the insurer. The money is received by the insurer, not by us. We never ask you to pay a premium in cash, into our bank account or to any of our staff or POSP agents personally.",
        "You do not pay us anything for using the website, for comparing plans or for the free consultation. Our remuneration for arranging a policy is paid by the insurer within the limits set by IRDAI, and it is not added to your premium as a separate charge.",
      ],
    },
    {
      heading: "2. Who decides on cancellations and refunds",
      paragraphs: [
        "Because the insurer holds the premium and carries the risk, the insurer decides whether a policy can be cancelled, from what date, and how much of the premium is refunded. It does this under its underwriting guidelines and the cancellation terms that IRDAI has approved or allowed for that product.",
        "We cannot cancel a policy, change its terms or promise a refund on the insurer's behalf. What we can do is explain your options, prepare and send your request, and follow it up with the insurer until it is settled.",
      ],
    },
    {
      heading: "3. The free-look period",
      paragraphs: [
        "Most new life insurance and health insurance policies come with a free-look period required by IRDAI. At present this is 30 days from the date you receive the policy document, but check your policy for the exact period. If you are not happy with the terms, you can return the policy within that period without giving a reason.",
        "On a free-look cancellation the insurer refunds the premium after deducting only what IRDAI allows, such as the premium for the days you were covered, the cost of any medical tests and stamp duty. For unit-linked life policies, the value of units may also be adjusted. The free-look period usually does not apply to renewals or to short-term policies such as single-trip travel cover, and it is not available on motor policies.",
      ],
    },
    {
      heading: "4. Cancelling after the free-look period",
      paragraphs: [
        "You can usually ask the insurer to cancel a policy at any time during its term. How much you get back depends on the type of policy and its wording:",
      ],
      bullets: [
        "Health insurance: the insurer normally refunds premium for the unexpired period, calculated as stated in the policy. The refund may be lower, or nil, if a claim has already been paid in that policy year, depending on the wording.",
        "Motor insurance: own-damage cover can generally be cancelled with a refund as per the insurer's short-period scale. Third-party cover is compulsory under the Motor Vehicles Act, 1988, so the insurer will usually cancel it only if you show that the vehicle has been sold or scrapped, or that another valid policy covers it.",
        "Term life insurance: pure protection plans usually have no surrender value, so stopping the premium ends the cover without a refund once the free-look period is over, unless the plan provides for return of premium.",
        "Travel insurance: a policy can usually be cancelled with a full or partial refund before the journey starts, on proof that the trip did not happen, but not once the trip has begun.",
        "Home, cyber, marine and MTO policies: refunds follow the short-period or pro-rata scale in the policy, and a marine cargo policy for a transit that has already started is generally not refundable.",
      ],
    },
    {
      heading: "5. Cancellation by the insurer",
      paragraphs: [
        "An insurer can cancel a policy only on the limited grounds the policy and IRDAI's rules allow, such as fraud or the deliberate hiding of a material fact, and only after giving you written notice. In such cases the insurer may keep the premium, as the policy wording provides. Giving complete and true information when you apply is the best protection against this.",
      ],
    },
    {
      heading: "6. Proposals the insurer does not accept",
      paragraphs: [
        "For some policies, such as health cover for older members or those with past illnesses, the insurer may review the proposal after you pay, and may ask for medical tests. If it declines the proposal, it will refund the amount you paid, less any cost of medical tests it is allowed to recover. If it offers cover on changed terms, such as a higher premium or a specific exclusion, you can accept or refuse, and a refusal leads to a refund in the same way.",
      ],
    },
    {
      heading: "7. Failed, duplicate or excess payments",
      paragraphs: [
        "If money is debited from your account but the payment fails, or no policy is issued, the amount is usually reversed automatically by your bank or by the payment gateway within the timelines set by the Reserve Bank of India. If you pay twice for the same policy, or pay more than the premium due, the insurer will refund the extra amount once it matches the payment.",
        "Keep the transaction reference shown on the payment screen or in your bank message. If the money does not come back within 7 working days, send us that reference and we will raise it with the insurer.",
      ],
    },
    {
      heading: "8. How and when refunds are paid",
      paragraphs: [
        "Insurers normally pay refunds into the same account, card or UPI handle from which the premium was paid, or into a bank account in the policyholder's name after verifying it. Refunds are not paid in cash or to a third party.",
        "Each insurer works to the service timelines that IRDAI has set for refunds and that are stated in its policy documents. Once the insurer has approved a refund, the time your bank takes to credit it depends on the payment method.",
      ],
    },
    {
      heading: "9. How we help you cancel or claim a refund",
      paragraphs: [
        "If you want to cancel a policy bought through us, or are waiting for a refund:",
      ],
      bullets: [
        `Write to ${site.email} or call ${site.phone.display} (${site.supportHours}) with your policy number and the reason for cancelling.`,
        "We will tell you what the insurer needs, such as a signed cancellation form, proof of alternative cover, proof of sale of a vehicle or bank details, and what refund you can expect under the policy terms.",
        "We will send the request to the insurer and share its reference number with you.",
        "We will follow up until the insurer has made its decision and, if a refund is due, until it has been paid.",
      ],
    },
    {
      heading: "10. Renewals and avoiding a lapse",
      paragraphs: [
        "Please renew your policy at least 5 working days before it expires. This gives the insurer time to process the payment and issue the renewal, and avoids a break in cover. A motor policy that lapses may need a vehicle inspection before it is renewed, and a lapsed health policy may lose the benefit of waiting periods already served.",
        "Health policies usually have a grace period for renewal, during which continuity benefits are protected, but claims for illness or injury that begins while the premium is unpaid may not be covered. Motor policies have no grace period. If you decide not to renew, simply do not pay; no cancellation is needed at expiry.",
      ],
    },
    {
      heading: "11. If you are not satisfied",
      paragraphs: [
        `If you are unhappy with how a cancellation or refund has been handled, write to our Grievance Officer, ${site.grievanceOfficer}, at ${site.grievanceEmail}. We will acknowledge your complaint within 14 days at the latest and take it up with the insurer.`,
        `If the matter is not resolved within 15 days, you may escalate it to IRDAI through the Bima Bharosa portal at ${site.bimaBharosaUrl} or by calling ${site.irdaiCallCentre}. You may also approach the Insurance Ombudsman, free of charge, if the insurer rejects your complaint, does not reply within 30 days, or gives a reply you are not satisfied with.`,
      ],
    },
  ],
};
