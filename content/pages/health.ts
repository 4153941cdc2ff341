import type { ContentPage } from "@/content/types";

/** /health-insurance — spec 2.2. The multi-step health quote form replaces the lead form later. */
export const healthPage: ContentPage = {
  path: "/health-insurance",
  name: "Health Insurance",
  meta: {
    title: "Health Insurance: Compare Plans Side by Side",
    description:
      "Compare health insurance from the insurers we work with. Cashless treatment, tax deduction up to ₹75,000 under Section 80D and plans from ₹400 a month. Free expert advice.",
    keywords: [
      "health insurance",
      "mediclaim policy",
      "family floater health insurance",
      "super top-up health insurance",
      "critical illness insurance",
      "cashless hospitalisation",
      "Section 80D tax deduction",
      "compare health insurance plans",
    ],
  },
  hero: {
    heading: "Health Insurance for You and Your Family",
    subheading:
      "Compare health plans from several insurers side by side and pick the cover that suits your family and budget. Plans start from about ₹400 a month.",
    points: [
      "100% digital process",
      "Insured in about 5 minutes",
      "Claim assistance when you need it",
    ],
  },
  leadForm: {
    heading: "Get a free 30-minute consultation",
    subheading:
      "Tell us about your family and an adviser will help you compare plans — no spam, no pressure.",
    businessType: "Health",
  },
  sections: [
    {
      kind: "text",
      id: "what-is-health-insurance",
      heading: "What is health insurance?",
      paragraphs: [
        "Health insurance is a yearly contract with an insurer. You pay a premium, and in return the insurer pays for your medical treatment up to a fixed amount called the sum insured. If you are admitted to hospital for an illness or an accident, the policy pays the room charges, doctors' fees, medicines, tests and surgery costs, subject to the terms of your plan.",
        "Most plans also pay for the days just before and after a hospital stay (pre- and post-hospitalisation, typically 30 to 60 days before and 60 to 180 days after), day-care procedures such as cataract surgery or chemotherapy that do not need a 24-hour stay, and ambulance charges. Many now include AYUSH treatment and a free yearly health check-up.",
        "A policy is not a blank cheque, and it helps to know the limits before you buy. New policies have an initial waiting period, usually 30 days, during which only accidents are covered. Illnesses you already have are covered only after a longer waiting period, and some plans cap room rent or ask you to share a part of every claim (a co-payment). Cosmetic treatment, most dental work, self-inflicted injuries and treatment for which hospital admission was not needed are commonly excluded.",
        "The good news is that a claim-free year usually earns you a no-claim bonus that raises your sum insured at no extra cost, and once you have held a policy continuously for five years, IRDAI rules stop the insurer from rejecting a claim on grounds of non-disclosure, except in cases of proven fraud.",
      ],
    },
    {
      kind: "tip",
      id: "smart-tip",
      heading: "Smart tip: buy while you are young and healthy",
      text: "Premiums are set by age when you first buy, and waiting periods start from the day your policy begins. A 28-year-old pays far less than a 45-year-old for the same cover. And an illness such as diabetes or high blood pressure that first shows up after your policy starts is not treated as pre-existing, so you skip the long pre-existing waiting period altogether. Buying early and renewing without a break is the simplest way to lower your lifetime cost.",
    },
    {
      kind: "cards",
      id: "benefits",
      heading: "Benefits of health insurance",
      intro: "What a good health policy does for you, beyond paying the hospital bill.",
      items: [
        {
          title: "Cashless treatment",
          details:
            "At a network hospital, the insurer settles the bill directly with the hospital. You pay only for items the policy does not cover, such as registration charges or toiletries.",
          icon: "hand-coins",
        },
        {
          title: "Tax deduction under Section 80D",
          details:
            "Premiums you pay can be deducted from taxable income — up to ₹25,000 for yourself, your spouse and children, plus up to ₹50,000 for senior-citizen parents, a total of ₹75,000 a year under the old tax regime.",
          icon: "indian-rupee",
        },
        {
          title: "Cover before and after admission",
          details:
            "Doctor visits, scans and medicines in the weeks before admission and during recovery after discharge are paid for, within the days stated in your policy.",
          icon: "stethoscope",
        },
        {
          title: "No-claim bonus",
          details:
            "For every year without a claim, many plans add to your sum insured — up to 50% more cover — while your premium stays linked to your original cover.",
          icon: "award",
        },
        {
          title: "Day-care and modern treatments",
          details:
            "Procedures such as dialysis, chemotherapy, cataract surgery and many robotic or keyhole surgeries are covered even when you go home the same day.",
          icon: "heart-pulse",
        },
        {
          title: "Lifelong renewal",
          details:
            "Health policies can be renewed for life as long as you renew on time. An insurer cannot refuse renewal because you made claims in earlier years.",
          icon: "shield-check",
        },
      ],
    },
    {
      kind: "cards",
      id: "real-costs",
      heading: "What treatment really costs in India",
      intro:
        "Indicative bills at private hospitals in large cities; actual costs vary with the city, hospital and room category. Only 5 out of every 100 Indians are adequately insured, so for most families a single admission like these is paid from savings.",
      items: [
        {
          title: "Heart angioplasty",
          details:
            "Opening a blocked artery with one or two stents typically costs ₹2,00,000 to ₹5,00,000, and a bypass surgery can cost more.",
          icon: "heart-pulse",
        },
        {
          title: "Knee replacement",
          details:
            "Replacing one knee usually costs ₹2,50,000 to ₹4,50,000 including the implant, hospital stay and physiotherapy in the first weeks.",
          icon: "stethoscope",
        },
        {
          title: "Cancer treatment",
          details:
            "Surgery, chemotherapy and radiation over several months can add up to ₹10,00,000 or more, which is why many families add a critical illness plan.",
          icon: "indian-rupee",
        },
        {
          title: "A few days in the ICU",
          details:
            "Intensive care often costs ₹25,000 to ₹60,000 a day once the bed, monitoring, medicines and specialist visits are counted.",
          icon: "timer",
        },
        {
          title: "Dengue or severe infection",
          details:
            "A four- or five-day admission for dengue, typhoid or pneumonia can easily cost ₹60,000 to ₹1,50,000.",
          icon: "clock",
        },
      ],
    },
    {
      kind: "cards",
      id: "plan-types",
      heading: "Types of health insurance plans",
      intro:
        "Most families use one or two of these together. We help you combine them without paying twice for the same cover.",
      items: [
        {
          title: "Individual plan",
          details:
            "Each insured person gets their own sum insured, which no one else can use up. It suits single people and older parents whose claims could otherwise drain a shared cover.",
          icon: "users",
        },
        {
          title: "Family floater",
          details:
            "One sum insured is shared by you, your spouse and children, and anyone in the family can use it. It usually costs less than separate individual plans for a young family.",
          icon: "home",
        },
        {
          title: "Top-up and super top-up",
          details:
            "These pay only after your bills cross a chosen limit called the deductible, say ₹5,00,000. A top-up looks at each claim on its own; a super top-up adds up all claims in the year, so it usually gives more protection for the same premium.",
          icon: "zap",
        },
        {
          title: "Critical illness plan",
          details:
            "Pays a lump sum when you are diagnosed with a listed illness such as cancer, heart attack or stroke, usually after a survival period of 15 to 30 days. You can use the money for anything, including lost income.",
          icon: "shield-check",
        },
      ],
    },
    {
      kind: "steps",
      id: "how-cashless-claims-work",
      heading: "How a cashless claim works",
      intro:
        "The insurer pays the claim; our team stays with you and coordinates with the insurer until it is settled.",
      items: [
        {
          title: "Choose a network hospital",
          details:
            "Check that the hospital is in your insurer's network. For a planned surgery, inform the insurer at least 48 hours in advance; for an emergency, within 24 hours of admission.",
        },
        {
          title: "Show your health card at the insurance desk",
          details:
            "The hospital's TPA or insurance desk fills in the pre-authorisation form with your doctor's notes and sends it to the insurer. IRDAI guidelines ask insurers to decide on cashless requests within an hour.",
        },
        {
          title: "Get treated",
          details:
            "Once the request is approved, you focus on recovery. If treatment costs more than first estimated, the hospital asks the insurer for an enhancement.",
        },
        {
          title: "Discharge and settlement",
          details:
            "At discharge, the insurer clears the covered amount directly with the hospital and you pay only the items not covered. Keep copies of all bills for post-hospitalisation claims.",
        },
      ],
    },
    {
      kind: "cards",
      id: "why-buy",
      heading: "Why buy health insurance through us",
      items: [
        {
          title: "Compare insurers side by side",
          details:
            "See premiums, room-rent limits, co-payments and waiting periods side by side, explained in plain words instead of policy jargon.",
          icon: "scale",
        },
        {
          title: "Plans from ₹400 a month",
          details:
            "Young, healthy adults can get meaningful cover for about ₹400 a month. We show you what each rupee of premium buys.",
          icon: "wallet",
        },
        {
          title: "Shorter waiting periods",
          details:
            "Waiting periods for pre-existing illnesses range from 2 to 4 years across plans. If you already have a condition, we point you to plans that cover it sooner.",
          icon: "timer",
        },
        {
          title: "No-claim bonus up to 50%",
          details:
            "We highlight plans that reward healthy years with extra cover, and explain what happens to the bonus if you do make a claim.",
          icon: "award",
        },
        {
          title: "Help when you claim",
          details:
            "Our claims team helps with paperwork, follows up with the insurer and explains any deduction, so you are not left alone at the hospital desk.",
          icon: "headset",
        },
        {
          title: "No spam, no pushy sales",
          details:
            "You talk to a licensed adviser only when you ask to. Your premium goes straight to the insurer you choose.",
          icon: "badge-check",
        },
      ],
    },
  ],
  faqs: [
    {
      title: "How much health cover do I need?",
      data: [
        "For a family living in a metro, a sum insured of ₹10,00,000 or more is a sensible starting point, because a single major surgery can easily cost ₹3,00,000 to ₹5,00,000. In smaller cities, ₹5,00,000 may be enough for a young family.",
        "A cost-effective way to reach a higher cover is to combine a base plan of ₹5,00,000 to ₹10,00,000 with a super top-up. The super top-up costs much less than raising the base cover because it pays only after the deductible is crossed.",
      ],
    },
    {
      title: "What is a waiting period, and how long is it?",
      data: [
        "A waiting period is the time after your policy starts during which certain claims are not paid. Almost every plan has an initial waiting period of 30 days for illnesses (accidents are covered from day one). Some named conditions, such as cataract, hernia or joint replacement, usually have a waiting period of 1 to 3 years.",
        "Illnesses you already have when you buy — pre-existing diseases such as diabetes or thyroid disorders — are covered after 2 to 4 years depending on the plan. Under IRDAI's 2024 rules, new policies cannot make you wait more than 3 years for these; some older policies still carry 4 years.",
        "Waiting periods you have already served are carried over when you renew on time or move your policy to another insurer.",
      ],
    },
    {
      title: "Can I claim if the hospital is not in my insurer's network?",
      data: [
        "Yes. You pay the hospital yourself and then claim a refund (reimbursement) from the insurer by sending the discharge summary, original bills, payment receipts, prescriptions and test reports, usually within 15 to 30 days of discharge as stated in your policy.",
        "Our claims team can check your documents before you send them, which avoids the most common reasons for delays.",
      ],
    },
    {
      title: "How much tax can I save with health insurance?",
      data: [
        "Under Section 80D of the Income Tax Act, you can deduct up to ₹25,000 a year for premiums paid for yourself, your spouse and dependent children (₹50,000 if you are a senior citizen), and a further ₹25,000 for your parents (₹50,000 if either parent is a senior citizen). A taxpayer under 60 with senior-citizen parents can therefore claim up to ₹75,000.",
        "Up to ₹5,000 of preventive health check-ups can be included within these limits. The premium must be paid by any mode other than cash, and the deduction is available only if you file under the old tax regime.",
      ],
    },
    {
      title: "I have health cover from my employer. Do I still need my own policy?",
      data: [
        "Usually, yes. Group cover ends the day you leave the job, and it is often ₹3,00,000 to ₹5,00,000 shared by the whole family, which may not cover one serious illness.",
        "A personal policy bought early builds up waiting-period credit and no-claim bonus that stay with you for life. You can claim from both policies if one is not enough.",
      ],
    },
    {
      title: "What is not covered by a health policy?",
      data: [
        "Common exclusions are cosmetic or plastic surgery (unless needed after an accident), most dental and spectacle costs, treatment abroad, self-inflicted injuries, injuries from dangerous adventure sports, and treatment for alcohol or drug misuse.",
        "Non-medical items such as gloves, toiletries and registration charges are often not paid. The exact list is in the policy wording, and we walk you through it before you buy.",
      ],
    },
    {
      title: "Can I move my policy to another insurer?",
      data: [
        "Yes. Portability lets you move to a new insurer at renewal without losing the waiting-period credit you have earned, up to your old sum insured. Apply well before the renewal date, because the new insurer needs time to underwrite your proposal.",
        "The new insurer can decide whether to accept you and on what terms, so do not let your old policy lapse until the new one is issued.",
      ],
    },
    {
      title: "What are room-rent limits and co-payment?",
      data: [
        "Some plans cap the room rent they pay, for example at 1% of the sum insured a day. If you choose a more expensive room, the insurer may cut not just the room charge but the doctor and procedure fees in the same proportion, which can reduce your claim sharply.",
        "A co-payment means you share a fixed percentage of every claim, such as 10% or 20%. Plans with co-payment cost less, but check the trade-off carefully, especially for senior citizens.",
      ],
    },
  ],
};
