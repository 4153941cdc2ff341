import type { SandboxArticle } from "../types";

/** Knowledge-centre articles in the "Event Insurance" blog category. */
export const eventArticles: SandboxArticle[] = [
  {
    id: "event-cancellation-insurance-for-indian-weddings",
    blog_title: "Event cancellation insurance for Indian weddings: what it covers",
    blog_description:
      "Weddings involve large advance payments to venues, caterers and decorators. How wedding insurance protects them, what is excluded, and how to set the sum insured.",
    blog_categories: ["Event Insurance"],
    published: "2025-03-11",
    cover: { hue: 320, motif: "calendar" },
    blog_content: `
<p>An Indian wedding is often the largest single expense a family takes on. Banquet halls, caterers, decorators, photographers, hotel rooms for guests and travel are usually booked months ahead with large advance payments, many of them non-refundable. If the wedding has to be cancelled or postponed for reasons outside the family's control, much of that money can be lost. <strong>Wedding insurance</strong>, a form of event insurance, is designed to protect it.</p>

<h2>What wedding insurance typically covers</h2>
<p>Policies differ between insurers, but a wedding package usually combines several sections. You may be able to choose some and leave out others.</p>
<h3>Cancellation or postponement</h3>
<p>This is the core cover. It pays the non-recoverable costs you have already paid or are contractually bound to pay if the wedding is cancelled or postponed because of an insured reason, such as:</p>
<ul>
<li>death, accident or serious illness of the bride, groom or close family members named in the policy;</li>
<li>fire, flood, storm, earthquake or other natural calamity damaging the venue or making it unusable;</li>
<li>a public authority preventing the event for reasons beyond your control, where the policy includes this;</li>
<li>the venue becoming unavailable because of damage.</li>
</ul>
<h3>Property and valuables</h3>
<p>Covers loss or damage to property at the venue, such as decorations, equipment and sometimes gifts and jewellery, against fire, burglary and similar risks. Jewellery cover often has conditions about where it is kept and who is present.</p>
<h3>Public liability</h3>
<p>Covers your legal liability if a guest or member of the public is injured, or their property is damaged, because of the event. For example, a guest may be hurt by a collapsing decoration or a pandal structure.</p>
<h3>Personal accident</h3>
<p>Pays a fixed sum for accidental death or disability of the insured persons, usually the couple, during the cover period.</p>

<h2>What is usually not covered</h2>
<ul>
<li><strong>Change of mind:</strong> the couple or families calling off the wedding, or disputes between them.</li>
<li><strong>Known risks:</strong> conditions or events that were known or expected when the policy was bought, such as a pre-existing illness of a named person, subject to the policy terms.</li>
<li><strong>Financial reasons:</strong> inability to pay vendors or lack of funds.</li>
<li><strong>Vendor failure</strong>, unless specifically covered, such as a caterer simply not turning up.</li>
<li><strong>Epidemics and pandemics</strong>, which many policies now exclude.</li>
<li><strong>Terrorism, strikes or riots</strong>, unless specifically included.</li>
<li>Cash, and valuables left unattended.</li>
</ul>

<h2>Setting the sum insured</h2>
<p>For the cancellation section, the sum insured should reflect the total amount you would lose if the wedding were cancelled: advances and payments to venues, caterers, decorators, photographers, travel and hotel bookings, and costs you are committed to. It need not include money you can get back under vendors' refund terms.</p>
<ol>
<li>List every booking with its amount and refund terms.</li>
<li>Add up what is non-refundable at each date.</li>
<li>Insure the total committed amount, and update the insurer if large new bookings are made.</li>
</ol>
<p>The premium is generally a small percentage of the sum insured, and depends on the sections chosen, the number of functions and the location.</p>

<h2>When to buy</h2>
<p>Buy once the major bookings are made, and well before the wedding. Cover for cancellation usually applies only to events that occur after the policy starts, so buying early gives more protection. The policy period normally spans the days of all functions listed, from pre-wedding ceremonies to the reception.</p>

<h2>Making a claim</h2>
<ul>
<li>Inform the insurer immediately when something happens that may lead to cancellation or loss.</li>
<li>Keep all vendor contracts, invoices and payment receipts; claims are assessed against them.</li>
<li>Get written confirmation from vendors of what they will not refund.</li>
<li>For medical reasons, keep doctors' certificates and hospital records; for theft, a police report.</li>
</ul>

<p>Wedding insurance is not for every family, but where large non-refundable payments are involved it can be a sensible safeguard. If you are planning a wedding and want to understand the options, you can <a href="/contact">talk to an advisor</a> who can explain the sections available and help you estimate the sum insured.</p>
`,
  },
  {
    id: "public-liability-insurance-for-events",
    blog_title: "Public liability insurance for events: protecting organisers from claims",
    blog_description:
      "If a visitor is injured or property is damaged at your event, you may be held liable. What event public liability cover pays for, its limits and common exclusions.",
    blog_categories: ["Event Insurance"],
    published: "2025-07-08",
    cover: { hue: 280, motif: "shield" },
    blog_content: `
<p>Every event brings people into a space that the organiser is responsible for. A stage light falls, a temporary stand collapses, a food stall causes illness, or a crowd surge injures several visitors. In each case, the injured people may hold the organiser legally responsible. <strong>Public liability insurance</strong> for events protects organisers against such claims. It is one of the simplest and most important covers for any public gathering.</p>

<h2>What public liability cover is</h2>
<p>Public liability insurance pays compensation that the insured is <strong>legally liable</strong> to pay to third parties for:</p>
<ul>
<li><strong>accidental bodily injury</strong>, including death or illness, of people who are not employees, such as visitors, performers hired through agencies, or passers-by;</li>
<li><strong>accidental damage to third-party property</strong>, such as the venue's fixtures, neighbouring property or visitors' vehicles;</li>
<li><strong>legal costs</strong> of defending such claims, usually with the insurer's consent.</li>
</ul>
<p>The key word is <em>liability</em>. The policy pays when the organiser is at fault, or is held liable under the law or a contract accepted by the insurer. It does not pay for accidents where no one is liable, which is where a personal accident policy for participants helps.</p>
<p>Cover is usually bought for the event dates, including set-up and dismantling days, when many accidents happen. Make sure these days are included, and that the venue address in the policy matches the actual venue.</p>

<h2>Who needs it</h2>
<ul>
<li>Organisers of concerts, festivals, exhibitions, fairs and cultural programmes</li>
<li>Wedding and event management companies</li>
<li>Sports event organisers, marathons and tournaments</li>
<li>Corporate teams holding conferences, product launches and annual days</li>
<li>Resident welfare associations organising festival celebrations</li>
</ul>
<p>Venues, municipal bodies, police authorities and sponsors often ask organisers for proof of public liability cover before granting permission or signing contracts. Even when no one asks, the cover protects the organiser's own finances.</p>

<h2>Choosing the limit of indemnity</h2>
<p>The <strong>limit of indemnity</strong> is the maximum the insurer will pay, usually stated both per accident and in total for the policy period. When choosing it, consider:</p>
<ol>
<li>the number of people expected at peak time;</li>
<li>the type of activities, for example pyrotechnics, rides or temporary structures;</li>
<li>contract requirements from the venue or sponsors;</li>
<li>the cost of serious injury claims, which can be large when income loss and lifelong care are involved.</li>
</ol>
<p>If the venue or a sponsor asks to be named on the policy, ask the insurer to add them as an additional insured or to include a principal's indemnity clause, so that claims against them arising from your event are also covered.</p>

<h2>Common exclusions</h2>
<ul>
<li>Injury to the organiser's own <strong>employees</strong>, which falls under employees' compensation insurance</li>
<li>Damage to property owned by or in the care of the organiser, which needs property cover</li>
<li>Liability accepted under a contract that would not otherwise exist, unless agreed with the insurer</li>
<li>Deliberate acts and violations of law or permits</li>
<li>Hazardous activities not declared, such as fireworks displays, stunts or animal shows</li>
<li>Pollution, except sudden and accidental events where covered</li>
</ul>

<h2>Reducing risk, and claims</h2>
<p>Insurers price event liability partly on the organiser's risk management. Good practice includes:</p>
<ul>
<li>certified temporary structures, with load limits respected;</li>
<li>licensed electricians for wiring and generators;</li>
<li>crowd management plans, clear exits and trained volunteers;</li>
<li>first-aid posts and ambulance arrangements for larger events;</li>
<li>food safety licences for caterers and stall holders;</li>
<li>written contracts requiring vendors to carry their own liability insurance.</li>
</ul>

<h2>If an incident occurs</h2>
<ol>
<li>Attend to the injured and call emergency services where needed.</li>
<li>Record what happened, with photographs, witness details and times.</li>
<li>Inform the insurer promptly and forward any notice or legal letter without replying on the merits.</li>
<li>Do not admit liability or promise compensation without the insurer's agreement.</li>
</ol>

<p>Public liability cover is usually affordable compared with the budget of an event, and the protection it offers is broad. If you are organising an event and want to know what limit fits, you can <a href="/contact">talk to an advisor</a> for a no-obligation discussion of the options.</p>
`,
  },
  {
    id: "insuring-concerts-and-live-shows",
    blog_title: "Insuring concerts and live shows: non-appearance, weather and cancellation",
    blog_description:
      "A headline artist falls ill or heavy rain washes out an open-air show. How concert insurance handles cancellation, non-appearance, adverse weather and equipment.",
    blog_categories: ["Event Insurance"],
    published: "2025-12-09",
    cover: { hue: 265, motif: "calendar" },
    blog_content: `
<p>Live music and entertainment in India have grown into a large business, from stadium tours and music festivals to comedy nights and college fests. Promoters commit large sums well before ticket sales are known: artist fees, venue hire, stage and sound, security, marketing and logistics. A single cancelled show can wipe out a season's profit. <strong>Concert and live show insurance</strong> can protect against the risks that are outside the promoter's control.</p>

<h2>Cancellation and abandonment</h2>
<p>The main cover pays for the promoter's financial loss if a show is <strong>cancelled, postponed, curtailed or abandoned</strong> because of causes beyond the insured's control. Depending on the policy, the loss may be measured as:</p>
<ul>
<li><strong>irrecoverable expenses</strong> already incurred, such as venue hire, production and marketing; or</li>
<li><strong>loss of net revenue</strong>, such as ticket income and sponsorship that would have been earned, less costs saved.</li>
</ul>
<p>Typical insured causes include damage to the venue, natural calamities, the venue being unusable, national mourning declared by the government, and orders of authorities in specified situations.</p>
<p>Read carefully how the policy defines a cancellation. Some policies pay only if the whole event is called off, while others also respond if the event is moved to a smaller venue, shortened, or played to a reduced audience because of an insured cause. The wording also sets out who must decide to cancel and how quickly the insurer must be told.</p>

<h2>Non-appearance cover</h2>
<p>If the show depends on a particular artist, <strong>non-appearance</strong> cover pays if that person cannot perform because of accident, illness or death, or sometimes because their travel is disrupted by events outside their control. Insurers usually ask for:</p>
<ul>
<li>details of the performer, their age and recent health, and sometimes a medical declaration;</li>
<li>the touring schedule, to check that travel time between shows is realistic;</li>
<li>information on any recent cancellations.</li>
</ul>
<p>Non-appearance caused by a pre-existing medical condition, contract disputes, or the performer's decision not to appear is generally excluded.</p>

<h2>Adverse weather</h2>
<p>For open-air events, <strong>adverse weather</strong> cover can pay when rain, storm or extreme heat forces cancellation or significantly reduces attendance. Some policies define a weather trigger in measurable terms, such as a minimum amount of rain in a specified time window measured at an agreed station. Because Indian monsoon patterns are predictable in broad terms, insurers look closely at dates and location, and weather cover for events during peak monsoon can be expensive or restricted. Covered venues or rain contingency plans help.</p>

<h2>Other useful sections</h2>
<ul>
<li><strong>Equipment cover</strong> for sound, lighting, LED screens and staging, against damage and theft, including transit between venues.</li>
<li><strong>Public liability</strong> for injury to the audience or damage to the venue.</li>
<li><strong>Personal accident</strong> for crew and volunteers who may not be covered elsewhere.</li>
<li><strong>Money cover</strong> for cash collected at box offices or stalls.</li>
</ul>

<h2>Common exclusions</h2>
<ol>
<li>Poor ticket sales or lack of interest in the event</li>
<li>Financial failure of the promoter or a sponsor</li>
<li>Failure to obtain licences and permissions in time</li>
<li>Circumstances known before the policy began</li>
<li>Communicable disease and pandemics, in most current wordings</li>
<li>Terrorism, unless specifically covered</li>
</ol>

<h2>Preparing a proposal</h2>
<p>Insurers will want a clear picture of the event. Have these ready:</p>
<ul>
<li>the event budget, showing committed and refundable costs;</li>
<li>projected ticket and sponsorship income, with the basis for the estimate;</li>
<li>venue details and whether it is indoor or open-air;</li>
<li>the artist line-up and contracts;</li>
<li>permissions obtained or applied for;</li>
<li>safety, security and crowd management plans;</li>
<li>a timeline of key decision points, such as when the stage must be built and when refunds would be announced.</li>
</ul>
<p>Apply early. Cover bought after a risk has become known, such as a storm forecast or an artist's illness, will not protect against it.</p>

<p>Concert insurance is specialised, and wordings vary a great deal, so reading the triggers and exclusions carefully is essential. If you are planning a show and would like to understand the options, you can <a href="/contact">talk to an advisor</a> who can explain how the sections fit your event.</p>
`,
  },
  {
    id: "exhibition-and-trade-fair-insurance",
    blog_title: "Exhibition and trade fair insurance: covering stalls, exhibits and transit",
    blog_description:
      "Exhibitors risk damage to exhibits in transit and at the stall, theft during setup, and visitor injury claims. A practical guide to insuring your trade fair presence.",
    blog_categories: ["Event Insurance"],
    published: "2026-04-28",
    cover: { hue: 295, motif: "home" },
    blog_content: `
<p>Trade fairs and exhibitions are where many Indian businesses find new customers, from small manufacturers at a regional expo to large companies at international shows in Delhi, Mumbai or Bengaluru. Exhibiting involves moving valuable samples, machinery and display material, building a stall, and welcoming hundreds of visitors. Each stage brings risks that a standard office or factory policy may not cover. This guide explains how exhibitors and organisers can insure them.</p>

<h2>Risks an exhibitor faces</h2>
<ul>
<li><strong>Transit damage</strong> to exhibits on the way to and from the venue</li>
<li><strong>Theft</strong> during the build-up and dismantling days, when many people move in and out</li>
<li><strong>Fire or short circuit</strong> at the stall, affecting exhibits and stall fittings</li>
<li><strong>Accidental damage</strong> while handling, installing or demonstrating equipment</li>
<li><strong>Visitor injury</strong>, for example from a falling panel or a machine demonstration</li>
<li><strong>Damage to the venue</strong>, such as flooring or walls, for which the exhibitor may be charged</li>
</ul>

<h2>Covering exhibits: transit plus stay</h2>
<p>Exhibits are usually insured under an <strong>exhibition policy</strong> or a marine cargo policy extended to cover the stay at the venue. The cover should run from the moment goods leave your premises, through the exhibition period, to their return, and is often written on an all risks basis, subject to exclusions. Key points:</p>
<ol>
<li><strong>Sum insured:</strong> the value of exhibits, display material and stall fittings, including costly items such as screens.</li>
<li><strong>Transit mode:</strong> road, air or courier, and whether goods are packed by professionals.</li>
<li><strong>Security conditions:</strong> insurers often require that small valuable items be locked away at night and that theft be reported to the police and organisers immediately.</li>
<li><strong>International shows:</strong> goods going abroad for an exhibition and coming back need cover for the whole round trip, and possibly a customs carnet or similar paperwork, which may carry its own guarantee requirements.</li>
</ol>
<p>If you sell exhibits at the show, tell the insurer. Cover for sold items usually ends when they are handed over to the buyer, and goods sent on directly to a customer may need a separate transit policy.</p>

<h2>Liability at the venue</h2>
<p>Most organisers require exhibitors to hold <strong>public liability insurance</strong>, and many venue contracts make exhibitors responsible for damage to the hall. Check:</p>
<ul>
<li>whether your existing business liability policy extends to exhibitions in other cities;</li>
<li>the minimum limit of indemnity the organiser demands;</li>
<li>whether demonstrations of machinery or food sampling are covered;</li>
<li>whether contractors who build your stall have their own cover.</li>
</ul>
<p>Remember your own people as well. Staff travelling to the show and working long hours on the stand should be covered under your employees' compensation or group personal accident policy, and temporary staff hired through agencies should be covered by the agency; ask for confirmation in writing.</p>

<h2>For organisers</h2>
<p>Organisers of exhibitions face risks of their own and usually combine:</p>
<ul>
<li><strong>event cancellation</strong> cover for losses if the show cannot go ahead for reasons such as venue damage or natural calamities;</li>
<li><strong>public liability</strong> for the organiser's responsibility to visitors;</li>
<li><strong>property cover</strong> for organiser-owned equipment, signage and temporary structures;</li>
<li><strong>personal accident</strong> for staff and volunteers.</li>
</ul>

<h2>Exclusions to look out for</h2>
<ul>
<li>Mysterious disappearance or shortages found only at the end of the show, without evidence of theft</li>
<li>Mechanical or electrical breakdown of exhibits, as opposed to external damage</li>
<li>Damage from poor packing</li>
<li>Wear and tear, scratching and denting, in some wordings</li>
<li>Goods left in unattended vehicles</li>
</ul>

<h2>A simple checklist before the show</h2>
<ol>
<li>List every item going to the show with its value.</li>
<li>Confirm the period of cover, including build-up and dismantling days.</li>
<li>Read the organiser's manual for insurance requirements.</li>
<li>Photograph exhibits and stall fittings at setup.</li>
<li>Arrange secure storage for packing cases and spare stock during the show, and note where they are kept.</li>
<li>Keep insurer and organiser contact details with the stall team.</li>
</ol>

<p>A few hours of planning keeps a business trip from turning into an expensive loss. If you exhibit regularly, an annual arrangement may be simpler than one-off policies. You can read about cargo and transit cover on our <a href="/marine-insurance">marine insurance page</a>, or <a href="/contact">talk to an advisor</a> about insuring your next exhibition.</p>
`,
  },
  {
    id: "sports-event-insurance-participants-spectators-weather",
    blog_title: "Insuring a sports event: participants, spectators and the weather",
    blog_description:
      "From marathons to cricket leagues, sports events carry injury, liability and cancellation risks. What organisers should insure and how to match cover to the event.",
    blog_categories: ["Event Insurance"],
    published: "2026-10-13",
    cover: { hue: 100, motif: "shield" },
    blog_content: `
<p>Sports events in India range from city marathons with thousands of runners to corporate cricket leagues, school tournaments, cycling rallies and kabaddi championships. Whatever the scale, organisers take on responsibility for people's safety in physically demanding settings, often outdoors and often at the mercy of the weather. The right insurance lets organisers focus on the event itself. This guide sets out the main covers.</p>

<h2>1. Personal accident cover for participants</h2>
<p>Injuries are part of sport. A <strong>group personal accident</strong> policy for participants pays fixed benefits for accidental death or permanent disability, and can include cover for medical expenses after an accident. Points to check:</p>
<ul>
<li>whether the activity is covered; some policies exclude certain adventure or motor sports;</li>
<li>age limits for participants, especially for school and veteran categories;</li>
<li>whether practice sessions and travel to the venue are included;</li>
<li>the medical expense limit per person.</li>
</ul>
<p>Personal accident cover pays regardless of fault, which helps avoid disputes and supports injured participants quickly. Staff are covered for work injuries under employees' compensation insurance, which is separate; volunteers may fall outside both, so many organisers include them in the group personal accident policy.</p>

<h2>2. Public liability for spectators and others</h2>
<p>Spectators, volunteers, vendors and passers-by may be injured by crowd surges, collapsing stands, stray balls or equipment. <strong>Public liability insurance</strong> covers the organiser's legal liability for such injuries and for damage to third-party property, such as the ground or nearby vehicles. For road events like marathons and cycling races, consider the wider public along the route as well.</p>
<p>Participants injuring each other in the normal course of a game are generally not considered the organiser's liability, but claims can arise if an injury is linked to the organiser's arrangements, such as an unsafe surface.</p>

<h2>3. Cancellation and adverse weather</h2>
<p><strong>Event cancellation</strong> cover pays irrecoverable costs or lost net revenue if the event is cancelled, postponed or abandoned for reasons beyond the organiser's control. For outdoor sport, <strong>weather</strong> is often the biggest risk. Insurers look carefully at the season and location; cover for events scheduled in the heart of the monsoon may be limited or expensive. Note that some sports have rules for reduced matches, and policies may treat a shortened but completed event differently from an abandoned one.</p>
<p>Also consider broadcast and sponsorship commitments. If a sponsor's fee depends on the event taking place, or a broadcaster has paid for rights, the loss from cancellation may extend well beyond ticket income.</p>

<h2>4. Property and equipment</h2>
<p>Timing systems, scoreboards, tents, barricades, LED screens and broadcast equipment can be damaged or stolen. Property cover on an all risks basis protects the organiser's own and hired equipment, including transit to the venue. Check hire agreements: many make the hirer responsible for the full replacement value.</p>

<h2>Matching cover to the event</h2>
<table>
<thead>
<tr><th>Event type</th><th>Main exposures</th><th>Covers to prioritise</th></tr>
</thead>
<tbody>
<tr><td>City marathon or cyclothon</td><td>Participant collapse and injury; public along the route</td><td>Participant PA, public liability, cancellation</td></tr>
<tr><td>Cricket or football league</td><td>Player injury; spectator injury; rain</td><td>Participant PA, public liability, weather cover</td></tr>
<tr><td>School or college sports meet</td><td>Minor participants; large crowds</td><td>Participant PA with suitable age limits, public liability</td></tr>
<tr><td>Adventure race or trek</td><td>Remote terrain; evacuation</td><td>Specialised PA, evacuation cover, liability</td></tr>
</tbody>
</table>

<h2>Reducing risk</h2>
<ol>
<li>Ask participants to declare health conditions and, for endurance events, encourage a medical check-up.</li>
<li>Arrange medical teams, ambulances and hydration points in proportion to the numbers.</li>
<li>Use written waivers and rules, while remembering they do not remove all liability.</li>
<li>Inspect grounds, stands and temporary structures before the event.</li>
<li>Keep a weather plan with clear decision times.</li>
</ol>

<p>Good insurance complements good planning; it does not replace it. If you are organising a sports event and want to understand which covers fit its size and format, you can <a href="/contact">talk to an advisor</a> for guidance without any obligation.</p>
`,
  },
];
