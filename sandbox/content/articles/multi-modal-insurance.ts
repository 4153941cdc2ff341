import type { SandboxArticle } from "../types";

/** Knowledge-centre articles in the "Multi Modal Insurance" blog category (multimodal transport, MTOs, logistics). */
export const multiModalArticles: SandboxArticle[] = [
  {
    id: "what-is-a-multimodal-transport-operator-mmtg-act-1993",
    blog_title: "What is a multimodal transport operator? A guide to the MMTG Act, 1993",
    blog_description:
      "Who counts as an MTO in India, why registration with the Directorate General of Shipping matters, and what the multimodal transport document means for liability.",
    blog_categories: ["Multi Modal Insurance"],
    published: "2025-02-25",
    cover: { hue: 160, motif: "truck" },
    blog_content: `
<p>A carton of auto parts leaves a factory in Pune by truck, travels by rail to a port, crosses the sea in a container ship and reaches a buyer's warehouse in Europe. If one company takes responsibility for that whole door-to-door journey under a single contract and a single document, that company is acting as a <strong>multimodal transport operator</strong>, or MTO. India regulates this business under the <strong>Multimodal Transportation of Goods Act, 1993</strong>, often called the MMTG Act. This article explains the basics.</p>

<h2>What "multimodal" means</h2>
<p><strong>Multimodal transport</strong> is the carriage of goods by at least two different modes of transport, such as road and sea, or rail and air, under one contract. The MTO is the party that enters into that contract with the shipper and takes responsibility for the goods from the time it takes charge of them until delivery. The MTO does not need to own trucks or ships; it may subcontract each leg to actual carriers while remaining responsible to its customer.</p>
<p>The MMTG Act applies to multimodal transport from a place in India to a place outside India, which makes it especially relevant for exporters and the forwarders who serve them.</p>

<h2>Registration: who needs it</h2>
<p>Under the Act, no one may carry on the business of multimodal transportation without being registered with the <strong>competent authority</strong>, which is the Directorate General of Shipping. In practice, this affects:</p>
<ul>
<li>freight forwarders who issue their own through transport documents;</li>
<li>logistics companies and 3PL providers offering door-to-door international movements;</li>
<li>shipping lines and container operators arranging inland legs under their own contract;</li>
<li>consolidators who issue house documents covering more than one mode.</li>
</ul>
<p>Applicants must meet eligibility and financial criteria set out in the Act and the rules made under it. A registration certificate is granted for a fixed period and must be renewed before it expires; the current requirements and forms are published by the Directorate General of Shipping.</p>

<h2>The multimodal transport document</h2>
<p>An MTO issues a <strong>multimodal transport document (MTD)</strong> when it takes charge of the goods. The Act lists what the document must contain, such as the nature and quantity of goods, their apparent condition, the place of taking charge and delivery, and whether it is negotiable.</p>
<p>A negotiable MTD works much like a bill of lading: it is a <strong>document of title</strong>, so whoever lawfully holds it can claim the goods, and it can be used in letter of credit transactions. That makes the MTD central to trade finance as well as to liability.</p>

<h2>The MTO's liability in outline</h2>
<p>The Act makes the MTO liable for loss of or damage to goods, and for delay in delivery, while the goods are in its charge, unless it proves that neither it nor its servants or agents were at fault. Some key features:</p>
<ul>
<li><strong>Delay:</strong> the MTO is liable for loss caused by delay only if the consignor had declared an interest in timely delivery and the MTO accepted it.</li>
<li><strong>Treated as lost:</strong> if goods are not delivered within ninety consecutive days after the agreed or reasonable delivery date, the claimant may treat them as lost.</li>
<li><strong>Limits:</strong> where the value was not declared, liability is limited per package or per kilogram, expressed in Special Drawing Rights (SDR), an international unit of account. Different limits apply when the journey does not include sea or inland waterway carriage, and when the stage of loss is known.</li>
<li><strong>Notice and time bar:</strong> the consignee must give notice of loss or damage at delivery, or within six consecutive days for damage that is not apparent, and legal action must generally be brought within nine months.</li>
</ul>

<h2>Why insurance matters for MTOs</h2>
<p>Because the MTO is responsible for the whole journey, it carries the risk of mistakes by every subcontractor: a truck accident on the highway, a mishandled container at a rail yard, or a misdelivery at destination. Recovering those losses from subcontractors is uncertain. Most MTOs therefore buy <strong>MTO liability insurance</strong>, which protects them against legal liability to cargo owners and related costs. Customers, banks and the regulator often look for this cover as a sign of a reliable operator.</p>

<h2>Key takeaways</h2>
<ol>
<li>An MTO takes door-to-door responsibility under one contract and one document.</li>
<li>Carrying on MTO business in India requires registration with the Directorate General of Shipping.</li>
<li>The MTD can be a document of title, so it must be issued with care.</li>
<li>The Act sets the basis, limits and time bars of MTO liability.</li>
<li>Liability insurance turns that legal exposure into a manageable cost.</li>
</ol>

<p>If you operate or plan to operate as an MTO, you can learn more about liability cover on our <a href="/mto-insurance">MTO insurance page</a>, or <a href="/contact">talk to an advisor</a> about the cover your registration and customers may expect.</p>
`,
  },
  {
    id: "mto-liability-insurance-what-it-covers",
    blog_title: "MTO liability insurance: what it covers and how premiums are set",
    blog_description:
      "A practical look at liability cover for multimodal transport operators: cargo liability, errors and omissions, third-party claims, costs, exclusions and pricing.",
    blog_categories: ["Multi Modal Insurance"],
    published: "2025-06-24",
    cover: { hue: 150, motif: "shield" },
    blog_content: `
<p>A multimodal transport operator promises to deliver goods door to door, through trucks, trains, ships and warehouses it often does not own. When something goes wrong anywhere along that chain, the cargo owner's claim lands with the MTO. <strong>MTO liability insurance</strong> is designed for exactly this exposure. It does not insure the goods themselves; it insures the MTO's <em>legal liability</em> for them. This article explains what a typical policy covers.</p>

<h2>Core cover: liability for cargo</h2>
<p>The heart of the policy is cover for the MTO's legal liability for:</p>
<ul>
<li><strong>physical loss of or damage to cargo</strong> while in the MTO's care, custody or control, whether in transit, in a container freight station or in a warehouse;</li>
<li><strong>delay in delivery</strong>, where the MTO is legally liable for it under the contract and the law;</li>
<li><strong>misdelivery</strong>, such as releasing goods to the wrong party or without the original negotiable document.</li>
</ul>
<p>Cover follows the liability the MTO accepts under its standard trading conditions and the multimodal transport document. That is why insurers ask to see the MTO's terms and documents before quoting.</p>

<h2>Related covers often included or available</h2>
<ul>
<li><strong>Errors and omissions:</strong> financial loss to a customer caused by the MTO's mistakes, such as wrong routing, sending goods to the wrong port, or a documentation error that leads to penalties.</li>
<li><strong>Third-party liability:</strong> injury to people or damage to property caused during the MTO's operations, for example in its warehouse.</li>
<li><strong>Fines and duties:</strong> customs penalties and similar charges arising from an insured error, where the law allows them to be insured.</li>
<li><strong>Costs of investigation and defence:</strong> legal fees, survey costs and the cost of minimising a loss.</li>
<li><strong>Cargo disposal and removal costs</strong>, when damaged goods must be destroyed or removed by order of an authority.</li>
</ul>

<h2>Common exclusions</h2>
<p>Wordings vary, but MTO liability policies typically exclude:</p>
<ul>
<li>liability accepted beyond the MTO's standard trading conditions without the insurer's agreement;</li>
<li>wilful misconduct and fraud;</li>
<li>carriage of certain goods, such as bullion, currency, jewellery or live animals, unless specifically agreed;</li>
<li>losses from insolvency of the MTO or its subcontractors;</li>
<li>war, nuclear risks and, often, sanctions-related losses;</li>
<li>issuing documents with false dates or clean remarks for goods known to be damaged.</li>
</ul>

<h2>How the premium is worked out</h2>
<p>Insurers look at the size and nature of the operation. Typical rating factors are:</p>
<ol>
<li><strong>Annual freight turnover</strong> or the number of containers or consignments handled;</li>
<li><strong>Type of cargo</strong>, for example general goods versus high-value electronics or temperature-controlled pharmaceuticals;</li>
<li><strong>Routes and modes</strong>, including countries served and the share of road, rail, sea and air;</li>
<li><strong>Limits of indemnity</strong> chosen, per claim and in the aggregate for the year;</li>
<li><strong>Deductible</strong>, the amount the MTO bears on each claim;</li>
<li><strong>Claims history</strong> and the quality of subcontractor selection, warehousing and documentation.</li>
</ol>
<p>Declaring turnover accurately matters. Many policies are adjusted at the end of the year based on actual figures, and under-declaration can affect claims.</p>

<h2>Choosing the limit of indemnity</h2>
<p>The statutory limits under the MMTG Act give a starting point, but they are not the whole picture. The MTO may lose the right to limit liability in some circumstances, customers may ask for higher contractual limits, and errors and omissions claims are not capped by the cargo limits. Consider the value of the largest single consignment, the aggregate value in a warehouse at any time, and contractual commitments to key customers.</p>

<h2>Good practices insurers look for</h2>
<ul>
<li>Clear standard trading conditions, printed on or referred to in every document</li>
<li>Written contracts with subcontracted carriers and warehouses, preserving recovery rights</li>
<li>Careful release procedures for negotiable documents</li>
<li>Training for staff on documentation and dangerous goods</li>
</ul>

<p>MTO liability cover is a business tool as much as a safety net: it supports registration, customer trust and growth. You can read more on our <a href="/mto-insurance">MTO insurance page</a>, or <a href="/contact">talk to an advisor</a> who can review your trading conditions and suggest suitable limits.</p>
`,
  },
  {
    id: "freight-forwarder-3pl-or-mto-who-carries-the-risk",
    blog_title: "Freight forwarder, 3PL or MTO: who carries the liability for your cargo?",
    blog_description:
      "The same logistics company can act as an agent or as a principal. Why that distinction decides liability for lost cargo, and what it means for insurance on both sides.",
    blog_categories: ["Multi Modal Insurance"],
    published: "2025-10-28",
    cover: { hue: 140, motif: "truck" },
    blog_content: `
<p>Indian logistics has grown into a crowded field: freight forwarders, customs brokers, third-party logistics (3PL) providers, logistics aggregators, NVOCCs (non-vessel operating common carriers) and multimodal transport operators. Many companies wear several of these hats at once. For shippers and for the companies themselves, the most important question is not the label but the <strong>role</strong>: did the company act as an <em>agent</em> arranging transport, or as a <em>principal</em> promising to carry the goods? The answer decides who is liable when cargo is lost.</p>

<h2>Agent or principal</h2>
<p>When a forwarder acts as an <strong>agent</strong>, it arranges transport on the shipper's behalf with carriers, and the contract of carriage is between the shipper and the carrier. The forwarder is responsible mainly for exercising reasonable care in its own work: choosing carriers sensibly, following instructions and preparing documents correctly.</p>
<p>When a forwarder acts as a <strong>principal</strong>, it contracts in its own name to carry the goods, often issuing its own house bill of lading or multimodal transport document. It then becomes responsible for the goods throughout the journey, including for the acts of the carriers it hires. A registered MTO acting under the MMTG Act is a principal by definition.</p>
<p>The same company can play different roles on different shipments, or even on different legs of one shipment. A forwarder may act as principal on the ocean leg under its own house bill of lading while acting only as an agent for customs clearance at destination.</p>

<h2>Clues to the role</h2>
<ul>
<li><strong>Who issued the transport document?</strong> A house bill of lading, house airway bill or MTD in the company's own name points to a principal role.</li>
<li><strong>How is the price quoted?</strong> An all-in freight rate suggests a principal; a service fee plus the carrier's charges at cost suggests an agent.</li>
<li><strong>What do the trading conditions say?</strong> Standard conditions usually define when the company acts as agent and when as principal.</li>
<li><strong>How was the service described</strong> in quotations, e-mails and invoices?</li>
</ul>

<h2>Common roles and typical exposures</h2>
<table>
<thead>
<tr><th>Role</th><th>Usual responsibility</th><th>Typical insurance for the operator</th></tr>
</thead>
<tbody>
<tr><td>Forwarder as agent</td><td>Care in arranging transport and documents</td><td>Errors and omissions, professional liability</td></tr>
<tr><td>Forwarder or NVOCC as principal</td><td>Goods throughout the contracted journey</td><td>Freight forwarder's or carrier's liability cover</td></tr>
<tr><td>Registered MTO</td><td>Door-to-door under the MMTG Act</td><td>MTO liability insurance</td></tr>
<tr><td>3PL warehouse operator</td><td>Goods in storage and handling</td><td>Warehouse keeper's liability, fire and burglary on stock if contracted</td></tr>
<tr><td>Logistics aggregator</td><td>Depends on contract; often agent, sometimes principal</td><td>Mix of liability and errors and omissions cover</td></tr>
</tbody>
</table>

<h2>What this means for shippers</h2>
<p>Whatever role the logistics company plays, its liability is usually <strong>limited</strong> by law or contract, often per package or per kilogram, and it may have defences for certain causes such as natural calamities. So:</p>
<ol>
<li>Do not treat a logistics provider's liability as a substitute for your own <strong>cargo insurance</strong>.</li>
<li>Read the trading conditions to see which limits and time bars apply.</li>
<li>If you need higher liability, declare the value and agree it in writing; this may cost more.</li>
<li>Keep your own policy's notice requirements in mind so the insurer can recover from the provider.</li>
<li>Keep copies of quotations and booking confirmations, which may later show which role the provider accepted.</li>
</ol>

<h2>What this means for logistics companies</h2>
<ul>
<li><strong>Be clear about your role</strong> in every quotation and document. Ambiguity tends to be resolved against the company.</li>
<li><strong>Align insurance with contracts.</strong> If you issue your own documents, agent-only errors and omissions cover is not enough.</li>
<li><strong>Back-to-back terms.</strong> Ensure that the carriers and warehouses you hire accept liability on terms at least as strong as those you give your customers, so recoveries are possible.</li>
<li><strong>Review annually.</strong> As services expand, for example into warehousing or last-mile delivery, exposures change.</li>
</ul>

<p>Getting roles and cover aligned prevents many disputes before they start. Logistics operators can read more on our <a href="/mto-insurance">MTO insurance page</a>, shippers can learn about cargo cover on our <a href="/marine-insurance">marine insurance page</a>, and both can <a href="/contact">talk to an advisor</a> for a review of their contracts and policies.</p>
`,
  },
  {
    id: "cargo-claims-against-an-mto-notices-limits-time-bars",
    blog_title: "Cargo claims against an MTO: notices, liability limits and time bars",
    blog_description:
      "How a shipper or consignee pursues a claim against a multimodal transport operator in India, and how the MTO and its liability insurer should respond.",
    blog_categories: ["Multi Modal Insurance"],
    published: "2026-04-14",
    cover: { hue: 175, motif: "document" },
    blog_content: `
<p>When goods moved under a multimodal transport document arrive damaged, short or late, the claim usually goes to the <strong>multimodal transport operator</strong> that issued the document. The MMTG Act, 1993 sets out the ground rules: when notice must be given, how much the MTO may have to pay and how long the claimant has to act. This article looks at the process from both sides, for claimants and for MTOs and their liability insurers.</p>

<h2>For the claimant: the first steps</h2>
<ol>
<li><strong>Inspect at delivery.</strong> Check packages and container seals before signing. Note any visible loss or damage in writing on the delivery document.</li>
<li><strong>Give written notice in time.</strong> Under the Act, notice of the general nature of the loss or damage should be given at the time the goods are handed over. If the damage is not apparent, written notice must be given within <strong>six consecutive days</strong> after delivery. Without timely notice, delivery is treated as evidence that the goods arrived as described.</li>
<li><strong>Inform your cargo insurer</strong>, who will usually appoint a surveyor and may pay your claim first, then pursue the MTO.</li>
<li><strong>Preserve evidence:</strong> photographs, damaged packing, seal numbers, temperature logs for reefer cargo, and the survey report.</li>
<li><strong>Mind the time bar.</strong> Legal action against an MTO must generally be started within <strong>nine months</strong> of delivery, or of the date when goods should have been delivered. Extensions by written agreement are possible but should not be assumed.</li>
</ol>

<h2>Lost goods and delay</h2>
<p>If goods are not delivered within ninety consecutive days after the agreed date, or after a reasonable time where no date was agreed, the claimant may treat them as lost. Claims for <strong>delay</strong> itself succeed only where the consignor had declared an interest in timely delivery and the MTO had accepted it, and even then compensation for delay is limited by reference to the freight for the delayed goods.</p>

<h2>How much can be recovered</h2>
<p>Where the shipper did not declare the nature and value of the goods in the transport document, the MTO's liability is limited. Under the Act, when the stage of the journey where the loss happened is not known, the limit is worked out per package or shipping unit or per kilogram of gross weight, whichever is higher, in <strong>Special Drawing Rights (SDR)</strong>, an international unit whose rupee value changes daily. A higher per-kilogram limit applies if the journey did not include sea or inland waterway carriage. When the stage of loss is known, the limit under the law governing that stage may apply instead.</p>
<p>These limits can be far below the invoice value of light, high-value goods such as electronics or pharmaceuticals. That is why shippers should carry their own cargo insurance. The MTO may lose the right to limit its liability if the loss resulted from an act or omission done with intent to cause damage, or recklessly with knowledge that damage would probably result.</p>

<h2>For the MTO: handling a claim well</h2>
<ul>
<li><strong>Acknowledge the notice</strong> promptly without admitting liability.</li>
<li><strong>Inform your liability insurer immediately</strong>, and follow its instructions on surveys and correspondence. Late notice can prejudice cover.</li>
<li><strong>Put subcontractors on notice.</strong> Send claims to the trucking company, rail operator, shipping line or warehouse responsible for the leg where damage happened, within their own time limits.</li>
<li><strong>Gather the file:</strong> the MTD, booking confirmation, handover records at each leg, container interchange receipts, seal records and photographs.</li>
<li><strong>Check the declared value.</strong> If the shipper declared a value in the MTD, the statutory limit may not apply.</li>
</ul>

<h2>Common points of dispute</h2>
<ul>
<li>Whether the damage happened while the goods were in the MTO's charge, or before handover, for example due to poor packing by the shipper</li>
<li>Whether a "shipper's load and count" container was properly stuffed</li>
<li>Which leg and which legal regime applies</li>
<li>Whether notice was given in time and in the required form</li>
</ul>

<p>Whether you ship goods or operate as an MTO, knowing these rules in advance protects your position. Operators can read about liability cover on our <a href="/mto-insurance">MTO insurance page</a>, shippers about cargo cover on our <a href="/marine-insurance">marine insurance page</a>, and anyone facing a claim can contact our <a href="/claims">claims assistance team</a> or <a href="/contact">talk to an advisor</a>.</p>
`,
  },
  {
    id: "cargo-insurance-vs-mto-liability-cover",
    blog_title: "Cargo insurance vs MTO liability cover: why shippers need their own policy",
    blog_description:
      "An MTO's liability policy protects the operator, not your goods. How the two covers differ, where the gaps lie, and how they work together after a loss.",
    blog_categories: ["Multi Modal Insurance", "Marine Insurance"],
    published: "2026-09-08",
    cover: { hue: 165, motif: "ship" },
    blog_content: `
<p>A common question from exporters is: "My logistics partner is a registered MTO with liability insurance, so do I still need cargo insurance?" The short answer is yes. The two policies protect different people against different things, and relying only on the operator's cover leaves serious gaps. This article explains why, and how the two policies work together when something goes wrong.</p>

<h2>Two policies, two purposes</h2>
<p><strong>Cargo insurance</strong> (marine cargo or transit insurance) is bought by the owner of the goods, or by whoever bears the risk under the sales contract. It pays for physical loss of or damage to the goods from insured perils, regardless of whether anyone was at fault.</p>
<p><strong>MTO liability insurance</strong> is bought by the operator. It pays only when the operator is <em>legally liable</em> to the cargo owner, and only up to the amount the operator is liable for.</p>

<h2>Where liability cover leaves shippers exposed</h2>
<ul>
<li><strong>No fault, no payment.</strong> If the MTO proves that the loss was not caused by its fault or neglect, or that of its agents, it has no liability, so its insurer pays nothing. Many natural events fall into this category.</li>
<li><strong>Liability limits.</strong> Unless the value was declared in the transport document, the MTO's liability is limited per package or per kilogram under the MMTG Act. For light, valuable goods, this may be a small fraction of the invoice value.</li>
<li><strong>Delay.</strong> The MTO is liable for delay only where interest in timely delivery was declared and accepted.</li>
<li><strong>General average.</strong> If a ship declares general average, cargo owners must provide security for their share. An MTO's liability policy does not pay the cargo owner's contribution; cargo insurance does.</li>
<li><strong>Time and effort.</strong> A liability claim requires proving fault and following strict notice periods, and it may be disputed. A cargo insurer pays its insured under the policy terms and then deals with the MTO itself.</li>
<li><strong>Operator's own problems.</strong> If the operator's policy has lapsed, excludes your type of goods, or has been exhausted by other claims, you have no direct protection.</li>
</ul>

<h2>How the two covers work together</h2>
<p>Consider an export container of garments damaged by seawater after a container was poorly sealed at a rail yard arranged by the MTO.</p>
<ol>
<li>The exporter, or the buyer depending on the Incoterm, claims under its <strong>cargo policy</strong>. A surveyor confirms the damage, and the cargo insurer pays the insured value, less any excess.</li>
<li>The cargo owner gives timely notice to the MTO and signs a <strong>letter of subrogation</strong>, allowing the cargo insurer to recover in its name.</li>
<li>The cargo insurer claims against the MTO. The MTO's <strong>liability insurer</strong> examines whether the MTO is liable and, if so, pays up to the applicable limit.</li>
<li>The MTO, in turn, may recover from the rail operator it subcontracted.</li>
</ol>
<p>In this chain, each policy does its job: the cargo owner is paid quickly and fully under its own policy, and the liability insurer pays what the law requires of the operator.</p>

<h2>At a glance</h2>
<table>
<thead>
<tr><th>Question</th><th>Cargo insurance</th><th>MTO liability insurance</th></tr>
</thead>
<tbody>
<tr><td>Who buys it?</td><td>Cargo owner or risk-bearer</td><td>The MTO</td></tr>
<tr><td>What triggers payment?</td><td>Loss from an insured peril</td><td>The MTO's legal liability</td></tr>
<tr><td>How much is paid?</td><td>Up to the agreed insured value</td><td>Up to the MTO's liability, often capped by law</td></tr>
<tr><td>Who receives the money?</td><td>The insured cargo owner</td><td>The claimant, on the MTO's behalf</td></tr>
</tbody>
</table>

<h2>Practical advice for shippers</h2>
<ol>
<li>Insure the goods for their full value on suitable clauses, ideally ICC (A) for manufactured goods.</li>
<li>Ask your MTO for its registration details and trading conditions, and check the limits that apply.</li>
<li>Declare the value in the transport document where higher operator liability is important and affordable.</li>
<li>Give notice of loss promptly to protect recovery rights.</li>
</ol>

<p>Using both covers keeps the cost of a loss where it belongs and gets you paid faster. You can read about cargo cover on our <a href="/marine-insurance">marine insurance page</a>, operators can see our <a href="/mto-insurance">MTO insurance page</a>, and you are welcome to <a href="/contact">talk to an advisor</a> about how the two fit your shipments.</p>
`,
  },
];
