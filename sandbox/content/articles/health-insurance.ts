import type { SandboxArticle } from "../types";

/** Knowledge-centre articles in the "Health Insurance" blog category. */
export const healthArticles: SandboxArticle[] = [
  {
    id: "how-a-cashless-hospitalisation-claim-works",
    blog_title: "How a cashless hospitalisation claim works, step by step",
    blog_description:
      "From checking the network hospital to the final discharge approval: what happens in a cashless health claim, what you still pay and why requests get held up.",
    blog_categories: ["Health Insurance"],
    published: "2025-01-14",
    cover: { hue: 352, motif: "heart" },
    blog_content: `
<p>Cashless treatment is the feature most people have in mind when they buy health insurance: you are admitted, the hospital deals with the insurer, and you pay only for what the policy does not cover. In practice, a smooth cashless claim depends on a handful of steps that you, the hospital and the insurer each have to complete. Knowing them in advance takes a lot of stress out of the admission desk.</p>

<h2>What "cashless" actually means</h2>
<p>Under a cashless claim, the insurer settles the eligible part of the bill directly with the hospital. For this to work, the hospital must be in the insurer's <strong>network</strong>, meaning it has an agreement on rates and billing with the insurer or with its <strong>third-party administrator (TPA)</strong>, a company that processes claims on the insurer's behalf. If the hospital is outside the network, you normally pay the bill yourself and file a <em>reimbursement</em> claim afterwards.</p>
<p>Cashless does not always mean you pay nothing. You still pay for items the policy treats as non-payable (some consumables, toiletries, registration or attendant charges), any <strong>co-payment</strong> written into the policy (a fixed share of each claim that you bear), and anything above a sub-limit such as a room rent cap.</p>

<h2>Step by step: a planned admission</h2>
<p>For a planned procedure, such as a knee replacement or cataract surgery, you have time to prepare. The usual sequence is:</p>
<ol>
<li><strong>Check the network.</strong> Confirm the hospital is on the insurer's current network list. Lists change during the year, so check close to the date of admission.</li>
<li><strong>Give advance notice.</strong> Most policies ask you to inform the insurer or TPA a few days before a planned admission. The exact number of days is in your policy wording.</li>
<li><strong>File the pre-authorisation request.</strong> The hospital's insurance desk fills in a pre-authorisation form with the diagnosis, the proposed treatment and the estimated cost. You sign it and share your e-card or policy number and photo ID.</li>
<li><strong>Receive the approval.</strong> The insurer approves an initial amount or asks for more information. IRDAI's current health insurance rules expect insurers to decide cashless requests within one hour of receiving them.</li>
<li><strong>Ask for enhancements if needed.</strong> If the stay turns out longer or costlier than estimated, the hospital sends an enhancement request for a higher approved amount.</li>
<li><strong>Discharge.</strong> The hospital sends the final bill and discharge summary. Under IRDAI's rules, the insurer should give the final authorisation within three hours of that request, so you are not kept waiting in the ward for paperwork.</li>
<li><strong>Settle the balance.</strong> You pay for non-payable items and any co-payment, sign the final bill and keep copies of every document.</li>
</ol>

<h2>Emergency admissions</h2>
<p>In an emergency, treatment comes first. A family member or the hospital should inform the insurer or TPA as soon as possible; many policies mention a window of about 24 hours from admission. The pre-authorisation request is filed while treatment is under way. If the cashless request is turned down or delayed because information is missing, you can still pay the hospital and claim a reimbursement later, so keep every bill, report and prescription.</p>

<h2>Why cashless requests are refused or reduced</h2>
<ul>
<li>The illness falls within a <strong>waiting period</strong>, for example a pre-existing disease that is still in its waiting years.</li>
<li>The treatment is excluded by the policy, as most cosmetic procedures are.</li>
<li>Details in the request do not match what was declared in the proposal form, and the insurer wants older medical records.</li>
<li>A costlier room than the policy allows was chosen, which under many policies reduces the payout for other room-linked charges in the same proportion.</li>
<li>The sum insured for the policy year has already been used up.</li>
</ul>
<p>A refusal of cashless is not the same as a rejection of the claim. Often it only means the insurer wants to examine documents after discharge, which then happens through the reimbursement route.</p>

<h2>Documents and details to keep handy</h2>
<ul>
<li>The e-card or health card, and the policy number</li>
<li>Photo ID and KYC documents of the patient</li>
<li>The doctor's advice for admission and earlier consultation notes</li>
<li>Past records for any condition you declared when buying the policy</li>
<li>The claims helpline number of the insurer or TPA, saved on your phone</li>
</ul>
<p>If the policy covers several family members, make sure each adult knows where these are kept. A photo of the e-card on the family's phones is a simple safeguard.</p>

<h2>Pre- and post-hospitalisation bills</h2>
<p>Most policies also pay for tests, consultations and medicines for a set number of days before admission and after discharge; 30 days before and 60 days after is a common pattern, and some plans offer longer. These bills are usually claimed as reimbursement even when the main claim was cashless, so keep original receipts and prescriptions and submit them within the time the policy allows.</p>

<p>If you want to understand how cashless works under a particular plan before you buy, you can compare options on our <a href="/health-insurance">health insurance page</a>. If you are already in the middle of a claim, our <a href="/claims">claims assistance team</a> can explain the paperwork, and you can always <a href="/contact">speak to an advisor</a> with your questions.</p>
`,
  },
  {
    id: "family-floater-or-individual-health-cover",
    blog_title: "Family floater or individual health cover: which suits your family?",
    blog_description:
      "A family floater shares one sum insured across members; individual plans give each person their own. How to choose by age, health, budget and claim risk.",
    blog_categories: ["Health Insurance"],
    published: "2025-04-08",
    cover: { hue: 330, motif: "heart" },
    blog_content: `
<p>When a family buys health insurance for the first time, one of the earliest choices is whether to put everyone under a single <strong>family floater</strong> policy or to buy a separate <strong>individual</strong> policy for each person. Both are common and both work well in the right situation. The right answer depends on the ages in your family, existing illnesses, and how much risk you are comfortable sharing.</p>

<h2>How the two structures work</h2>
<p>An <strong>individual policy</strong> gives each insured person their own sum insured. If you buy ₹10 lakh individual cover for yourself and your spouse, each of you can claim up to ₹10 lakh in a policy year, independently of the other.</p>
<p>A <strong>family floater</strong> has one sum insured that "floats" across all members. A ₹10 lakh floater for a couple and two children means the family together can claim up to ₹10 lakh in the year. One member may use all of it, or several members may use part of it each.</p>
<p>The premium for a floater is generally driven by the age of the <em>eldest</em> member, while individual premiums are priced person by person.</p>

<h2>When a floater makes sense</h2>
<ul>
<li><strong>Young families.</strong> If the adults are in their twenties or thirties and the children are young, the chance of several large claims in the same year is low, and a floater gives a bigger shared cover for a lower total premium.</li>
<li><strong>Tight budgets.</strong> For the same premium, a floater usually buys a higher headline sum insured than separate policies would.</li>
<li><strong>Simplicity.</strong> One policy, one renewal date and one set of documents is easier to manage.</li>
</ul>

<h2>When individual cover is the safer choice</h2>
<ul>
<li><strong>Large age gaps.</strong> Putting parents in their sixties on the same floater as a young couple pushes the premium up for everyone, because it is calculated on the eldest member. Many families keep parents on a separate policy for this reason.</li>
<li><strong>Existing illnesses.</strong> If one member has a chronic condition such as diabetes or heart disease, their claims can use up a shared floater and leave others short. Separate cover protects the rest of the family.</li>
<li><strong>Higher claim risk in one year.</strong> A road accident or an infection can hospitalise two members at once. With individual policies, each has a full sum insured.</li>
<li><strong>Different needs.</strong> One person may want a maternity benefit or a particular room category; another may not.</li>
</ul>

<h2>A quick comparison</h2>
<table>
<thead>
<tr><th>Point</th><th>Family floater</th><th>Individual policies</th></tr>
</thead>
<tbody>
<tr><td>Sum insured</td><td>One amount shared by all</td><td>Separate amount for each person</td></tr>
<tr><td>Premium basis</td><td>Mainly the eldest member's age</td><td>Each member's own age and health</td></tr>
<tr><td>Cost for a young family</td><td>Usually lower</td><td>Usually higher in total</td></tr>
<tr><td>Risk of cover running out</td><td>Higher if several members claim</td><td>Lower; each has their own limit</td></tr>
<tr><td>Tax deduction under Section 80D</td><td>Available within the same limits</td><td>Available within the same limits</td></tr>
</tbody>
</table>

<h2>Middle paths worth knowing</h2>
<p>Families do not have to pick one extreme. A common setup is a floater for the couple and children, with a separate policy for parents. Another is a moderate floater topped up with a <strong>super top-up</strong> plan, which pays once the family's total claims in a year cross a chosen threshold. Many floaters also include a <strong>restoration</strong> (or recharge) benefit that refills the sum insured after it has been used, although conditions vary: some plans restore only for a different illness or a different member.</p>
<p>Think ahead as well. Children usually have to move out of a floater at an age the policy specifies, often in their mid-twenties. Most insurers let them move to their own policy with credit for the waiting periods already served, which is worth confirming when you buy.</p>

<h2>Questions to ask before deciding</h2>
<ol>
<li>How old is the eldest person you want to cover, and how much does their age raise a floater premium?</li>
<li>Does anyone have a condition that is likely to lead to claims in the next few years?</li>
<li>Would the floater sum insured cover two hospitalisations in a year in your city?</li>
<li>Is there a restoration benefit, and on what terms?</li>
<li>What happens when children cross the age limit?</li>
</ol>

<p>There is no single right structure; the best choice is the one that keeps everyone adequately covered at a premium you can keep paying year after year. You can compare floater and individual plans side by side on our <a href="/health-insurance">health insurance page</a>, or <a href="/contact">talk to an advisor</a> if you would like someone to work through your family's numbers with you.</p>
`,
  },
  {
    id: "super-top-up-health-plans-explained",
    blog_title: "Super top-up health plans explained with simple examples",
    blog_description:
      "How a deductible works, why a super top-up differs from a top-up, and how to pair it with your base or employer cover to raise protection at a modest premium.",
    blog_categories: ["Health Insurance"],
    published: "2025-07-22",
    cover: { hue: 12, motif: "shield" },
    blog_content: `
<p>Hospital bills in Indian cities have risen faster than most salaries, and a sum insured that looked generous five years ago may not cover one major surgery today. Buying a much larger base policy is one answer, but it can be expensive. A <strong>super top-up</strong> plan is a cheaper way to add a thick second layer of protection. This article explains how it works, with simple numbers.</p>

<h2>The key idea: the deductible</h2>
<p>Top-up and super top-up plans only start paying after your medical expenses cross a threshold called the <strong>deductible</strong>. You choose the deductible when you buy, for example ₹5 lakh. Expenses up to that amount are paid by your base policy, by your employer's group cover, or by you. Anything above it is paid by the top-up, up to its own sum insured.</p>
<p>Because the top-up insurer does not pay for the smaller, more frequent claims, the premium is much lower than for a base policy of the same size.</p>

<h2>Top-up versus super top-up</h2>
<p>The two sound similar, but they count the deductible differently:</p>
<ul>
<li>A <strong>top-up</strong> applies the deductible to <em>each</em> hospitalisation separately. Only a single bill larger than the deductible triggers a payment.</li>
<li>A <strong>super top-up</strong> applies the deductible to the <em>total</em> of all hospitalisation bills in the policy year. Several smaller claims can add up to cross it.</li>
</ul>
<p>Take a deductible of ₹5 lakh and two hospitalisations in a year, of ₹3 lakh and ₹4 lakh. Under a plain top-up, neither bill crosses ₹5 lakh, so it pays nothing. Under a super top-up, the total of ₹7 lakh crosses the deductible by ₹2 lakh, so it pays ₹2 lakh. For most families, the super top-up is the more useful design.</p>

<h2>Worked example: pairing with an employer policy</h2>
<p>Suppose your employer gives you ₹5 lakh of group health cover, and you buy a super top-up of ₹20 lakh with a ₹5 lakh deductible.</p>
<ol>
<li>A ₹2 lakh appendix surgery: the group policy pays it. The super top-up is not involved.</li>
<li>Later in the year, a ₹12 lakh cardiac procedure: the group policy pays its remaining ₹3 lakh. Total expenses for the year are now ₹14 lakh, which exceeds the deductible by ₹9 lakh, so the super top-up pays ₹9 lakh.</li>
</ol>
<p>Note that the super top-up counts expenses towards the deductible whether or not another policy paid them. That is exactly why it fits neatly on top of a base policy. The rules differ slightly between insurers, so read the wording.</p>

<h2>Who benefits most</h2>
<ul>
<li><strong>Salaried people with group cover</strong>, who want protection that does not depend on their job, and a safety net if they change jobs or retire.</li>
<li><strong>Families with a modest base policy</strong> who want a high overall sum insured without doubling their premium.</li>
<li><strong>Parents' cover</strong>, where base premiums are high; a super top-up over a moderate base can be more affordable than a single large policy.</li>
</ul>

<h2>Points to check before buying</h2>
<ul>
<li><strong>Deductible level.</strong> Match it to the cover you already have. A deductible higher than your base cover leaves a gap that you pay yourself.</li>
<li><strong>Waiting periods.</strong> Super top-ups carry their own waiting periods for pre-existing and specific illnesses, which start from the date you buy the super top-up.</li>
<li><strong>Room rent and sub-limits.</strong> A restrictive room rent cap can reduce what the super top-up pays on a large claim.</li>
<li><strong>Individual or floater.</strong> In a floater super top-up, the deductible and sum insured are shared by the family.</li>
<li><strong>Claim paperwork.</strong> If the base policy is from a different insurer, the super top-up insurer will usually ask for copies of the bills and the base insurer's settlement letter. Keep these carefully.</li>
</ul>

<h2>Tax treatment</h2>
<p>Premiums paid for top-up and super top-up plans are health insurance premiums, so under the old tax regime they count towards your Section 80D deduction, within the same overall limits as the base policy.</p>

<p>A super top-up is not a replacement for a base policy, but together they can give wide protection at a sensible cost. You can compare base and super top-up options on our <a href="/health-insurance">health insurance page</a>, or <a href="/contact">talk to an advisor</a> about which deductible fits the cover you already hold.</p>
`,
  },
  {
    id: "health-insurance-waiting-periods-explained",
    blog_title: "Waiting periods in health insurance: initial, pre-existing and specific illness",
    blog_description:
      "Why a new health policy does not pay for everything from day one: the 30-day initial wait, pre-existing disease waits, specific illnesses, maternity and moratorium.",
    blog_categories: ["Health Insurance"],
    published: "2025-10-09",
    cover: { hue: 200, motif: "calendar" },
    blog_content: `
<p>Many first-time buyers are surprised to learn that a health policy does not cover every illness from the day it starts. Most policies have <strong>waiting periods</strong>: stretches of time during which certain claims are not paid. Waiting periods are standard across the industry and are meant to stop people buying cover only when they already know they need treatment. Understanding them helps you buy early, declare honestly and avoid unpleasant surprises.</p>

<h2>The main kinds of waiting period</h2>
<h3>1. The initial waiting period</h3>
<p>Almost every new retail health policy has an <strong>initial waiting period</strong>, commonly 30 days from the start date. During this time, hospitalisation due to illness is not covered. Hospitalisation due to an <strong>accident</strong> is normally covered from day one.</p>
<p>The initial waiting period applies only to the first policy. It does not restart at renewal, provided you renew without a break.</p>

<h3>2. Pre-existing disease waiting period</h3>
<p>A <strong>pre-existing disease (PED)</strong> is a condition for which you had symptoms, a diagnosis or treatment within a defined period (typically 36 months) before buying the policy. Common examples are diabetes, high blood pressure, thyroid disorders and asthma.</p>
<p>Claims linked to a declared PED are covered only after a waiting period. Under current IRDAI rules, this waiting period cannot be more than three years for policies sold now; many plans set it at two or three years, and older policies may still carry a longer period until they are renewed under revised terms. Some insurers offer an add-on that shortens the wait for an extra premium.</p>
<p>Always declare existing conditions in the proposal form. A condition that is not declared can lead to a claim being rejected or the policy being cancelled, whereas a declared condition simply waits its turn.</p>

<h3>3. Specific illness or procedure waiting period</h3>
<p>Policies also list certain illnesses and procedures that are covered only after a specified time, even if you never had them before. The list usually includes conditions that are often planned rather than sudden, such as:</p>
<ul>
<li>cataract and other eye surgeries;</li>
<li>hernia, piles and fistula;</li>
<li>joint replacement, unless needed after an accident;</li>
<li>kidney and gall bladder stones;</li>
<li>some gynaecological and ENT procedures.</li>
</ul>
<p>This waiting period is commonly one or two years, and is capped by IRDAI at three years. The exact list is in the policy wording, usually in a section titled "specific waiting periods" or similar.</p>

<h3>4. Maternity and other benefit-specific waits</h3>
<p>Plans that include maternity cover usually attach a separate waiting period to it, which can range from several months to a few years depending on the plan. If you are planning a family, compare this period carefully and buy early. Some benefits such as bariatric surgery or certain outpatient covers may also have their own waits.</p>

<h2>Waiting periods at a glance</h2>
<table>
<thead>
<tr><th>Type</th><th>What it affects</th><th>Typical length</th></tr>
</thead>
<tbody>
<tr><td>Initial</td><td>All illness claims (not accidents)</td><td>About 30 days, first policy only</td></tr>
<tr><td>Pre-existing disease</td><td>Conditions declared at purchase</td><td>Up to 3 years under current rules</td></tr>
<tr><td>Specific illness</td><td>Listed illnesses and procedures</td><td>Commonly 1 to 2 years, capped at 3</td></tr>
<tr><td>Maternity</td><td>Childbirth and related care</td><td>Varies widely by plan</td></tr>
</tbody>
</table>

<h2>The moratorium period: protection after five years</h2>
<p>Waiting periods protect the insurer at the start; the <strong>moratorium period</strong> protects you later. Once you have been continuously covered for five years (sixty months), the insurer cannot reject a claim or question the policy on grounds of non-disclosure or misrepresentation, except where fraud is proven. The claim is still subject to the policy's normal terms, limits and exclusions.</p>

<h2>How to make waiting periods work for you</h2>
<ol>
<li><strong>Buy young.</strong> The earlier you start, the sooner the waits are over, and the fewer conditions you will have to declare.</li>
<li><strong>Never let the policy lapse.</strong> A break in cover can reset waiting periods. Renew before the due date.</li>
<li><strong>Port instead of restarting.</strong> If you switch insurers through portability, the waiting time already served is credited to the extent of your previous sum insured.</li>
<li><strong>Read the wording.</strong> The customer information sheet that comes with every policy summarises the waiting periods in plain language.</li>
</ol>

<p>Waiting periods are easier to manage when you compare them before buying rather than discover them at claim time. You can compare these terms across plans on our <a href="/health-insurance">health insurance page</a>, or <a href="/contact">talk to an advisor</a> if you have an existing condition and want to know how it will be treated.</p>
`,
  },
  {
    id: "health-insurance-portability-switching-insurers",
    blog_title: "Switching insurers without losing benefits: health insurance portability",
    blog_description:
      "Portability lets you move your health policy to another insurer and keep credit for waiting periods served. When to apply, what carries over and what to check.",
    blog_categories: ["Health Insurance"],
    published: "2026-02-17",
    cover: { hue: 170, motif: "document" },
    blog_content: `
<p>Sometimes a health policy stops suiting you. The premium may have risen sharply, service at claim time may have disappointed you, or another plan may offer features you now need. Before IRDAI introduced portability, switching meant starting again with fresh waiting periods. Today, <strong>portability</strong> lets you move an individual or family health policy to another insurer while keeping credit for the time you have already been insured.</p>

<h2>What portability means</h2>
<p>Portability is the right to transfer the benefits you have earned on waiting periods, for example for pre-existing diseases and specific illnesses, when you move from one insurer to another, or from one plan to another with the same insurer. It applies to individual and family floater indemnity health policies, the kind that reimburse actual hospital expenses. It does not apply to fixed-benefit policies that pay a lump sum on diagnosis.</p>
<p>Members of an employer's group policy can usually move to an individual policy with the same insurer through a related right called <strong>migration</strong>, which also credits the time covered under the group plan, subject to its conditions.</p>

<h2>What carries over and what does not</h2>
<ul>
<li><strong>Waiting period credit</strong> is given for the time you were continuously covered, up to the sum insured of the old policy plus any accumulated no-claim bonus.</li>
<li>If you choose a <strong>higher sum insured</strong> with the new insurer, the extra amount is treated as fresh cover and may carry full waiting periods.</li>
<li><strong>Accumulated bonus</strong> can be carried over as part of the sum insured on which credit is given, but how it is shown in the new policy depends on the insurer.</li>
<li>The new insurer applies its <strong>own terms</strong>, such as room rent rules, co-payment and network hospitals.</li>
</ul>

<h2>When and how to apply</h2>
<p>Portability is requested at renewal, not in the middle of a policy year. Start early. Older IRDAI guidelines fixed a window of 45 to 60 days before the renewal date; the current rules and the new insurer's process will tell you the exact deadline, but beginning about two months ahead is a safe habit.</p>
<ol>
<li><strong>Compare plans</strong> and shortlist one whose features, network and premium suit you.</li>
<li><strong>Fill in the proposal and portability forms</strong> of the new insurer, giving full details of the current policy and every member to be covered.</li>
<li><strong>Share documents</strong>, usually copies of your current and past policy schedules, a claim history, and medical records for declared conditions.</li>
<li><strong>Underwriting.</strong> The new insurer may ask for medical tests. It can accept the proposal, accept it with conditions, or decline it. It must communicate its decision within the time IRDAI prescribes.</li>
<li><strong>Keep the old policy alive</strong> until the new one is issued. If the decision is delayed or negative, renew the existing policy so you are never uncovered. Many policies allow a short grace period after the due date, but claims in that gap may not be paid.</li>
</ol>

<h2>Good reasons to port, and reasons to pause</h2>
<p>Porting can make sense when:</p>
<ul>
<li>your premium has risen far beyond what comparable plans charge;</li>
<li>you need features your plan lacks, such as no room rent cap or a larger sum insured;</li>
<li>the network no longer includes hospitals near you.</li>
</ul>
<p>Pause if a family member has recently been diagnosed with a serious condition. A new insurer will underwrite afresh and may decline or load the premium, while your current insurer must renew your existing policy on its normal terms. Also pause if your current policy has nearly completed a waiting period for a planned treatment: check how the new insurer will credit it.</p>

<h2>Common mistakes</h2>
<ul>
<li>Applying too close to renewal and letting the old policy lapse.</li>
<li>Not declaring a condition diagnosed during the current policy term.</li>
<li>Assuming a higher sum insured comes with full credit.</li>
<li>Ignoring sub-limits in the new plan that the old one did not have.</li>
</ul>

<p>Portability is a useful consumer right, but it works best when planned. If you are thinking of moving, you can compare plans on our <a href="/health-insurance">health insurance page</a> or <a href="/contact">talk to an advisor</a> who can check your current policy and explain what credit you can expect.</p>
`,
  },
  {
    id: "room-rent-limits-co-payment-and-deductibles",
    blog_title: "Room rent limits, co-payment and deductibles: reading the fine print",
    blog_description:
      "Three policy terms that decide how much of a hospital bill you pay yourself. How proportionate deduction works, and how to spot these clauses before you buy.",
    blog_categories: ["Health Insurance"],
    published: "2026-07-07",
    cover: { hue: 28, motif: "document" },
    blog_content: `
<p>Two health policies with the same sum insured can pay very different amounts on the same hospital bill. The difference usually lies in a few lines of the policy wording: <strong>room rent limits</strong>, <strong>co-payment</strong> and <strong>deductibles</strong>. These features lower the premium, and that can be a fair trade, but only if you know what you are agreeing to. Here is how each works in practice.</p>

<h2>Room rent limits and proportionate deduction</h2>
<p>Some policies cap the room rent they will pay per day, either as a fixed amount or as a percentage of the sum insured (for example, 1% of the sum insured per day for a normal room). Others restrict you to a room category, such as a "single private room".</p>
<p>The cap itself seems simple: if you choose a costlier room, you pay the difference in rent. The bigger effect comes from <strong>proportionate deduction</strong>. Hospitals often charge more for doctor visits, nursing and some procedures when the patient is in a costlier room. Many policies therefore reduce the associated charges in the same proportion as the room rent excess.</p>
<p>A simple example: your policy allows ₹5,000 a day, and you take a ₹10,000 room. The policy pays only half of the room rent, and may also pay only half of the room-linked charges such as doctor's fees and nursing. On a large bill, this can cost far more than the rent difference alone. Pharmacy, implants and diagnostics are usually not reduced this way, but check the wording.</p>
<p>Many newer plans have <em>no room rent cap</em> or allow any single private room. If you prefer not to think about room choices during an emergency, this is worth paying a little extra for.</p>

<h2>Co-payment</h2>
<p>A <strong>co-payment</strong> (co-pay) is a fixed percentage of each admissible claim that you pay yourself. With a 20% co-pay on a ₹2 lakh admissible claim, the insurer pays ₹1.6 lakh and you pay ₹40,000.</p>
<p>Co-payments often appear in:</p>
<ul>
<li>policies designed for senior citizens;</li>
<li>plans where you choose a co-pay voluntarily to lower the premium;</li>
<li>claims at a hospital outside the network, or in a costlier city zone than the one you were priced for, under some plans.</li>
</ul>
<p>A co-pay keeps premiums affordable for older buyers, but a percentage bites harder on a large bill. Weigh it against your savings.</p>

<h2>Deductibles</h2>
<p>A <strong>deductible</strong> is a fixed amount you bear before the policy pays. Under a ₹50,000 deductible, the policy pays nothing on the first ₹50,000 of admissible expenses. Deductibles are the backbone of top-up and super top-up plans, and some base policies offer an optional deductible in return for a lower premium. It is often a sensible choice if you have employer cover or savings set aside for smaller bills.</p>

<h2>Other sub-limits to look for</h2>
<ul>
<li><strong>Disease-wise caps</strong>, for example a fixed maximum for cataract surgery per eye.</li>
<li><strong>Caps on modern treatments</strong>, such as robotic surgery or certain advanced procedures.</li>
<li><strong>Limits on ambulance charges</strong> per hospitalisation.</li>
<li><strong>Non-payable items</strong>, such as gloves, masks and some consumables, unless you buy a consumables add-on.</li>
</ul>

<h2>How to check a policy in five minutes</h2>
<ol>
<li>Open the <strong>customer information sheet</strong> (CIS), a short summary IRDAI requires insurers to give with every policy.</li>
<li>Look for the words "room rent", "co-payment", "deductible" and "sub-limit".</li>
<li>Note whether proportionate deduction applies and to which charges.</li>
<li>Check whether co-payment applies to all claims or only in specific situations.</li>
<li>Compare two or three plans on these points, not just on sum insured and premium.</li>
</ol>

<p>None of these features is bad in itself; each lowers the premium in exchange for a share of the risk. What matters is choosing them knowingly. You can compare these terms across plans on our <a href="/health-insurance">health insurance page</a>, or <a href="/contact">talk to an advisor</a> if a clause in your current policy is unclear.</p>
`,
  },
  {
    id: "tax-benefits-on-insurance-80d-80c-10-10d",
    blog_title: "Tax benefits on insurance: Sections 80D, 80C and 10(10D) in plain words",
    blog_description:
      "How much you can deduct for health premiums, how life insurance fits under 80C, when payouts are tax-free under 10(10D), and why the tax regime you choose matters.",
    blog_categories: ["Health Insurance", "General Insurance"],
    published: "2025-05-27",
    cover: { hue: 140, motif: "rupee" },
    blog_content: `
<p>Insurance should be bought for protection first, but tax benefits are a welcome bonus and often the nudge people need to act. Three parts of the Income-tax Act matter most for individuals: <strong>Section 80D</strong> for health insurance, <strong>Section 80C</strong> for life insurance premiums and <strong>Section 10(10D)</strong> for life insurance payouts. This guide explains each in simple terms. Tax rules change with Finance Acts, so confirm current limits with a tax adviser before filing.</p>

<h2>First, check your tax regime</h2>
<p>India now has two personal tax regimes. The <strong>new regime</strong>, which is the default, offers lower slab rates but does not allow most deductions, including those under Sections 80C and 80D. The <strong>old regime</strong> keeps these deductions. So the deductions below help you only if you opt for the old regime. The exemption of payouts under Section 10(10D) is different: it is an exemption of income, not a deduction, and is available under both regimes.</p>

<h2>Section 80D: health insurance premiums</h2>
<p>Section 80D allows a deduction for health insurance premiums paid for yourself, your spouse, dependent children and your parents. The limits are:</p>
<table>
<thead>
<tr><th>Who is covered</th><th>Limit if all below 60</th><th>Limit if senior citizen (60+)</th></tr>
</thead>
<tbody>
<tr><td>Self, spouse and dependent children</td><td>₹25,000</td><td>₹50,000</td></tr>
<tr><td>Parents (additional)</td><td>₹25,000</td><td>₹50,000</td></tr>
</tbody>
</table>
<p>So a taxpayer under 60 who also pays for senior citizen parents can claim up to ₹75,000 in a year. If the taxpayer is also a senior citizen, the combined limit can reach ₹1,00,000.</p>
<p>A few practical points:</p>
<ul>
<li><strong>Preventive health check-ups</strong> of up to ₹5,000 are allowed within the above limits, and these may be paid in cash.</li>
<li>Premiums themselves must be paid by any mode <em>other than cash</em>, such as UPI, card, net banking or cheque.</li>
<li>For multi-year policies paid upfront, the deduction is spread evenly across the years of cover.</li>
<li>Senior citizens with no health insurance can claim medical expenditure within the ₹50,000 limit.</li>
<li>Premiums for top-up, super top-up and critical illness plans qualify too.</li>
</ul>

<h2>Section 80C: life insurance premiums</h2>
<p>Premiums for life insurance, including <strong>term insurance</strong>, count towards the Section 80C deduction, whose overall limit is ₹1.5 lakh a year. That limit is shared with other items such as provident fund contributions, ELSS mutual funds, PPF and children's tuition fees, so many salaried people find it already used up by their provident fund.</p>
<p>For policies issued after 1 April 2012, the deduction is generally allowed only on the part of the annual premium that does not exceed 10% of the sum assured (15% in certain cases of disability or specified illnesses).</p>

<h2>Section 10(10D): tax-free life insurance payouts</h2>
<p>Section 10(10D) exempts amounts received under a life insurance policy, including bonuses, from tax, subject to conditions.</p>
<ul>
<li>The <strong>death benefit</strong> paid to a nominee is exempt.</li>
<li><strong>Maturity and survival benefits</strong> are exempt only if the premium stays within the percentage-of-sum-assured condition mentioned above.</li>
<li>For non-linked policies issued on or after 1 April 2023, maturity proceeds are taxable if the total annual premium across such policies exceeds ₹5 lakh. Similar thresholds apply to high-premium unit-linked plans issued after February 2021.</li>
</ul>
<p>A pure term plan normally has no maturity value, so for most term buyers the main relevance of 10(10D) is that the death benefit reaches the family tax-free.</p>

<h2>Keeping your records in order</h2>
<ol>
<li>Download premium receipts or the tax certificate from the insurer each year.</li>
<li>Note whose name the premium was paid in; the deduction goes to the person who paid.</li>
<li>Declare the premiums to your employer in time for the TDS calculation, or claim them in your return.</li>
</ol>

<p>Tax savings are a good reason to review your cover, but the amount of protection you need matters more than the deduction. You can compare <a href="/health-insurance">health</a> and <a href="/life-insurance">term life</a> plans on our site, or <a href="/contact">talk to an advisor</a> about the cover that fits your family.</p>
`,
  },
];
