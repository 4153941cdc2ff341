import type { SandboxArticle } from "../types";

/** Knowledge-centre articles in the "Marine Insurance" blog category. */
export const marineArticles: SandboxArticle[] = [
  {
    id: "institute-cargo-clauses-a-b-c-explained",
    blog_title: "Institute Cargo Clauses (A), (B) and (C): what each one covers",
    blog_description:
      "The three standard sets of cargo clauses used for imports and exports, the perils each covers, the common exclusions, and how to pick the right one for your goods.",
    blog_categories: ["Marine Insurance"],
    published: "2025-02-11",
    cover: { hue: 205, motif: "ship" },
    blog_content: `
<p>If you import or export goods, your marine cargo policy almost certainly refers to the <strong>Institute Cargo Clauses</strong>, usually shortened to ICC. These are standard wordings, first drafted in the London market and used worldwide, including by Indian insurers. They come in three versions, (A), (B) and (C), which differ in how much they cover. Knowing the difference helps you choose cover that fits your goods and contract, and avoid gaps you only find out about after a loss.</p>

<h2>ICC (A): the widest cover</h2>
<p>ICC (A) is often called "all risks" cover. It covers <strong>all risks of loss or damage</strong> to the goods, except those specifically excluded. You do not need to prove which named peril caused the loss; you only need to show that loss or damage happened during the insured transit. The insurer must then show that an exclusion applies if it wants to decline.</p>
<p>ICC (A) is the usual choice for manufactured goods, machinery, electronics, pharmaceuticals and consumer products, where theft, pilferage, breakage, rain damage and handling damage are real risks.</p>

<h2>ICC (B): named perils, moderately wide</h2>
<p>ICC (B) covers only the perils it lists. These include fire or explosion; the vessel being stranded, grounded, sunk or capsized; overturning or derailment of a land conveyance; collision of the vessel or conveyance with an external object; discharge of cargo at a port of distress; earthquake, volcanic eruption or lightning; general average sacrifice; jettison or washing overboard; entry of sea, lake or river water into the vessel, container or place of storage; and total loss of a package lost overboard or dropped while loading or unloading.</p>

<h2>ICC (C): the narrowest cover</h2>
<p>ICC (C) also names its perils, but the list is shorter. It covers major casualties such as fire or explosion, stranding or sinking of the vessel, overturning or derailment of a land conveyance, collision, discharge at a port of distress, general average sacrifice and jettison. It does not cover earthquake or lightning, washing overboard, water entry, or packages dropped during loading.</p>

<h2>Side-by-side comparison</h2>
<table>
<thead>
<tr><th>Peril</th><th>ICC (A)</th><th>ICC (B)</th><th>ICC (C)</th></tr>
</thead>
<tbody>
<tr><td>Fire or explosion</td><td>Yes</td><td>Yes</td><td>Yes</td></tr>
<tr><td>Stranding, sinking, capsizing of vessel</td><td>Yes</td><td>Yes</td><td>Yes</td></tr>
<tr><td>Overturning or derailment of land conveyance</td><td>Yes</td><td>Yes</td><td>Yes</td></tr>
<tr><td>Earthquake, volcanic eruption, lightning</td><td>Yes</td><td>Yes</td><td>No</td></tr>
<tr><td>Washing overboard</td><td>Yes</td><td>Yes</td><td>No</td></tr>
<tr><td>Sea, lake or river water entering the container or hold</td><td>Yes</td><td>Yes</td><td>No</td></tr>
<tr><td>Theft, pilferage, non-delivery</td><td>Yes</td><td>No</td><td>No</td></tr>
<tr><td>Rain damage, breakage, handling damage</td><td>Yes</td><td>No</td><td>No</td></tr>
</tbody>
</table>

<h2>Exclusions common to all three</h2>
<p>Even ICC (A) is not unlimited. All three sets exclude, among other things:</p>
<ul>
<li>wilful misconduct of the insured;</li>
<li>ordinary leakage, ordinary loss in weight or volume, and ordinary wear and tear;</li>
<li><strong>insufficient or unsuitable packing</strong> or preparation of the goods;</li>
<li><strong>inherent vice</strong>, meaning damage arising from the nature of the goods themselves, such as natural spoilage;</li>
<li>loss caused by <strong>delay</strong>, even if the delay was caused by an insured peril;</li>
<li>insolvency or financial default of the vessel's owners or operators, in specified circumstances;</li>
<li>nuclear and similar weapons.</li>
</ul>
<p>War risks and strikes, riots and civil commotion are also excluded from the basic clauses, but can be added using the <strong>Institute War Clauses (Cargo)</strong> and <strong>Institute Strikes Clauses (Cargo)</strong>. For most trades, adding them is worth the modest extra premium.</p>

<h2>How to choose</h2>
<ol>
<li><strong>Look at the goods.</strong> Fragile, valuable or theft-prone goods need ICC (A). Bulk commodities that are hard to damage, such as some ores, are sometimes insured on (B) or (C).</li>
<li><strong>Check your sales contract and letter of credit.</strong> Many letters of credit specify the clauses required. Under the CIP Incoterm, the seller must provide cover equivalent to ICC (A); under CIF, the minimum is ICC (C), unless the contract says otherwise.</li>
<li><strong>Consider packing.</strong> Insurers look closely at packing on claims. Good export packing protects both the goods and the claim.</li>
<li><strong>Compare premiums.</strong> The saving from (B) or (C) is often small compared with the protection lost.</li>
</ol>

<p>The right clauses depend on what you ship and how you sell it. You can read more about cargo cover on our <a href="/marine-insurance">marine insurance page</a>, or <a href="/contact">talk to an advisor</a> who can review your contracts and suggest suitable clauses.</p>
`,
  },
  {
    id: "shipping-goods-inland-choosing-transit-cover",
    blog_title: "Shipping goods inland: choosing transit cover for road, rail and courier",
    blog_description:
      "Why carriers rarely pay the full value of lost goods, how inland transit cover works in India, the difference between all risks and basic cover, and useful add-ons.",
    blog_categories: ["Marine Insurance"],
    published: "2025-06-03",
    cover: { hue: 25, motif: "truck" },
    blog_content: `
<p>Most goods in India travel by road. A consignment of textiles from Surat to Delhi or pharmaceuticals from Hyderabad to Guwahati may pass through several days of highways, transhipment points and warehouses. Accidents, theft, fire and monsoon damage all happen. <strong>Inland transit insurance</strong>, a form of marine cargo insurance, protects the owner of the goods during these journeys. This guide explains how to choose it.</p>

<h2>Why the transporter's liability is not enough</h2>
<p>Many businesses assume the truck operator or courier will pay for lost goods. In practice:</p>
<ul>
<li>Carriers often limit their liability in the lorry receipt or consignment note, sometimes to a small amount per package or per kilogram, unless you declare a higher value and pay extra.</li>
<li>The carrier may not be legally liable at all for some causes, such as natural calamities.</li>
<li>Recovering money from a small transporter can take months, and some simply cannot pay.</li>
<li>Proving the carrier's fault after a highway accident or a warehouse fire may need documents and witnesses you do not have.</li>
</ul>
<p>Your own transit policy pays you directly, and the insurer then pursues the carrier through a right called <strong>subrogation</strong>.</p>

<h2>All risks or basic cover</h2>
<p>Inland transit in India is commonly insured on one of two standard bases:</p>
<ul>
<li><strong>Inland Transit Clause A (all risks)</strong> covers all risks of loss or damage during transit, subject to standard exclusions. It suits most manufactured goods.</li>
<li><strong>Inland Transit Clause B (basic or named perils)</strong> covers only named events such as fire, lightning, collision with or by the carrying vehicle, overturning, derailment, and the collapse of bridges. It is cheaper but leaves out theft, pilferage and handling damage.</li>
</ul>
<p>Additional risks can usually be added, such as strikes, riots and civil commotion (SRCC), theft, pilferage and non-delivery, and rain or freshwater damage, if they are not already included.</p>

<h2>Choosing the type of policy</h2>
<p>How often you ship decides the format:</p>
<ol>
<li><strong>Specific transit policy:</strong> covers a single consignment. Good for occasional shipments, such as moving machinery to a new plant.</li>
<li><strong>Open policy:</strong> an annual policy with a total sum insured; each dispatch is declared and reduces the balance. Suitable for regular shippers with predictable volumes.</li>
<li><strong>Annual turnover policy:</strong> covers all transits during the year based on an estimated annual turnover of goods moved, with an adjustment at the end of the year. It removes the need to declare each dispatch and suits businesses with frequent, varied movements.</li>
</ol>

<h2>Getting the basics right</h2>
<ul>
<li><strong>Sum insured.</strong> Usually the invoice value plus freight, and sometimes a margin for expected profit or costs. Under-insurance can reduce a claim proportionately.</li>
<li><strong>Packing.</strong> Poor packing is a standard exclusion. Use packing suited to the goods and the roads they will travel.</li>
<li><strong>Transit period.</strong> Check where cover begins and ends: from the seller's warehouse to the buyer's, and how long goods may sit in a transporter's godown before cover stops.</li>
<li><strong>Mode of transport.</strong> Declare whether goods travel by road, rail, air, courier or a mix. Some policies restrict cover to registered carriers.</li>
<li><strong>Loading and unloading.</strong> Check whether damage during loading at your premises and unloading at the buyer's is covered, as some wordings start the transit only once the vehicle moves.</li>
<li><strong>Special goods.</strong> Perishables, glassware, liquids in bulk and high-theft items like mobile phones may carry special conditions or excesses.</li>
</ul>

<h2>When something goes wrong</h2>
<ol>
<li>Note the damage on the delivery receipt before signing, with a short description.</li>
<li>Inform the insurer promptly so a surveyor can be appointed.</li>
<li>Give written notice of claim to the carrier within the time your contract and the law allow, and keep a copy.</li>
<li>Keep the invoice, lorry receipt, packing list, photos and any police report for theft or accident.</li>
</ol>

<p>A good transit policy turns a bad week into a manageable one. You can learn more about cargo cover for domestic movements on our <a href="/marine-insurance">marine insurance page</a>, or <a href="/contact">talk to an advisor</a> about the policy format that fits your dispatch pattern.</p>
`,
  },
  {
    id: "incoterms-and-who-should-insure-the-cargo",
    blog_title: "Incoterms and cargo insurance: should the buyer or the seller insure?",
    blog_description:
      "How Incoterms such as FOB, CIF, CIP and DAP decide when risk passes between buyer and seller, and what that means for arranging marine cargo insurance.",
    blog_categories: ["Marine Insurance"],
    published: "2025-09-16",
    cover: { hue: 185, motif: "document" },
    blog_content: `
<p>When an Indian exporter quotes "FOB Nhava Sheva" or an importer agrees to "CIF Chennai", they are using <strong>Incoterms</strong>: standard three-letter trade terms published by the International Chamber of Commerce. Incoterms decide who arranges and pays for transport, and crucially, <strong>at what point the risk of loss passes from seller to buyer</strong>. That point decides who needs cargo insurance, and for which part of the journey.</p>

<h2>Risk and insurance are different questions</h2>
<p>Incoterms tell you who bears the risk at each stage. Whether that party insures is mostly their own choice. Only two Incoterms, <strong>CIF</strong> and <strong>CIP</strong>, oblige the seller to buy insurance for the buyer's benefit. In every other case, each party should insure the part of the journey where the risk is theirs, or accept it uninsured.</p>

<h2>Common Incoterms and the insurance question</h2>
<table>
<thead>
<tr><th>Incoterm</th><th>Where risk passes to the buyer</th><th>Who usually insures the main transit</th></tr>
</thead>
<tbody>
<tr><td>EXW (Ex Works)</td><td>At the seller's premises, when goods are made available</td><td>Buyer</td></tr>
<tr><td>FCA (Free Carrier)</td><td>When goods are handed to the buyer's carrier</td><td>Buyer</td></tr>
<tr><td>FOB (Free on Board)</td><td>When goods are on board the vessel at the port of shipment</td><td>Buyer</td></tr>
<tr><td>CFR (Cost and Freight)</td><td>On board at the port of shipment, though the seller pays freight</td><td>Buyer</td></tr>
<tr><td>CIF (Cost, Insurance and Freight)</td><td>On board at the port of shipment</td><td>Seller buys cover for the buyer</td></tr>
<tr><td>CIP (Carriage and Insurance Paid To)</td><td>When goods are handed to the first carrier</td><td>Seller buys cover for the buyer</td></tr>
<tr><td>DAP, DPU, DDP</td><td>At the named destination</td><td>Seller</td></tr>
</tbody>
</table>

<h2>CIF and CIP: what the seller must buy</h2>
<p>Under the 2020 version of the Incoterms rules:</p>
<ul>
<li><strong>CIF</strong> requires the seller to buy at least minimum cover, equivalent to <strong>ICC (C)</strong>, unless the parties agree otherwise.</li>
<li><strong>CIP</strong> requires the seller to buy wider cover, equivalent to <strong>ICC (A)</strong>, unless the parties agree otherwise.</li>
<li>In both cases, the minimum amount is generally 110% of the contract value, in the currency of the contract.</li>
</ul>
<p>Because ICC (C) is narrow, importers buying on CIF terms often either ask for (A) cover in the contract or buy a top-up policy themselves for the risks (C) leaves out.</p>

<h2>The gaps people miss</h2>
<ul>
<li><strong>Pre-shipment risk under FOB.</strong> An exporter selling FOB bears the risk until goods are on board. The truck journey from the factory to the port, and time in the container freight station, remain the exporter's risk. A short inland transit policy or an export policy with pre-shipment cover closes this gap.</li>
<li><strong>Buyer's interest under CIF.</strong> If goods arrive damaged and the seller's insurer is overseas, claims can be slow. Some Indian importers keep their own policy as a backup, sometimes called a "contingency" or "seller's interest" arrangement.</li>
<li><strong>Inland leg after arrival.</strong> The ocean policy may end at the destination port or a defined warehouse. Make sure the movement from the port to your factory is covered.</li>
<li><strong>Goods sold on delivered terms.</strong> Under DAP, DPU or DDP, the exporter carries the risk all the way to the named destination, often including the foreign inland leg, so the policy must extend that far.</li>
<li><strong>Letters of credit.</strong> If payment is by letter of credit, the bank may require a specific type of insurance document and clauses. Match them exactly.</li>
</ul>

<h2>Practical checklist</h2>
<ol>
<li>Confirm which Incoterm and which version (2010 or 2020) your contract uses.</li>
<li>Identify where risk passes and which legs of the journey are yours.</li>
<li>Check whether the contract or letter of credit requires particular clauses or values.</li>
<li>Arrange cover for your legs, including inland transit at both ends if needed.</li>
<li>Keep the insurance certificate with your shipping documents.</li>
</ol>

<p>Incoterms and insurance work best when they are read together, before the contract is signed. You can find more about import and export cargo cover on our <a href="/marine-insurance">marine insurance page</a>, or <a href="/contact">talk to an advisor</a> who can check your trade terms for gaps.</p>
`,
  },
  {
    id: "open-policy-open-cover-or-single-transit",
    blog_title: "Open policy, open cover or single transit: choosing a marine cargo policy",
    blog_description:
      "Occasional shippers and regular traders need different policy formats. How specific, open and turnover-based marine cargo policies work, with their pros and cons.",
    blog_categories: ["Marine Insurance"],
    published: "2026-01-13",
    cover: { hue: 220, motif: "document" },
    blog_content: `
<p>Once you have decided what to insure and on which clauses, the next choice is the <strong>format</strong> of the marine cargo policy. A business that ships once a year and one that ships every day have very different needs. Indian insurers offer several formats, each with its own paperwork and cost. This article explains the main ones in plain terms.</p>

<h2>Specific (single transit) policy</h2>
<p>A <strong>specific policy</strong> covers one consignment on one journey. You give the insurer the details, such as the goods, value, route, mode of transport and dates, and it issues a policy for that shipment alone.</p>
<ul>
<li><strong>Good for:</strong> one-off shipments, project cargo, machinery moves, occasional imports.</li>
<li><strong>Watch out for:</strong> forgetting to buy cover before dispatch. Cover bought after the goods have left may be refused or come with conditions.</li>
<li><strong>Cost:</strong> buying separately each time can cost more per shipment than an annual arrangement, and builds no track record with the insurer.</li>
</ul>

<h2>Open policy</h2>
<p>An <strong>open policy</strong> is an annual policy with a total sum insured chosen for the year, based on the expected value of shipments. Each time you dispatch, you send a <strong>declaration</strong> to the insurer with the shipment details, and the value is deducted from the sum insured. Premium is usually paid in advance on the estimated total and adjusted as you go.</p>
<ul>
<li><strong>Good for:</strong> domestic traders and manufacturers with regular dispatches.</li>
<li><strong>Key conditions:</strong> every shipment within the scope must be declared, and declarations must be made promptly, usually before the goods leave or at the frequency the policy specifies. Missing declarations can lead to claim problems.</li>
<li><strong>Limits:</strong> the policy states a maximum value per conveyance or per location. A single shipment above this limit needs special arrangement.</li>
</ul>

<h2>Open cover</h2>
<p>An <strong>open cover</strong> is used mainly for imports and exports. It is an agreement, usually for a year, under which the insurer agrees to cover all shipments falling within its terms. For each shipment, a <strong>certificate of insurance</strong> is issued, which can be sent to the buyer or the bank with the shipping documents. This is important when selling on CIF or CIP terms or under a letter of credit.</p>
<ul>
<li><strong>Good for:</strong> regular exporters and importers.</li>
<li><strong>Key conditions:</strong> shipments must be declared; premium is usually paid per declaration or periodically.</li>
</ul>
<p>An open cover is usually subject to limits per vessel or per sending, and to a cancellation clause that lets either side end it with notice. Check these limits against your largest shipments, especially if you sometimes send a whole consignment on one vessel.</p>

<h2>Annual turnover policy</h2>
<p>An <strong>annual turnover policy</strong> covers all transits of a business during the year, based on its estimated annual turnover of goods moved (sales, purchases or both). There are no individual declarations. At the end of the year, the actual turnover is reported and the premium is adjusted up or down.</p>
<ul>
<li><strong>Good for:</strong> businesses with many small, frequent dispatches across many routes, such as distributors and e-commerce sellers.</li>
<li><strong>Watch out for:</strong> under-stating turnover, which can reduce claims; and checking that inter-branch transfers and returns are included if you need them.</li>
</ul>

<h2>Comparing the formats</h2>
<table>
<thead>
<tr><th>Format</th><th>Best suited to</th><th>Paperwork per shipment</th></tr>
</thead>
<tbody>
<tr><td>Specific policy</td><td>Occasional, one-off shipments</td><td>A new policy each time</td></tr>
<tr><td>Open policy</td><td>Regular domestic dispatches</td><td>A declaration each time</td></tr>
<tr><td>Open cover</td><td>Regular imports and exports</td><td>A certificate each time</td></tr>
<tr><td>Annual turnover policy</td><td>High-frequency, varied dispatches</td><td>None; yearly turnover report</td></tr>
</tbody>
</table>
<p>Formats can be combined. A manufacturer might hold an annual turnover policy for domestic dispatches and an open cover for exports, while buying a specific policy for a one-off machinery import.</p>

<h2>Questions to ask before deciding</h2>
<ol>
<li>How many shipments do you make in a year, and of what value?</li>
<li>Are they domestic, international or both?</li>
<li>Do your buyers or banks need an insurance certificate for each shipment?</li>
<li>What is the largest single shipment you expect?</li>
<li>Does anyone in your team have time to send declarations reliably?</li>
</ol>

<p>The right format saves both premium and paperwork. You can read more about the options on our <a href="/marine-insurance">marine insurance page</a>, or <a href="/contact">talk to an advisor</a> who can help you estimate volumes and pick a format.</p>
`,
  },
  {
    id: "making-a-marine-cargo-claim",
    blog_title: "Making a marine cargo claim: steps, documents and time limits",
    blog_description:
      "What to do when goods arrive damaged or short: noting the loss, surveys, notice to carriers, the document list insurers ask for, and how subrogation works.",
    blog_categories: ["Marine Insurance"],
    published: "2026-05-19",
    cover: { hue: 195, motif: "ship" },
    blog_content: `
<p>A cargo claim is won or lost in the first few days after the goods arrive. If damage is noted on the delivery documents, a survey is arranged quickly and the carrier is put on notice in time, settlement is usually straightforward. If these steps are missed, even a genuine loss can become hard to prove. This guide walks through the process for both import-export and inland cargo.</p>

<h2>Step 1: Inspect and note the damage</h2>
<ul>
<li>Inspect the packages or container before signing the delivery receipt. Check seals, count packages and look for wet, torn or crushed packaging.</li>
<li>If anything is wrong, write a <strong>clear remark</strong> on the delivery document, for example "3 cartons wet, 1 carton torn, contents not checked". Avoid vague phrases like "received subject to check".</li>
<li>Take photographs before moving or unpacking the goods.</li>
<li>Do not throw away damaged packing; the surveyor may need to see it.</li>
</ul>

<h2>Step 2: Inform the insurer and ask for a survey</h2>
<p>Contact the insurer or the claims agent named on the certificate as soon as possible. The insurer appoints a <strong>surveyor</strong>, an independent professional who inspects the goods, establishes the cause and extent of loss, and recommends the amount. For imports where the policy is issued abroad, the certificate names a local settling or survey agent.</p>
<p>Meanwhile, take reasonable steps to <strong>minimise the loss</strong>, such as separating sound goods from damaged ones or drying wet cartons. Policies expect this, and the reasonable cost of doing it is usually recoverable.</p>

<h2>Step 3: Put the carrier on notice</h2>
<p>Send a written <strong>notice of claim</strong> to the shipping line, airline, transporter, railway or multimodal operator, holding them responsible. Time limits are strict and vary by mode and law:</p>
<ul>
<li>For sea carriage under the Hague-Visby style rules, notice is expected at delivery or within a few days for hidden damage, and legal action generally within one year.</li>
<li>For multimodal transport under Indian law, notice for non-apparent damage is due within six consecutive days of delivery, and a suit within nine months.</li>
<li>Railway and road carriage have their own notice periods, counted in months.</li>
</ul>
<p>Keep copies of the notice and any reply. This protects the insurer's right of recovery, and missing it can reduce your claim.</p>

<h2>Step 4: Collect the documents</h2>
<p>Insurers commonly ask for:</p>
<ol>
<li>Claim form and a covering letter with the amount claimed</li>
<li>Original policy or insurance certificate</li>
<li>Commercial invoice and packing list</li>
<li>Bill of lading, airway bill, lorry receipt or railway receipt</li>
<li>Survey report</li>
<li>Copy of the notice to the carrier and its reply</li>
<li>Damage or short-landing certificate from the port, airline or carrier, where available</li>
<li>Bill of entry and duty payment proof, for imports</li>
<li>Police report, for theft or accidents</li>
<li>Letter of subrogation, signed on stamp paper as required</li>
</ol>

<h2>Step 5: Assessment and settlement</h2>
<p>The insurer reviews the documents and the survey, then settles based on the sum insured and the policy terms. If goods were under-insured, the claim may be reduced in proportion. Any <strong>excess</strong>, the amount you bear on each claim, is deducted.</p>

<h3>What subrogation means</h3>
<p>After paying you, the insurer steps into your shoes to recover money from whoever caused the loss, usually the carrier. The <strong>letter of subrogation</strong> you sign gives it that right. Your cooperation, such as timely notice to the carrier and keeping documents, directly affects how much the insurer can recover, and over time that affects your premium.</p>

<h2>Common reasons for delays</h2>
<ul>
<li>Clean delivery receipts with no remarks despite visible damage</li>
<li>Late survey requests, after goods have been used or sold</li>
<li>No notice to the carrier within the time limit</li>
<li>Insufficient packing, which is a standard exclusion</li>
</ul>

<p>Good habits at the warehouse gate save money later. If you are dealing with a cargo loss now, our <a href="/claims">claims assistance team</a> can help you organise the paperwork, and you can read about cargo cover on our <a href="/marine-insurance">marine insurance page</a> or <a href="/contact">talk to an advisor</a>.</p>
`,
  },
  {
    id: "general-average-explained-for-cargo-owners",
    blog_title: "General average explained: why your cargo may pay for a ship's emergency",
    blog_description:
      "When a ship's master sacrifices cargo or spends money to save a voyage, every cargo owner shares the cost. How general average works and why cargo insurance matters.",
    blog_categories: ["Marine Insurance"],
    published: "2026-10-06",
    cover: { hue: 235, motif: "ship" },
    blog_content: `
<p>Imagine your container is on a ship that catches fire in the Arabian Sea. Your goods are untouched, yet weeks later you receive a demand to pay a share of the cost of fighting the fire and towing the ship to port, and your goods will not be released until you do. This is <strong>general average</strong>, one of the oldest principles of maritime law, and it is a strong reason to insure every sea shipment.</p>

<h2>The principle in simple words</h2>
<p>When a ship, its cargo and its crew face a common danger, the master may deliberately sacrifice some property or spend extraordinary money to save the whole venture. Examples include:</p>
<ul>
<li>jettisoning some cargo to stabilise the ship in a storm;</li>
<li>flooding a hold to put out a fire, damaging cargo inside;</li>
<li>hiring salvors or tugs to rescue a grounded or disabled ship;</li>
<li>putting into a port of refuge for repairs, with the costs of entering, unloading and reloading.</li>
</ul>
<p>It would be unfair for only the owner of the jettisoned cargo, or only the shipowner, to bear that loss. So the loss is shared by everyone whose property was saved, in proportion to the value of what they had at stake. The shared loss is called a <strong>general average</strong> loss. Accidental damage that was not a deliberate sacrifice, such as cargo damaged by the fire itself, is called <strong>particular average</strong> and is not shared.</p>

<h2>How it is calculated</h2>
<p>The shipowner declares general average and appoints an <strong>average adjuster</strong>, a specialist who calculates each party's share. Most bills of lading say this will follow the <strong>York-Antwerp Rules</strong>, an internationally used set of rules. The adjuster:</p>
<ol>
<li>adds up the sacrifices and expenses that qualify as general average;</li>
<li>values the ship, the freight at risk and each cargo owner's goods at the end of the voyage;</li>
<li>divides the total loss among them in proportion to these values.</li>
</ol>
<p>Adjustments on large casualties can take years to complete, because costs and values must be gathered from many parties across many countries.</p>

<h2>What this means for a cargo owner</h2>
<p>Before releasing cargo, the shipowner will usually demand <strong>security</strong> for each cargo owner's share. This commonly means:</p>
<ul>
<li>a <strong>general average bond</strong>, signed by the cargo owner, promising to pay the share once adjusted; and</li>
<li>a <strong>general average guarantee</strong> from the cargo insurer, or a cash deposit if the cargo is uninsured.</li>
</ul>
<p>If your cargo is insured, your insurer normally provides the guarantee and later pays your share, because general average contributions are covered under all three sets of Institute Cargo Clauses. If your cargo is uninsured, you may have to pay a cash deposit, sometimes a significant percentage of the cargo's value, before you can collect your goods, and then wait for the final figures.</p>

<h2>Salvage and general average</h2>
<p>When professional salvors save a ship, they are entitled to a reward, which is often secured separately against the cargo. Cargo owners may need to provide salvage security in addition to general average security. Again, cargo insurers usually handle this for their insured clients.</p>

<h2>Practical steps if general average is declared</h2>
<ol>
<li>Inform your cargo insurer or broker as soon as you hear of the incident or receive a notice.</li>
<li>Send the insurer the bill of lading, commercial invoice and insurance certificate.</li>
<li>Let the insurer issue the guarantee; sign the bond as requested.</li>
<li>Check your goods on arrival and note any separate damage, which is claimed as particular average under your policy.</li>
</ol>

<p>General average is rare on any single voyage, but when it happens it can hold up cargo for weeks. You can learn more about insuring sea shipments on our <a href="/marine-insurance">marine insurance page</a>, or <a href="/contact">talk to an advisor</a> if you have received a general average notice and want help with the next steps.</p>
`,
  },
];
