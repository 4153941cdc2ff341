import type { SandboxArticle } from "../types";

/** Knowledge-centre articles in the "General Insurance" blog category. */
export const generalArticles: SandboxArticle[] = [
  {
    id: "home-insurance-structure-contents-or-both",
    blog_title: "Home insurance in India: insuring the structure, the contents, or both",
    blog_description:
      "Owners and tenants need different home cover. How building and contents insurance work, what standard home policies include, and how to set the right sum insured.",
    blog_categories: ["General Insurance"],
    published: "2025-03-25",
    cover: { hue: 35, motif: "home" },
    blog_content: `
<p>For most Indian families, a home is the largest asset they will ever own, yet very few homes are insured. Many people believe their housing society's policy or their home loan cover protects them, which is often not the case. <strong>Home insurance</strong> is affordable and flexible, and it can protect both the building and everything inside it. This guide explains the choices.</p>

<h2>Two parts: structure and contents</h2>
<p><strong>Structure (building) cover</strong> protects the physical construction: walls, roof, floors, permanent fixtures, fittings such as wiring and plumbing, and usually compound walls and garages. It pays to repair or rebuild the home after an insured event.</p>
<p><strong>Contents cover</strong> protects movable belongings: furniture, electronics, appliances, kitchen items, clothing and, if declared, jewellery and valuables.</p>
<p>Owners living in their homes usually need both. Owners who rent out their flat may insure the structure and their own fittings. <strong>Tenants</strong> do not own the building, so they insure only their contents.</p>

<h2>What a home policy usually covers</h2>
<p>Standard home policies in India, including the standard product called <strong>Bharat Griha Raksha</strong> that all general insurers offer, cover loss or damage from events such as:</p>
<ul>
<li>fire, lightning, explosion and implosion;</li>
<li>storm, cyclone, flood, inundation, earthquake, landslide and subsidence;</li>
<li>riots, strikes and malicious damage;</li>
<li>impact damage, for example a vehicle hitting the wall;</li>
<li>bursting or overflowing of water tanks and pipes;</li>
<li>theft following one of the insured events, within a limited period;</li>
<li>terrorism, either included or available as an add-on, depending on the wording.</li>
</ul>
<p>Optional covers can add burglary and theft on their own, accidental damage, breakdown of electrical and electronic equipment, jewellery and valuables, and public liability.</p>
<p>Standard home policies also typically pay the <strong>rent for alternative accommodation</strong> while the home is being repaired, plus costs such as debris removal and architects' fees, within limits.</p>

<h2>Setting the sum insured</h2>
<h3>For the structure</h3>
<p>The building should be insured for its <strong>reconstruction cost</strong>: what it would cost today to rebuild it, based on the built-up area and local construction rates. It is <em>not</em> the market price of the flat, which includes the value of land and location. Land does not burn down, so it is not insured.</p>
<h3>For the contents</h3>
<p>List major items with their approximate replacement value. Standard home policies often include a basic amount of contents cover automatically, but higher values, and especially jewellery and artwork, must be declared separately. Keep invoices and photographs; they make claims much easier.</p>

<h2>Common exclusions</h2>
<ul>
<li>Wear and tear, gradual deterioration and lack of maintenance</li>
<li>Damage while the home is unoccupied for a long period, beyond the limit stated in the policy</li>
<li>Loss of cash, unless specifically covered</li>
<li>Damage from deliberate acts of the insured</li>
<li>Undeclared valuables above the limits in the policy</li>
</ul>

<h2>Housing society and home loan policies</h2>
<p>Housing societies sometimes insure the building's common structure, but this usually does not cover the interiors and contents of individual flats, and the sum insured may be low. Home loan "protection" plans offered by lenders are often life or credit cover for the loan, not insurance for the property. Check what exists before assuming you are covered.</p>

<h2>Making a claim</h2>
<ol>
<li>Inform the insurer immediately, and the police in cases of theft, burglary or riot.</li>
<li>Take photographs of the damage before cleaning up, and prevent further damage where you can.</li>
<li>Cooperate with the surveyor's inspection.</li>
<li>Submit the claim form with invoices, estimates and any reports.</li>
</ol>
<p>Keep an updated list of valuable contents, with photographs, in cloud storage or with a relative. After a fire or flood, papers kept at home may be lost along with everything else.</p>

<p>Home insurance is one of the most affordable covers relative to the value it protects. You can compare structure and contents options on our <a href="/home-insurance">home insurance page</a>, or <a href="/contact">talk to an advisor</a> who can help you estimate reconstruction costs and contents values.</p>
`,
  },
  {
    id: "travel-insurance-basics-medical-schengen-delays",
    blog_title: "Travel insurance basics: medical cover, Schengen rules and trip delays",
    blog_description:
      "What a travel policy covers abroad and in India, why medical cover matters most, what Schengen visas require, and the exclusions that surprise travellers.",
    blog_categories: ["General Insurance"],
    published: "2025-08-05",
    cover: { hue: 195, motif: "plane" },
    blog_content: `
<p>A hospital stay abroad can cost many times what it would in India, and the bill arrives when you are far from home, unfamiliar with the system and often in a hurry. <strong>Travel insurance</strong> covers these medical emergencies and a range of travel mishaps, from lost baggage to cancelled flights. It is inexpensive compared with the cost of a trip, and for some destinations it is a visa requirement. Here are the basics.</p>

<h2>What a travel policy usually covers</h2>
<ul>
<li><strong>Emergency medical expenses</strong> for illness or injury during the trip, including hospitalisation, and often cashless treatment through the insurer's assistance partners abroad.</li>
<li><strong>Medical evacuation and repatriation</strong>, to move you to a suitable hospital or back home if needed.</li>
<li><strong>Trip cancellation and interruption</strong>, reimbursing non-refundable costs if you must cancel or cut short the trip for covered reasons, such as serious illness in the family.</li>
<li><strong>Flight delay</strong>, paying a fixed amount or expenses after a specified delay.</li>
<li><strong>Baggage loss and delay</strong>, for checked-in baggage lost or delayed by the airline.</li>
<li><strong>Loss of passport</strong>, covering the cost of getting a duplicate or emergency travel document.</li>
<li><strong>Personal liability</strong> for accidental injury or property damage you cause to others abroad.</li>
<li><strong>Personal accident</strong> benefits for death or disability.</li>
</ul>

<h2>Types of travel policies</h2>
<ol>
<li><strong>Single trip:</strong> covers one journey from departure to return.</li>
<li><strong>Annual multi-trip:</strong> covers several trips in a year, each up to a maximum number of days. Useful for frequent business travellers.</li>
<li><strong>Family plans:</strong> cover a family travelling together under one policy.</li>
<li><strong>Student plans:</strong> longer cover for students studying abroad, often meeting university requirements.</li>
<li><strong>Senior citizen plans:</strong> designed for older travellers, sometimes with co-payment or medical declarations.</li>
<li><strong>Domestic travel cover:</strong> shorter and simpler cover for trips within India, focusing on accidents, baggage and delays.</li>
</ol>
<p>Check the age limits and whether the plan needs a medical declaration for older travellers. For students, also check whether the plan meets the university's own insurance requirement, as some institutions insist on specific cover levels or their own plan.</p>

<h2>Schengen visa requirements</h2>
<p>Travellers applying for a short-stay Schengen visa must show travel medical insurance that:</p>
<ul>
<li>provides at least <strong>€30,000</strong> of cover for medical emergencies, hospitalisation and repatriation;</li>
<li>is valid in all Schengen countries;</li>
<li>covers the whole duration of the stay.</li>
</ul>
<p>Consulates may ask for the policy certificate with the visa application, so buy it before you apply and make sure the dates match your itinerary. Other countries have their own requirements, so check the visa guidelines for your destination.</p>

<h2>Exclusions that surprise travellers</h2>
<ul>
<li><strong>Pre-existing diseases</strong> are usually excluded, though some plans cover life-threatening emergencies arising from them, within a limit.</li>
<li><strong>Adventure sports</strong> such as skiing or scuba diving may be excluded unless you add cover.</li>
<li><strong>Alcohol or drug-related incidents</strong> are generally excluded.</li>
<li><strong>Travelling against medical advice</strong> or for the purpose of treatment is excluded.</li>
<li><strong>Unattended belongings</strong> and valuables in checked baggage often are not covered.</li>
<li><strong>Known events</strong>, such as a strike or storm announced before you bought the policy, do not count for cancellation or delay claims.</li>
</ul>

<h2>Tips for buying and claiming</h2>
<ol>
<li>Buy before leaving India; most policies cannot be bought once the trip has started.</li>
<li>Choose medical cover suited to the destination; the USA and Canada need much higher limits than many Asian destinations.</li>
<li>Save the insurer's 24-hour assistance number and policy number on your phone and on paper.</li>
<li>In a medical emergency, call the assistance line early so that cashless treatment can be arranged where possible.</li>
<li>Keep airline reports for baggage problems, police reports for theft, and all receipts.</li>
<li>Carry a printed or offline copy of the policy certificate; some immigration counters and hospitals ask to see it.</li>
</ol>

<p>The right travel cover lets you focus on the journey rather than the risks. You can compare single trip, multi-trip and family plans on our <a href="/travel-insurance">travel insurance page</a>, or <a href="/contact">talk to an advisor</a> if you need help matching cover to a visa requirement.</p>
`,
  },
  {
    id: "personal-cyber-insurance-online-fraud-identity-theft",
    blog_title: "Personal cyber insurance: protection against online fraud and identity theft",
    blog_description:
      "UPI scams, phishing, hacked social accounts and identity misuse. What personal cyber insurance covers, what it excludes and what to do in the first hours after fraud.",
    blog_categories: ["General Insurance"],
    published: "2025-12-23",
    cover: { hue: 265, motif: "shield" },
    blog_content: `
<p>Digital payments have made life easier for millions of Indians, and they have also made fraud easier. Fake customer care numbers, phishing links, SIM swap scams, fake shopping websites and hacked social media accounts are now everyday news. <strong>Personal cyber insurance</strong> is a fairly new product designed to cover individuals and families against financial losses and costs arising from such incidents. It complements, but does not replace, careful online habits.</p>

<h2>What personal cyber policies cover</h2>
<p>Policies are usually built from sections you can choose. Common ones include:</p>
<ul>
<li><strong>Unauthorised transactions:</strong> loss from fraudulent use of bank accounts, cards, UPI or e-wallets after your credentials are stolen.</li>
<li><strong>Phishing and spoofing:</strong> loss after being deceived by a fraudulent e-mail, message, website or call that impersonates a genuine party.</li>
<li><strong>Identity theft:</strong> costs of restoring your identity and records, and legal costs if someone misuses your identity.</li>
<li><strong>Online shopping fraud:</strong> loss when you pay a fraudulent seller who never delivers, subject to conditions.</li>
<li><strong>Cyber stalking and bullying:</strong> legal costs of taking action, and sometimes counselling expenses.</li>
<li><strong>Malware attack:</strong> costs of restoring data and removing malicious software from your devices.</li>
<li><strong>Privacy breach and social media liability:</strong> defence costs and damages if you are accused of breaching someone's privacy or defaming them online.</li>
</ul>
<p>Check whether the policy covers one person or the whole family, how many bank accounts and devices are included, and whether each section has its own sub-limit. A policy with a high headline sum insured but small section limits may pay less than expected.</p>
<p>Individual plans are generally affordable, with premiums in the range of a few hundred to a couple of thousand rupees a year for modest sums insured. Family plans are also available.</p>

<h2>Common exclusions</h2>
<ul>
<li>Losses that your bank or wallet provider has already reimbursed</li>
<li>Fraud by family members or people living with you</li>
<li>Losses from dishonest or illegal acts of the insured</li>
<li>Investment losses, for example from fake trading apps, in many wordings</li>
<li>Losses reported late, beyond the policy's time limit</li>
<li>Business or professional activities, which need a commercial cyber policy</li>
</ul>
<p>Some policies restrict cover when you have voluntarily shared an OTP or PIN. Read how your policy treats such cases, since they are the most common type of fraud.</p>

<h2>Your bank's responsibility comes first</h2>
<p>RBI rules limit a customer's liability for unauthorised electronic banking transactions. If a fraud occurs without negligence on your part and you report it to the bank within three working days, your liability is generally nil. Delay in reporting increases your share of the loss. This makes fast reporting the single most important step, whether or not you have insurance.</p>

<h2>The first hours after a fraud</h2>
<ol>
<li><strong>Block</strong> the card, UPI ID or account through the bank's app or helpline.</li>
<li><strong>Report to the bank</strong> in writing and note the complaint number.</li>
<li><strong>Call the national cyber crime helpline 1930</strong> or file a report on the government's cyber crime reporting portal. Early reports can sometimes freeze money before it is withdrawn.</li>
<li><strong>File a police complaint</strong> or FIR, which most insurers require for claims.</li>
<li><strong>Change passwords</strong> and enable two-factor authentication on e-mail, banking and social accounts.</li>
<li><strong>Inform your insurer</strong> within the time limit in your policy, and keep screenshots, messages and statements.</li>
</ol>

<h2>Habits that prevent most frauds</h2>
<ul>
<li>Never share OTPs, PINs or passwords, even with someone claiming to be from a bank.</li>
<li>Search for customer care numbers only on official websites or apps.</li>
<li>Remember that receiving money on UPI never requires entering your PIN.</li>
<li>Avoid screen-sharing apps when a stranger asks you to install them.</li>
<li>Keep phone and app software updated.</li>
<li>Review app permissions and remove apps you no longer use, especially loan or reward apps from unknown developers.</li>
</ul>

<p>Cyber insurance works best alongside these habits and prompt reporting. You can read about what personal and business cyber policies cover on our <a href="/cyber-insurance">cyber insurance page</a>, or <a href="/contact">talk to an advisor</a> if you would like help comparing the sections on offer.</p>
`,
  },
  {
    id: "free-look-period-returning-a-new-policy",
    blog_title: "The free-look period: how to return a new policy you are unhappy with",
    blog_description:
      "New life and health policies come with a free-look period to review the terms and cancel for a refund. How long it lasts, what is deducted and how to use it.",
    blog_categories: ["General Insurance", "Health Insurance"],
    published: "2026-03-24",
    cover: { hue: 55, motif: "document" },
    blog_content: `
<p>Insurance is a long-term commitment, and sometimes the policy that arrives is not what the buyer expected: the premium is different, a key benefit is missing, or the product was explained poorly. IRDAI's rules give buyers of new life and health policies a window to review the document and change their mind. It is called the <strong>free-look period</strong>, and knowing how it works is one of the simplest protections against mis-selling.</p>

<h2>What the free-look period is</h2>
<p>The free-look period is a fixed time after you <strong>receive the policy document</strong> during which you can read the terms and, if you disagree with them, return the policy for cancellation and a refund. You do not need to prove that anything was wrong; it is enough that the terms do not suit you. You are usually asked to state a reason, but the reason does not have to be accepted by the insurer.</p>
<p>Under IRDAI's policyholder protection regulations issued in 2024, the free-look period for new <strong>life and health insurance</strong> policies is <strong>30 days</strong> from the date of receipt of the policy document, whether it was delivered physically or electronically. Earlier rules allowed a shorter period for some policies, so older documents may mention 15 days.</p>

<h2>Which policies it applies to</h2>
<ul>
<li><strong>New life insurance policies</strong>, including term plans, endowment and unit-linked plans.</li>
<li><strong>New health insurance policies</strong> with a term of at least one year.</li>
<li>It does <em>not</em> apply to <strong>renewals</strong> of an existing policy.</li>
<li>Most other general insurance policies, such as motor or travel, do not have a free-look period; they can be cancelled under their own cancellation terms, which usually refund only part of the premium.</li>
</ul>

<h2>What you get back</h2>
<p>The refund is the premium paid, less certain deductions allowed by the regulations:</p>
<ul>
<li>a proportionate <strong>risk premium</strong> for the days you were covered;</li>
<li>the cost of any <strong>medical examination</strong> carried out for the policy;</li>
<li><strong>stamp duty</strong> charges.</li>
</ul>
<p>For unit-linked policies, the units are cancelled at the current value, so the refund can be slightly higher or lower depending on market movements. The insurer is required to process the refund within a short period after receiving the request, generally seven days under the current rules.</p>

<h2>How to use the free-look period</h2>
<ol>
<li><strong>Read the policy as soon as it arrives.</strong> Start with the customer information sheet, which summarises key features, exclusions and waiting periods.</li>
<li><strong>Compare it with what you were told.</strong> Check the premium, sum insured, term, benefits and any loadings or conditions.</li>
<li><strong>Decide within the window.</strong> Note the delivery date; the 30 days run from there.</li>
<li><strong>Send a written request</strong> to the insurer through its website, e-mail or branch, quoting the policy number and the reason, and return the original document if it was physical.</li>
<li><strong>Keep proof</strong> of the date you sent the request.</li>
</ol>

<h2>Think before cancelling a health policy</h2>
<p>Cancelling during free-look is your right, but consider the timing. If you cancel a new health policy without another one ready, you may be left uncovered, and any future policy will start its waiting periods afresh. If you only want to change something, such as the sum insured or a nominee, ask whether the insurer can amend the policy instead. If you want a different insurer, buy the new policy first.</p>

<h2>Tips to avoid needing a free-look cancellation</h2>
<ul>
<li>Read the proposal form carefully before signing, and fill in health details yourself.</li>
<li>Ask for the product brochure and the policy wording before paying.</li>
<li>Be wary of policies sold as "investments" with guaranteed high returns.</li>
<li>Keep a record of key promises made to you in writing.</li>
</ul>

<p>The free-look period is a safety net, not a substitute for understanding a policy before you buy. You can compare <a href="/health-insurance">health</a> and <a href="/life-insurance">term life</a> plans on our site, or <a href="/contact">talk to an advisor</a> if a policy you have just received does not match what you expected.</p>
`,
  },
  {
    id: "how-to-raise-an-insurance-complaint-ombudsman",
    blog_title: "How to raise an insurance complaint: insurer, Bima Bharosa and the Ombudsman",
    blog_description:
      "A delayed claim, a rejected claim or poor service? The step-by-step route for insurance complaints in India, from the insurer's grievance cell to the Ombudsman.",
    blog_categories: ["General Insurance"],
    published: "2026-06-16",
    cover: { hue: 10, motif: "document" },
    blog_content: `
<p>Most insurance claims are settled without trouble, but when a claim is delayed or rejected, or service goes wrong, policyholders often do not know where to turn. India has a clear, free and fairly quick grievance system for insurance, set up by IRDAI and the government. This guide explains the steps in order, so you can escalate calmly and effectively.</p>

<h2>Step 1: Complain to the insurer</h2>
<p>Every insurer must have a <strong>grievance redressal officer</strong> and a published procedure. Start here:</p>
<ul>
<li>Write to the insurer's grievance e-mail or use the complaint form on its website or app. A written complaint creates a record.</li>
<li>Quote the policy number, claim number and dates, and explain clearly what you want: payment of the claim, a corrected policy, a refund or an explanation.</li>
<li>Attach copies of relevant documents, not originals.</li>
<li>Note the complaint reference number.</li>
</ul>
<p>IRDAI's guidelines require insurers to acknowledge complaints promptly and to resolve them within a short period, generally 14 days. If the insurer rejects your complaint, it must give reasons and tell you about further remedies.</p>
<p>If you bought the policy through a broker or agent, you can also ask them to help. A broker's role includes assisting you with claims and complaints; for example, a broker will usually follow up with the insurer on your behalf and help you present documents.</p>

<h2>Step 2: Escalate to IRDAI through Bima Bharosa</h2>
<p>If the insurer does not reply in time or you are not satisfied, you can register the complaint with IRDAI's <strong>Bima Bharosa</strong> system, an online grievance management platform that tracks complaints across insurers. You can also call IRDAI's toll-free call centre on <strong>155255</strong> or <strong>1800 4254 732</strong>. IRDAI forwards the complaint to the insurer and monitors its resolution. It does not decide the amount of a claim itself, but escalation often speeds up a stuck case.</p>

<h2>Step 3: Approach the Insurance Ombudsman</h2>
<p>The <strong>Insurance Ombudsman</strong> is an independent forum set up under the Insurance Ombudsman Rules, 2017, with offices across the country, to resolve individual policyholders' disputes with insurers, agents and brokers. Key features:</p>
<ul>
<li><strong>Free of cost</strong>, and you do not need a lawyer.</li>
<li>You must first have complained to the insurer, and either received a rejection, had no reply within 30 days, or been dissatisfied with the reply.</li>
<li>The complaint must generally be filed within <strong>one year</strong> of the insurer's final reply.</li>
<li>The Ombudsman can award compensation up to a limit set in the rules (currently ₹50 lakh).</li>
<li>The matter must not already be before a court, consumer commission or arbitrator.</li>
</ul>
<p>Complaints can be filed online or by post to the Ombudsman with jurisdiction over your area or the insurer's office. The Ombudsman may try mediation first and then pass an award, which is binding on the insurer if you accept it.</p>

<h2>Step 4: Consumer commission or court</h2>
<p>Policyholders can also approach the <strong>consumer commissions</strong> under the Consumer Protection Act, 2019, at district, state or national level depending on the amount. This route takes longer and may involve fees and representation, but it is available if the Ombudsman route does not apply or you prefer it.</p>

<h2>Tips for a strong complaint</h2>
<ol>
<li>Be factual and brief; stick to dates, amounts and what the policy says.</li>
<li>Quote the relevant policy clause if you believe it supports your case.</li>
<li>Keep copies of every letter and e-mail and a timeline of calls.</li>
<li>Respond promptly to requests for documents so delays are not on your side.</li>
<li>Stay polite; a clear, calm complaint is easier to resolve.</li>
</ol>

<p>Knowing the route helps you use it only as far as needed; many complaints end at step one when they are put clearly in writing. If a claim of yours is stuck, our <a href="/claims">claims assistance team</a> can help you organise the case, and you can <a href="/contact">talk to an advisor</a> about the options open to you.</p>
`,
  },
  {
    id: "insurance-broker-agent-or-direct-how-brokers-work",
    blog_title: "Insurance broker, agent or direct: how buying through a broker works",
    blog_description:
      "Agents represent insurers; brokers act for the buyer and can compare many insurers. What an IRDAI-licensed broker does, how it is paid and what to check.",
    blog_categories: ["General Insurance"],
    published: "2026-11-10",
    cover: { hue: 210, motif: "shield" },
    blog_content: `
<p>In India you can buy insurance from an insurer's own website or branch, from an agent, from a bank, from a web aggregator or from a broker. Each channel is regulated by IRDAI, and each has a different relationship with you and with the insurer. Understanding these differences helps you know whose advice you are getting and what help you can expect when you need to claim.</p>

<h2>The main channels</h2>
<ul>
<li><strong>Buying direct:</strong> you deal with the insurer yourself, online or at a branch. You see that insurer's products only.</li>
<li><strong>Individual agent:</strong> an agent is appointed by an insurer and represents it. An individual agent can represent a limited number of insurers and sells their products.</li>
<li><strong>Corporate agent:</strong> often a bank or other company that sells the products of a few insurers it has tie-ups with.</li>
<li><strong>Point of sales person (POSP):</strong> a person trained and certified to sell simple, pre-underwritten products, such as motor and basic health covers, under a broker or insurer.</li>
<li><strong>Insurance broker:</strong> a company licensed by IRDAI that arranges insurance on behalf of its clients and can place business with many insurers.</li>
</ul>

<h2>What makes a broker different</h2>
<p>The key difference is whom the intermediary represents. An agent represents the insurer. A broker, by the nature of its licence, acts on behalf of the <strong>client</strong>. IRDAI's regulations for brokers require them to understand the client's needs, advise on suitable cover, present options from the insurers they deal with, and assist with claims.</p>
<p>Brokers are licensed in categories. A <strong>direct broker</strong> deals with clients and insurers within India, and may be licensed for life, general or both (a composite licence). Reinsurance brokers and composite brokers that also handle reinsurance form other categories. Every broker has a registration number and a validity date, which must be shown on its website and documents.</p>

<h2>What a broker does for you</h2>
<ol>
<li><strong>Understands the risk:</strong> asks about your family, health, vehicle or business to work out what cover you need.</li>
<li><strong>Compares the market:</strong> obtains quotes and explains differences in coverage, not just price.</li>
<li><strong>Places the policy:</strong> helps with proposal forms and disclosures, which matter greatly at claim time.</li>
<li><strong>Services the policy:</strong> reminds you of renewals and handles changes.</li>
<li><strong>Assists with claims:</strong> guides you through documents and follows up with the insurer. The insurer decides and pays the claim; the broker helps you present it properly.</li>
</ol>

<h2>How brokers are paid</h2>
<p>Brokers receive remuneration from insurers within limits and rules set by IRDAI, so in most retail cases you pay the same premium as buying direct. For some commercial risks, brokers may charge fees for specific services, which must be agreed in advance. Your premium is paid to the insurer, which issues the policy in your name.</p>

<h2>Checks before using any intermediary</h2>
<ul>
<li><strong>Verify the licence.</strong> Look for the IRDAI registration number, category and validity. You can check it against IRDAI's published lists.</li>
<li><strong>Check the grievance process.</strong> A licensed intermediary must have a grievance officer and a way to escalate.</li>
<li><strong>Ask whose products you are seeing.</strong> Ask how many insurers the comparison includes.</li>
<li><strong>Never pay premiums into a personal account.</strong> Premiums should go to the insurer, by traceable modes.</li>
<li><strong>Be wary of pressure.</strong> A good adviser explains and lets you decide.</li>
</ul>

<h2>About us, briefly</h2>
<p>SureShield Insurance Brokers Private Limited is licensed by IRDAI as a direct broker in the composite category, with registration code 590, and is based in Mumbai. Our registration details are shown in the footer of every page, and you can read more about our history on our <a href="/about">about page</a>. If you are interested in selling insurance yourself, our <a href="/posp">POSP programme</a> explains the training and certification involved.</p>

<p>Whichever channel you choose, the aim is the same: the right cover, clearly understood. You can compare plans across categories on our site, or <a href="/contact">talk to an advisor</a> if you would like a second opinion on a policy you already hold.</p>
`,
  },
  {
    id: "fire-insurance-for-shops-and-small-businesses",
    blog_title: "Fire insurance for shops and small businesses: the Bharat Udyam policies",
    blog_description:
      "Standard fire and allied perils policies for small and medium enterprises in India: what they cover, how to value stock and assets, and common gaps to fill.",
    blog_categories: ["General Insurance"],
    published: "2025-11-04",
    cover: { hue: 15, motif: "rupee" },
    blog_content: `
<p>A fire at a shop, workshop or small factory can destroy stock, machinery and records in an hour, and with them years of effort. Small businesses often run on thin margins and cannot absorb such a loss. Since 2021, IRDAI has required general insurers to offer <strong>standard fire and allied perils policies</strong> for small and medium businesses, with uniform wordings that are easier to understand and compare. This guide explains them.</p>

<h2>The two standard products</h2>
<p>Which product applies depends on the <strong>total value at risk</strong> at one location, meaning the combined value of the building, plant and machinery, furniture, stock and other assets insured there:</p>
<ul>
<li><strong>Bharat Sookshma Udyam Suraksha</strong> is for micro enterprises, where the total value at risk at a location is up to ₹5 crore.</li>
<li><strong>Bharat Laghu Udyam Suraksha</strong> is for small enterprises, where the total value at risk is more than ₹5 crore and up to ₹50 crore.</li>
</ul>
<p>Larger risks are insured under other fire policies, such as the standard fire and special perils policy or industrial all risks covers.</p>

<h2>What the standard policies cover</h2>
<p>Both products cover physical loss or damage to insured property caused by a wide list of events, including:</p>
<ul>
<li>fire, lightning, explosion and implosion;</li>
<li>natural catastrophes such as storm, cyclone, flood, inundation, earthquake, landslide and subsidence;</li>
<li>riot, strike and malicious damage;</li>
<li>impact damage by vehicles or animals, and aircraft damage;</li>
<li>bursting and overflowing of water tanks and pipes;</li>
<li>missile testing operations, bush fire and leakage from automatic sprinklers;</li>
<li>theft within a short period after one of the insured events.</li>
</ul>
<p>The policies also include certain costs, such as removal of debris and professional fees for rebuilding, within limits. Terrorism cover is available as an extension.</p>

<h2>Valuing what you insure</h2>
<p>Getting the sum insured right is the most important part of buying a fire policy.</p>
<ol>
<li><strong>Building:</strong> insure for the cost of reconstruction, not the market value of the property.</li>
<li><strong>Plant, machinery and equipment:</strong> the standard products are designed to pay on a reinstatement basis, meaning replacement with new items of similar kind, so insure at current replacement cost.</li>
<li><strong>Stock:</strong> insure for the maximum value likely to be held. If stock fluctuates, ask about a declaration or floater arrangement so that peak seasons are covered.</li>
<li><strong>Review annually</strong>, and whenever you expand, add machinery or take on a large order.</li>
</ol>
<p>Keep a simple fixed-asset register listing machinery and equipment with purchase dates and values. It helps you set the sum insured and makes it much easier to prove a loss.</p>
<p>Under-insurance can reduce a claim in proportion, although the standard products for small enterprises handle under-insurance more leniently than older fire policies. Insuring at full value avoids the question altogether.</p>

<h2>Gaps to consider filling</h2>
<ul>
<li><strong>Burglary and theft</strong> not linked to a fire or other insured event needs a separate burglary policy.</li>
<li><strong>Business interruption</strong>, the loss of profit while the business cannot trade after a fire, needs separate cover.</li>
<li><strong>Machinery breakdown</strong> and electronic equipment breakdown are not covered by fire policies.</li>
<li><strong>Money</strong> in transit or in the safe, and <strong>goods in transit</strong>, need money and marine covers.</li>
<li><strong>Stock at other locations</strong>, such as a godown or a job worker's unit, must be declared separately, because the policy covers property only at the addresses named in it.</li>
<li><strong>Liability</strong> to customers and the public, and workmen's compensation for employees, are separate covers.</li>
</ul>

<h2>Lower your risk, and often your premium</h2>
<ul>
<li>Have wiring checked by a licensed electrician, especially in older premises.</li>
<li>Keep fire extinguishers serviced and staff trained in using them.</li>
<li>Store flammable materials safely and away from electrical panels.</li>
<li>Keep stock registers and invoices backed up away from the premises, so losses can be proved.</li>
</ul>

<p>A standard policy makes fire insurance simpler for small businesses, but the sum insured and add-ons still need care. If you run a shop, workshop or small unit and want help working out values and gaps, you can <a href="/contact">talk to an advisor</a> with no obligation to buy.</p>
`,
  },
];
