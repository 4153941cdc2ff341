import { describe, expect, it } from "vitest";
import * as enAbout from "@/content/about";
import * as enCategories from "@/content/categories";
import * as enContact from "@/content/contact";
import * as enFaqs from "@/content/faqs";
import * as enHome from "@/content/home";
import * as enJobs from "@/content/jobs";
import * as enKnowledge from "@/content/knowledge-centre";
import * as enLegal from "@/content/legal";
import * as enNavigation from "@/content/navigation";
import * as enClaims from "@/content/pages/claims";
import * as enCyber from "@/content/pages/cyber";
import * as enHealth from "@/content/pages/health";
import * as enHomeInsurance from "@/content/pages/home-insurance";
import * as enLife from "@/content/pages/life";
import * as enMarine from "@/content/pages/marine";
import * as enMotor from "@/content/pages/motor";
import * as enMto from "@/content/pages/mto";
import * as enPosp from "@/content/pages/posp";
import * as enTravel from "@/content/pages/travel";
import * as enPartners from "@/content/partners";
import * as enSite from "@/content/site";
import * as enTestimonials from "@/content/testimonials";
import * as hiAbout from "@/content/hi/about";
import * as hiCategories from "@/content/hi/categories";
import * as hiContact from "@/content/hi/contact";
import * as hiFaqs from "@/content/hi/faqs";
import * as hiHome from "@/content/hi/home";
import * as hiJobs from "@/content/hi/jobs";
import * as hiKnowledge from "@/content/hi/knowledge-centre";
import * as hiLegal from "@/content/hi/legal";
import * as hiNavigation from "@/content/hi/navigation";
import * as hiClaims from "@/content/hi/pages/claims";
import * as hiCyber from "@/content/hi/pages/cyber";
import * as hiHealth from "@/content/hi/pages/health";
import * as hiHomeInsurance from "@/content/hi/pages/home-insurance";
import * as hiLife from "@/content/hi/pages/life";
import * as hiMarine from "@/content/hi/pages/marine";
import * as hiMotor from "@/content/hi/pages/motor";
import * as hiMto from "@/content/hi/pages/mto";
import * as hiPosp from "@/content/hi/pages/posp";
import * as hiTravel from "@/content/hi/pages/travel";
import * as hiPartners from "@/content/hi/partners";
import * as hiSite from "@/content/hi/site";
import * as hiTestimonials from "@/content/hi/testimonials";

/**
 * Every Hindi content module (content/hi, issue 13) is the twin of its English module: the same
 * exports, keys and list lengths, so the same components render either language; the same
 * slugs, ids, hrefs, icons and lead settings, so URLs, anchors and the leads sent to the broker
 * do not depend on the language; and Hindi words where English has words.
 */

const modules: Record<string, [Record<string, unknown>, Record<string, unknown>]> = {
  about: [enAbout, hiAbout],
  categories: [enCategories, hiCategories],
  contact: [enContact, hiContact],
  faqs: [enFaqs, hiFaqs],
  home: [enHome, hiHome],
  jobs: [enJobs, hiJobs],
  "knowledge-centre": [enKnowledge, hiKnowledge],
  legal: [enLegal, hiLegal],
  navigation: [enNavigation, hiNavigation],
  "pages/claims": [enClaims, hiClaims],
  "pages/cyber": [enCyber, hiCyber],
  "pages/health": [enHealth, hiHealth],
  "pages/home-insurance": [enHomeInsurance, hiHomeInsurance],
  "pages/life": [enLife, hiLife],
  "pages/marine": [enMarine, hiMarine],
  "pages/motor": [enMotor, hiMotor],
  "pages/mto": [enMto, hiMto],
  "pages/posp": [enPosp, hiPosp],
  "pages/travel": [enTravel, hiTravel],
  partners: [enPartners, hiPartners],
  site: [enSite, hiSite],
  testimonials: [enTestimonials, hiTestimonials],
};

/**
 * English exports that are not words and so have no Hindi twin: the broker's category keys
 * (sent back to the broker as they are), page sizes, the licence date logic and its settings.
 */
const notText = new Set([
  "knowledge-centre.ALL_CATEGORIES",
  "knowledge-centre.blogCategories",
  "knowledge-centre.videoCategories",
  "knowledge-centre.knowledgeLimits",
  "site.LICENCE_WARNING_DAYS",
  "site.licenceStatus",
  // A message for the build log and the server log, never shown to a visitor.
  "site.licenceWarning",
]);

/** Hindi-only exports: display names for the broker's category keys above. */
const hindiOnly = new Set([
  "knowledge-centre.blogCategoryLabels",
  "knowledge-centre.videoCategoryLabels",
]);

/** Keys whose values are identities, not words: the same in every language. */
const identityKeys = new Set([
  "slug",
  "id",
  "href",
  "url",
  "path",
  "icon",
  "kind",
  "businessType",
  "withCompany",
  "collapsible",
  "logo",
  "lastUpdated",
  "code",
  "validTillIso",
  "tel",
  "display",
  "email",
  "grievanceEmail",
  "whatsappNumber",
  "bimaBharosaUrl",
  "foundedYear",
  "postalCode",
  "country",
  "days",
  "opens",
  "closes",
  // The broker's category keys (sent back to the broker as they are).
  "categories",
]);

/** Records keyed by words (label → figure): the Hindi twin has Hindi keys, the same number of them. */
const wordKeyedRecords = new Set(["home.homePage.stats"]);

/** Values kept as they are written in English: brand and company names, the postal address. */
const keptAsWritten = [
  /^partners\.partners\.\d+\.name$/,
  /^site\.site\.(name|legalName|leadSource)$/,
  /^site\.site\.socials\.\d+\.name$/,
  /^site\.site\.address\./,
  /^site\.addressLine$/,
  // The chat link: its Hindi greeting is percent-encoded.
  /^site\.whatsappUrl$/,
  /\.jobs\.\d+\.location$/,
  // The registered office line: company name and postal address only.
  /^contact\.contactPage\.sections\.0\.paragraphs\.0$/,
];

/** Codes and figures read the same in a Hindi sentence: "MTO", "IDV", "30+", "₹5,00,000". */
const codeOrFigure = /^(MTO|IDV|NCB|KYC|GST|POSP|IRDAI|[\d₹,.+~%\s])+$/u;

type Problem = string;

/** Walks English and Hindi together and lists every difference a reader or a URL would notice. */
function compare(en: unknown, hi: unknown, path: string, key: string, problems: Problem[]): void {
  if (typeof en === "function") {
    if (typeof hi !== "function") problems.push(`${path}: a function in English, not in Hindi`);
    return;
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(hi)) return void problems.push(`${path}: a list in English, not in Hindi`);
    if (hi.length !== en.length)
      problems.push(`${path}: ${en.length} items in English, ${hi.length} in Hindi`);
    en.forEach((item, i) => compare(item, hi[i], `${path}.${i}`, key, problems));
    return;
  }
  if (en !== null && typeof en === "object") {
    if (hi === null || typeof hi !== "object" || Array.isArray(hi))
      return void problems.push(`${path}: an object in English, not in Hindi`);
    if (wordKeyedRecords.has(path)) {
      const enValues = Object.values(en);
      const hiEntries = Object.entries(hi);
      if (hiEntries.length !== enValues.length)
        problems.push(
          `${path}: ${enValues.length} entries in English, ${hiEntries.length} in Hindi`,
        );
      for (const [label, value] of hiEntries) {
        compare(label, label, `${path}.${label}`, "label", problems);
        compare("", value, `${path}.${label}`, "figure", problems);
      }
      return;
    }
    const enKeys = Object.keys(en).sort();
    const hiKeys = Object.keys(hi).sort();
    for (const k of enKeys.filter((k) => !hiKeys.includes(k)))
      problems.push(`${path}.${k}: missing in Hindi`);
    for (const k of hiKeys.filter((k) => !enKeys.includes(k)))
      problems.push(`${path}.${k}: extra in Hindi`);
    for (const k of enKeys) {
      if (hiKeys.includes(k))
        compare(
          (en as Record<string, unknown>)[k],
          (hi as Record<string, unknown>)[k],
          `${path}.${k}`,
          k,
          problems,
        );
    }
    return;
  }
  if (typeof hi !== typeof en)
    return void problems.push(`${path}: ${typeof en} in English, ${typeof hi} in Hindi`);
  if (identityKeys.has(key) || typeof en !== "string") {
    if (hi !== en)
      problems.push(`${path}: must stay ${JSON.stringify(en)}, is ${JSON.stringify(hi)}`);
    return;
  }
  const text = hi as string;
  if (text.trim() === "") problems.push(`${path}: empty in Hindi`);
  else if (keptAsWritten.some((re) => re.test(path))) return;
  else if (!/[\u0900-\u097F]/u.test(text) && !codeOrFigure.test(text))
    problems.push(`${path}: no Hindi in ${JSON.stringify(text)}`);
  if (/[०-९]/u.test(text))
    problems.push(`${path}: Devanagari digits (forms and documents use 0-9)`);
}

describe("content/hi", () => {
  for (const [name, [en, hi]] of Object.entries(modules)) {
    it(`${name} has the English module's shape, identities and Hindi words`, () => {
      const problems: Problem[] = [];
      for (const exported of Object.keys(en)) {
        const id = `${name}.${exported}`;
        if (notText.has(id)) continue;
        if (!(exported in hi)) problems.push(`${id}: not exported by content/hi/${name}`);
        else compare(en[exported], hi[exported], id, exported, problems);
      }
      for (const exported of Object.keys(hi)) {
        const id = `${name}.${exported}`;
        if (!(exported in en) && !hindiOnly.has(id)) problems.push(`${id}: exported only in Hindi`);
      }
      expect(problems).toEqual([]);
    });
  }

  it("names every broker category in Hindi, keyed by the broker's own value", () => {
    expect(Object.keys(hiKnowledge.blogCategoryLabels).sort()).toEqual(
      [...enKnowledge.blogCategories, enKnowledge.ALL_CATEGORIES].sort(),
    );
    expect(Object.keys(hiKnowledge.videoCategoryLabels).sort()).toEqual(
      [...enKnowledge.videoCategories, enKnowledge.ALL_CATEGORIES].sort(),
    );
  });

  it("finds the same legal pages by slug", () => {
    for (const page of enLegal.legalPages) {
      expect(hiLegal.getLegalPage(page.slug)?.slug).toBe(page.slug);
    }
    expect(hiLegal.getLegalPage("nope")).toBeUndefined();
  });
});
