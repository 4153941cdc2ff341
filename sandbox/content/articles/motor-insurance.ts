import type { SandboxArticle } from "../types";

/** Knowledge-centre articles in the "Motor Insurance" blog category. */
export const motorArticles: SandboxArticle[] = [
  {
    id: "what-idv-means-and-why-higher-is-not-always-better",
    blog_title: "What IDV means and why a higher IDV is not always better",
    blog_description:
      "Insured Declared Value sets both your premium and your payout for theft or total loss. How IDV is worked out, and how to choose one that is neither too high nor too low.",
    blog_categories: ["Motor Insurance"],
    published: "2025-01-28",
    cover: { hue: 215, motif: "car" },
    blog_content: `
<p>Every car and two-wheeler policy in India shows a figure called the <strong>IDV</strong>, or Insured Declared Value. It is one of the few numbers on the policy you can adjust, and online quotes often let you slide it up or down. Many buyers assume a higher IDV is always safer. It is not quite that simple, and understanding why can save you money and disappointment at claim time.</p>

<h2>What IDV is</h2>
<p>IDV is the maximum amount the insurer will pay if your vehicle is <strong>stolen</strong> or declared a <strong>total loss</strong>, meaning the repair cost is so high relative to its value that repairing it makes no sense. In simple words, it is the current market value of your vehicle as agreed with the insurer.</p>
<p>IDV is worked out from the manufacturer's listed selling price of the model, including factory-fitted accessories, minus depreciation for age. It does not include registration charges, road tax or the insurance premium. Accessories you fitted later, such as a music system or alloy wheels, can be insured separately by declaring their value.</p>

<h2>How depreciation is applied</h2>
<p>For newer vehicles, most insurers follow a standard depreciation schedule that comes from the old India Motor Tariff:</p>
<table>
<thead>
<tr><th>Age of the vehicle</th><th>Depreciation on listed price</th></tr>
</thead>
<tbody>
<tr><td>Up to 6 months</td><td>5%</td></tr>
<tr><td>6 months to 1 year</td><td>15%</td></tr>
<tr><td>1 to 2 years</td><td>20%</td></tr>
<tr><td>2 to 3 years</td><td>30%</td></tr>
<tr><td>3 to 4 years</td><td>40%</td></tr>
<tr><td>4 to 5 years</td><td>50%</td></tr>
</tbody>
</table>
<p>For vehicles older than five years, or models no longer made, the IDV is agreed between you and the insurer based on the vehicle's condition and market value. Insurers usually allow you to move the IDV within a band around their suggested figure.</p>

<h2>Why a higher IDV costs more</h2>
<p>The <strong>own damage</strong> premium, the part that pays for damage to your own vehicle, is calculated as a rate applied to the IDV. A higher IDV therefore means a higher premium every year. The third-party premium is fixed separately and does not change with IDV.</p>

<h2>Why a higher IDV is not always better</h2>
<ul>
<li><strong>Partial damage claims are not bigger.</strong> For everyday repairs, such as a dented door or a broken headlamp, the payout depends on the repair bill and depreciation on parts, not on the IDV. A higher IDV does not increase these payments.</li>
<li><strong>The insurer may question an inflated value.</strong> If the IDV is set well above the real market value, the insurer can examine the value at claim time, and the extra premium may not buy you extra money.</li>
<li><strong>You pay more every year</strong> for a benefit that matters only in a theft or total loss.</li>
</ul>

<h2>Why a very low IDV is risky</h2>
<ul>
<li>If the car is stolen or written off, you receive only the low IDV, which may be far less than the cost of a similar replacement.</li>
<li>If you have a loan, a low IDV may not even clear the outstanding amount.</li>
<li>A very low IDV can also affect the threshold at which a car is treated as a constructive total loss.</li>
</ul>

<h2>How to choose a sensible IDV</h2>
<ol>
<li>Start with the insurer's suggested IDV, which follows the depreciation schedule.</li>
<li>Check what similar vehicles of your model, year and condition sell for in your city.</li>
<li>Keep the IDV close to that market value rather than at the extreme ends of the allowed band.</li>
<li>If your car is new and you want the full invoice value in case of theft or total loss, consider a <strong>return to invoice</strong> add-on instead of pushing the IDV up.</li>
<li>Declare aftermarket accessories separately so they are covered properly.</li>
</ol>

<p>A well-chosen IDV keeps your premium fair and your payout realistic. You can see how IDV changes the premium by comparing quotes on our <a href="/motor-insurance">motor insurance page</a>, or <a href="/contact">talk to an advisor</a> if you are unsure what value to choose for an older car.</p>
`,
  },
  {
    id: "what-happens-to-your-ncb-when-you-sell-your-car",
    blog_title: "What happens to your NCB when you sell your car",
    blog_description:
      "Your no-claim bonus belongs to you, not the car. How to keep it when you sell, transfer the policy to the buyer, and use the discount on your next vehicle.",
    blog_categories: ["Motor Insurance"],
    published: "2025-05-13",
    cover: { hue: 190, motif: "car" },
    blog_content: `
<p>After a few careful years on the road, your car insurance renewal comes with a welcome discount called the <strong>no-claim bonus (NCB)</strong>. When you sell the car, many owners assume the discount goes with it. It does not. The NCB is earned by the <em>owner</em>, not the vehicle, so you can keep it and use it on your next car. Here is how.</p>

<h2>A quick recap of NCB</h2>
<p>NCB is a discount on the <strong>own damage</strong> part of the premium, the part that covers damage to your own vehicle. It is given at renewal for every claim-free year and increases in steps:</p>
<table>
<thead>
<tr><th>Claim-free years in a row</th><th>NCB on own damage premium</th></tr>
</thead>
<tbody>
<tr><td>1</td><td>20%</td></tr>
<tr><td>2</td><td>25%</td></tr>
<tr><td>3</td><td>35%</td></tr>
<tr><td>4</td><td>45%</td></tr>
<tr><td>5 or more</td><td>50%</td></tr>
</tbody>
</table>
<p>It does not reduce the third-party premium. If you make an own damage claim in a year, the NCB usually falls to zero at the next renewal, unless you have an NCB protection add-on.</p>

<h2>When you sell: two separate things</h2>
<p>Selling a car involves two insurance steps that people often mix up:</p>
<ol>
<li><strong>The policy is transferred to the buyer.</strong> The insurance on the car moves to the new owner for the remaining term.</li>
<li><strong>The NCB stays with you.</strong> You get a document from your insurer confirming your NCB so you can use it later.</li>
</ol>

<h2>Transferring the policy to the buyer</h2>
<p>Under the Motor Vehicles Act, the insurance is treated as transferred to the new owner when the vehicle changes hands, but the buyer must apply to the insurer to record the transfer within 14 days. In practice:</p>
<ul>
<li>The buyer applies with a copy of the new registration certificate (or the transfer papers), the sale agreement or delivery note, and a transfer form.</li>
<li>The insurer issues an endorsement in the buyer's name.</li>
<li>Because the NCB discount in the current policy was earned by you, the insurer usually recovers that discount from the buyer as a small extra premium for the rest of the term.</li>
</ul>
<p>Make sure the transfer happens. If the buyer skips it and the car is involved in an accident, you could face questions and legal notices as the person still named on the policy.</p>

<h2>Keeping your NCB: the retention letter</h2>
<p>Ask your insurer for an <strong>NCB certificate</strong> (also called an NCB retention or reserving letter). You will usually need:</p>
<ul>
<li>proof of sale, such as the delivery note or form for transfer of ownership;</li>
<li>a copy of the current policy;</li>
<li>a request letter or online form.</li>
</ul>
<p>When you buy your next vehicle, give this certificate to the insurer of the new car, whichever company it is. The NCB then applies to the new vehicle's own damage premium. The new vehicle generally needs to be of the same class, for example private car to private car. The letter is typically valid for a limited time, often up to three years, so check the date printed on it.</p>

<h2>Mistakes that cost you the NCB</h2>
<ul>
<li><strong>Letting the policy lapse.</strong> If a policy is not renewed within 90 days of expiry, the NCB is lost.</li>
<li><strong>Not asking for the certificate</strong> at the time of sale, then struggling to find old documents later.</li>
<li><strong>Small claims.</strong> A minor claim resets the NCB. For small repairs, compare the repair cost with the discount you would lose.</li>
<li><strong>Mismatched names.</strong> The NCB belongs to the registered owner. If the new car is registered in a spouse's name, the transfer may not be allowed, except in specific cases such as the death of the original owner.</li>
</ul>

<h2>Selling and buying on the same day</h2>
<p>If you are exchanging your old car for a new one at a dealership, ask the dealer to include the NCB certificate in the paperwork. Tell the insurer of the new car about it before the policy is issued; adding it later is possible but can take longer.</p>

<p>Your NCB is a reward for years of safe driving, so it is worth a little paperwork to keep. You can compare policies for your next vehicle on our <a href="/motor-insurance">motor insurance page</a>, or <a href="/contact">talk to an advisor</a> if you need help with an NCB certificate or a policy transfer.</p>
`,
  },
  {
    id: "third-party-comprehensive-and-standalone-own-damage",
    blog_title: "Third-party, comprehensive or standalone own damage: which motor policy?",
    blog_description:
      "Indian law requires third-party cover for every vehicle. What each motor policy type covers, long-term rules for new vehicles, and how to pick the right one.",
    blog_categories: ["Motor Insurance"],
    published: "2025-08-19",
    cover: { hue: 230, motif: "shield" },
    blog_content: `
<p>Motor insurance in India comes in three main forms: <strong>third-party</strong>, <strong>comprehensive</strong> and <strong>standalone own damage</strong>. Only one of them is compulsory by law, but the cheapest option can leave you paying for your own repairs. This guide explains what each type covers so you can choose with open eyes.</p>

<h2>Third-party liability: the legal minimum</h2>
<p>Section 146 of the Motor Vehicles Act, 1988 makes it compulsory for every motor vehicle used in a public place to have at least <strong>third-party liability insurance</strong>. A third party is anyone other than you and the insurer, such as a pedestrian, another driver or the owner of property you damage.</p>
<p>Third-party cover pays, on your behalf, compensation you are legally liable for if your vehicle:</p>
<ul>
<li>causes death or bodily injury to another person; the cover for this is unlimited;</li>
<li>damages someone else's property, up to a limit set in the policy.</li>
</ul>
<p>It does <em>not</em> pay for damage to your own vehicle or for its theft. Third-party premiums are set by the regulator, not by individual insurers, so they are the same whichever company you buy from.</p>
<p>Driving without valid insurance is an offence. For a first offence, the law provides for a fine of up to ₹2,000, imprisonment of up to three months, or both, with higher penalties for repeat offences.</p>

<h2>Comprehensive: third-party plus own damage</h2>
<p>A <strong>comprehensive</strong> (or package) policy includes the third-party cover and adds <strong>own damage</strong> cover for your vehicle. Own damage typically includes loss or damage from:</p>
<ul>
<li>accidents, including collision and overturning;</li>
<li>fire, explosion, self-ignition and lightning;</li>
<li>theft, burglary and housebreaking;</li>
<li>floods, cyclones, storms, earthquakes and landslides;</li>
<li>riots, strikes and malicious acts;</li>
<li>damage while being carried by road, rail, inland waterway, air or lift.</li>
</ul>
<p>Comprehensive policies also let you add optional covers such as zero depreciation, engine protection and roadside assistance, and they are where your no-claim bonus discount is applied.</p>

<h2>Standalone own damage</h2>
<p>Since 2019, you can buy <strong>own damage cover on its own</strong>, provided the vehicle already has a valid third-party policy. This is mainly useful for newer vehicles. Since September 2018, a new car must be sold with a three-year third-party policy, and a new two-wheeler with a five-year third-party policy. Owners of such vehicles can renew just the own damage part each year and shop around for it.</p>

<h2>Personal accident cover for the owner-driver</h2>
<p>Separately, the owner-driver must have <strong>compulsory personal accident (CPA) cover</strong> of ₹15 lakh, which pays for death or permanent disability in an accident involving the vehicle. It can be bought with the motor policy, or skipped if the owner already holds a qualifying personal accident policy of at least that amount or has no driving licence, with a declaration to that effect.</p>

<h2>Comparing the three</h2>
<table>
<thead>
<tr><th>Cover</th><th>Third-party only</th><th>Comprehensive</th><th>Standalone own damage</th></tr>
</thead>
<tbody>
<tr><td>Injury or death of others</td><td>Yes</td><td>Yes</td><td>No (needs separate TP policy)</td></tr>
<tr><td>Damage to others' property</td><td>Yes, up to the limit</td><td>Yes, up to the limit</td><td>No</td></tr>
<tr><td>Damage to your vehicle</td><td>No</td><td>Yes</td><td>Yes</td></tr>
<tr><td>Theft of your vehicle</td><td>No</td><td>Yes</td><td>Yes</td></tr>
<tr><td>Add-ons and NCB discount</td><td>No</td><td>Yes</td><td>Yes</td></tr>
</tbody>
</table>

<h2>Which one should you choose?</h2>
<ul>
<li><strong>New or fairly new vehicles</strong>, or any vehicle on a loan: comprehensive cover, or a standalone own damage policy alongside the long-term third-party policy. Lenders usually insist on own damage cover.</li>
<li><strong>Older vehicles of low value</strong>: third-party only may be reasonable if you could afford to repair or replace the vehicle yourself. Weigh the premium saving against that risk.</li>
<li><strong>Vehicles parked in flood-prone areas or on the street</strong>: own damage cover is worth keeping even on older vehicles, because theft and flood damage are common claims.</li>
</ul>

<p>The right choice depends on your vehicle's value and how much risk you can carry yourself. You can compare third-party, comprehensive and own damage quotes on our <a href="/motor-insurance">motor insurance page</a>, or <a href="/contact">talk to an advisor</a> if you are unsure which your vehicle needs.</p>
`,
  },
  {
    id: "zero-depreciation-and-other-car-insurance-add-ons",
    blog_title: "Zero depreciation and other car insurance add-ons, explained",
    blog_description:
      "What zero dep, engine protection, return to invoice, consumables, roadside assistance and NCB protection add to your car policy, and when each one is worth it.",
    blog_categories: ["Motor Insurance"],
    published: "2025-11-25",
    cover: { hue: 250, motif: "car" },
    blog_content: `
<p>A comprehensive car policy covers a lot, but claim payouts often come with deductions that surprise owners. <strong>Add-ons</strong>, also called riders, are optional covers you can attach to a comprehensive or own damage policy to reduce those deductions or add services. They cost extra, so it helps to know what each does and when it earns its premium.</p>

<h2>Why payouts are lower than repair bills</h2>
<p>When you claim for partial damage, the insurer applies <strong>depreciation</strong> to the parts replaced, because a new part replaces an older, worn one. Under the standard rules, rubber, nylon and plastic parts, tyres, tubes and batteries attract 50% depreciation, fibreglass parts 30%, and metal parts a rate that rises with the car's age. Glass parts have none. You also pay a small <strong>compulsory deductible</strong> on each claim, and items like engine oil, nuts and bolts are treated as consumables and not paid. Add-ons fill these gaps.</p>

<h2>The most common add-ons</h2>
<h3>Zero depreciation (nil dep or bumper to bumper)</h3>
<p>This add-on removes depreciation on replaced parts, so the insurer pays their full cost, subject to the deductible. It is the most popular add-on for new cars, where plastic body parts are expensive. Insurers usually offer it for cars up to a certain age, often five to seven years, and may limit the number of zero dep claims in a year.</p>

<h3>Engine protection</h3>
<p>A standard policy covers engine damage caused by an accident, but usually not damage caused by water entering the engine when you try to drive through a flooded road, or by oil leaking after the underside is hit. Engine protection covers such consequential damage. It is worth considering in cities that flood every monsoon.</p>

<h3>Return to invoice</h3>
<p>If the car is stolen or written off, the standard policy pays the IDV, which is lower than what you paid. Return to invoice pays the gap up to the original invoice value, often including registration and road tax, depending on the wording. It is most useful in the first few years of ownership.</p>

<h3>Consumables cover</h3>
<p>Pays for items used during repair that are otherwise excluded, such as engine oil, coolant, nuts, bolts, screws, washers and grease. Individually small, these can add up on a big repair.</p>

<h3>Roadside assistance</h3>
<p>Provides help for breakdowns: towing, flat tyre help, battery jump-start, fuel delivery and minor on-the-spot repairs. Some plans include help with accommodation if you break down far from home. It does not usually affect your NCB.</p>

<h3>NCB protection</h3>
<p>Lets you make a limited number of claims in a year, often one or two, without losing your no-claim bonus at renewal. Useful once you have built up a high NCB of 35% to 50%.</p>

<h3>Other options</h3>
<ul>
<li><strong>Key replacement</strong> for lost or stolen keys, including smart keys and lock sets.</li>
<li><strong>Tyre protection</strong> for tyre damage not caused by an accident, such as bulges and cuts.</li>
<li><strong>Personal belongings cover</strong> for items stolen from the car.</li>
<li><strong>Personal accident cover for passengers</strong>, named or unnamed.</li>
</ul>

<h2>How to choose without overspending</h2>
<ol>
<li><strong>Consider the car's age.</strong> For a new car, zero dep and return to invoice offer the most value. For an older car, a simpler set is usually enough.</li>
<li><strong>Consider where you drive and park.</strong> Flood-prone areas make engine protection sensible; long highway drives make roadside assistance useful.</li>
<li><strong>Check the conditions.</strong> Look at claim limits per year, age limits and any deductible that still applies.</li>
<li><strong>Compare the total premium</strong>, not just the base premium. Some add-ons cost little; others add a large share.</li>
</ol>

<p>Add-ons work best when they match how you actually use the car. You can try different combinations and see how they change the price on our <a href="/motor-insurance">motor insurance page</a>, or <a href="/contact">talk to an advisor</a> who can suggest a sensible set for your vehicle.</p>
`,
  },
  {
    id: "how-to-file-a-car-insurance-claim",
    blog_title: "How to file a car insurance claim: cashless and reimbursement routes",
    blog_description:
      "What to do right after an accident or theft, when you need an FIR, how the surveyor works, and what documents the insurer asks for to settle a car claim.",
    blog_categories: ["Motor Insurance"],
    published: "2026-03-10",
    cover: { hue: 5, motif: "document" },
    blog_content: `
<p>An accident is stressful enough without paperwork adding to it. Most car claims are settled without trouble when the owner informs the insurer early, keeps evidence and follows the insurer's process. This article explains the steps for own damage claims, theft and third-party incidents, and the difference between cashless and reimbursement settlement.</p>

<h2>Right after the incident</h2>
<ol>
<li><strong>Make sure everyone is safe</strong> and get medical help for anyone injured. That always comes first.</li>
<li><strong>Take photos and videos</strong> of the damage, the scene, the number plates of vehicles involved and any road conditions.</li>
<li><strong>Note details</strong> of the other party and any witnesses: names, phone numbers and vehicle numbers.</li>
<li><strong>Inform the police</strong> where needed (see below).</li>
<li><strong>Inform the insurer</strong> through the helpline, app or website as soon as possible. Policies require prompt intimation, and delay can complicate a claim.</li>
<li><strong>Do not start repairs</strong> before the insurer's surveyor has inspected the vehicle, unless the insurer tells you otherwise.</li>
</ol>

<h2>When you need an FIR</h2>
<ul>
<li><strong>Theft</strong> of the vehicle or its parts: always.</li>
<li><strong>Injury or death</strong> of any person, or damage to someone else's property: yes, because these can lead to third-party claims.</li>
<li><strong>Major accidents, riots or vandalism:</strong> usually yes.</li>
<li><strong>Minor self-damage</strong>, such as hitting a wall while parking: often not required, but follow the insurer's guidance.</li>
</ul>

<h2>Cashless or reimbursement?</h2>
<p><strong>Cashless</strong> settlement is available at the insurer's <em>network garages</em>. You take the car to the garage, the surveyor inspects it, the insurer approves the estimate, and it pays the garage directly. You pay only the deductible, the depreciation (unless you have zero dep cover) and anything not covered.</p>
<p><strong>Reimbursement</strong> applies when you use a garage outside the network. You pay the garage, then submit the bills to the insurer for payment into your bank account, after the survey and assessment.</p>

<h3>The role of the surveyor</h3>
<p>A <strong>surveyor</strong> is a licensed professional appointed by the insurer to inspect the damage, check that it matches the reported cause, and assess the cost of repair. For smaller claims, many insurers now accept a video or photo inspection through their app. The surveyor's report decides which parts are repaired or replaced and how much is paid, so be present if you can and point out all the damage.</p>

<h2>Documents usually needed</h2>
<ul>
<li>Claim form, signed</li>
<li>Policy copy or policy number</li>
<li>Registration certificate (RC) of the vehicle</li>
<li>Driving licence of the person driving at the time</li>
<li>FIR copy, where applicable</li>
<li>Repair estimate and, later, the final invoice and payment receipt</li>
<li>KYC documents and a cancelled cheque or bank details for reimbursement</li>
</ul>
<p>For <strong>theft</strong>, insurers also ask for all original keys, a non-traceable report from the police (issued after investigation), and a letter of subrogation and transfer papers so the vehicle's ownership can pass to the insurer if it is later recovered. Theft claims take longer because of this.</p>

<h2>Third-party claims</h2>
<p>If your vehicle injured someone or damaged their property, inform your insurer immediately and pass on any legal notice you receive. Do not agree to pay or admit liability without the insurer's consent. Claims for injury or death are decided by the <strong>Motor Accident Claims Tribunal (MACT)</strong>, and the insurer defends and pays on your behalf within the policy terms.</p>

<h2>Tips that make claims smoother</h2>
<ul>
<li>Keep the policy, RC and licence valid and in the car (digital copies are accepted in many states).</li>
<li>Ensure the person driving holds a valid licence for that class of vehicle; an invalid licence is a common reason for rejection.</li>
<li>For small damage, compare the repair cost with the NCB you would lose before claiming.</li>
<li>Keep copies of every document you submit.</li>
</ul>

<p>If you are in the middle of a claim and the process feels confusing, our <a href="/claims">claims assistance team</a> can help you with documents and follow-up. When it is time to renew, you can compare network garage reach and add-ons on our <a href="/motor-insurance">motor insurance page</a>, or <a href="/contact">talk to an advisor</a>.</p>
`,
  },
  {
    id: "lapsed-car-insurance-and-break-in-inspection",
    blog_title: "Lapsed car insurance? Renewing after a break and the inspection process",
    blog_description:
      "What a break in motor insurance means for your NCB and legal standing, why insurers ask for a vehicle inspection, and how to restore cover quickly and safely.",
    blog_categories: ["Motor Insurance"],
    published: "2026-08-04",
    cover: { hue: 40, motif: "calendar" },
    blog_content: `
<p>Renewal dates slip. A busy month, a changed phone number or a car left unused during a long trip can mean a motor policy expires without anyone noticing. A lapsed policy is more than an administrative problem: the vehicle is uninsured, and driving it breaks the law. The good news is that restoring cover is usually straightforward. Here is what happens when you renew after a break, and how the inspection works.</p>

<h2>What "break-in" means</h2>
<p>In motor insurance, a <strong>break-in</strong> is the period between the expiry of the old policy and the start of a new one. Insurers use the same word for a policy renewed after such a gap. Because the insurer has no way of knowing whether the vehicle was damaged during the gap, it usually asks for a <strong>pre-inspection</strong> before the own damage cover starts.</p>

<h2>The consequences of a lapse</h2>
<ul>
<li><strong>No cover.</strong> Any accident, theft or damage during the gap is not insured, including liability to others.</li>
<li><strong>Legal risk.</strong> Driving without at least third-party insurance is an offence under the Motor Vehicles Act, with fines and possible imprisonment.</li>
<li><strong>NCB at risk.</strong> If the policy is not renewed within 90 days of expiry, the no-claim bonus you built up is lost, and your next own damage premium rises accordingly.</li>
<li><strong>Newer vehicles are partly protected.</strong> If your vehicle still has a multi-year third-party policy from when it was bought, that part stays valid; only the separate own damage cover has lapsed.</li>
</ul>

<h2>How the inspection works</h2>
<ol>
<li><strong>Request a quote and renewal.</strong> Apply with the insurer you choose; you need not stay with the old one.</li>
<li><strong>Schedule the inspection.</strong> Many insurers now allow a self-inspection through an app or a link: you record a guided video or photos of the vehicle from all sides, the odometer, the chassis number and the engine compartment. Others send a surveyor.</li>
<li><strong>Assessment.</strong> The insurer checks for existing damage. Pre-existing damage is noted and excluded from cover until repaired, or the insurer may ask you to repair it first.</li>
<li><strong>Policy issue.</strong> Once the inspection is approved, the policy is issued, and own damage cover starts from the date and time stated on it, not from the old expiry date.</li>
</ol>
<p>Inspection reports are often valid only for a short time, so complete payment promptly after approval.</p>
<p>If the inspection finds damage that happened during the gap, the new policy will not cover it, and repairing it is your own cost. Be candid about any incident when you apply; hiding it only delays the policy and can cause problems at claim time.</p>

<h2>What you need for the inspection</h2>
<ul>
<li>The vehicle itself, clean and in daylight or good lighting</li>
<li>Registration certificate</li>
<li>Previous policy details</li>
<li>A smartphone with a camera and internet, for self-inspection</li>
</ul>

<h2>Third-party only after a lapse</h2>
<p>For a <strong>third-party only</strong> policy, insurers often do not require an inspection, because they are not covering damage to your vehicle. If you need to move the car legally right away, for example to a service centre, buying third-party cover first and then adding own damage after inspection is one approach. Ask about the options before you drive.</p>

<h2>Avoiding a lapse next time</h2>
<ol>
<li>Note the expiry date in your phone calendar with reminders a month and a week before.</li>
<li>Keep your e-mail and mobile number updated with the insurer so renewal notices reach you.</li>
<li>Renew a few working days before expiry, so payment and policy issue are complete in time.</li>
<li>If the vehicle will be off the road for months, still keep at least the legal minimum cover.</li>
<li>Use auto-renewal or a standing payment instruction if your insurer offers it, so renewal does not depend on memory.</li>
</ol>

<p>A lapse is common and fixable, and the sooner you act, the more of your NCB you keep. You can restart cover and compare quotes on our <a href="/motor-insurance">motor insurance page</a>, or <a href="/contact">talk to an advisor</a> if your policy has lapsed and you are unsure how the inspection will go.</p>
`,
  },
];
