import * as aboutEn from "@/content/about";
import * as categoriesEn from "@/content/categories";
import * as contactEn from "@/content/contact";
import * as faqsEn from "@/content/faqs";
import * as aboutHi from "@/content/hi/about";
import * as categoriesHi from "@/content/hi/categories";
import * as contactHi from "@/content/hi/contact";
import * as faqsHi from "@/content/hi/faqs";
import * as homeHi from "@/content/hi/home";
import * as jobsHi from "@/content/hi/jobs";
import * as knowledgeHi from "@/content/hi/knowledge-centre";
import * as legalHi from "@/content/hi/legal";
import * as navigationHi from "@/content/hi/navigation";
import * as claimsHi from "@/content/hi/pages/claims";
import * as cyberHi from "@/content/hi/pages/cyber";
import * as healthHi from "@/content/hi/pages/health";
import * as homeInsuranceHi from "@/content/hi/pages/home-insurance";
import * as lifeHi from "@/content/hi/pages/life";
import * as marineHi from "@/content/hi/pages/marine";
import * as motorHi from "@/content/hi/pages/motor";
import * as mtoHi from "@/content/hi/pages/mto";
import * as pospHi from "@/content/hi/pages/posp";
import * as travelHi from "@/content/hi/pages/travel";
import * as siteHi from "@/content/hi/site";
import * as testimonialsHi from "@/content/hi/testimonials";
import * as homeEn from "@/content/home";
import * as jobsEn from "@/content/jobs";
import * as knowledgeEn from "@/content/knowledge-centre";
import * as legalEn from "@/content/legal";
import * as navigationEn from "@/content/navigation";
import * as claimsEn from "@/content/pages/claims";
import * as cyberEn from "@/content/pages/cyber";
import * as healthEn from "@/content/pages/health";
import * as homeInsuranceEn from "@/content/pages/home-insurance";
import * as lifeEn from "@/content/pages/life";
import * as marineEn from "@/content/pages/marine";
import * as motorEn from "@/content/pages/motor";
import * as mtoEn from "@/content/pages/mto";
import * as pospEn from "@/content/pages/posp";
import * as travelEn from "@/content/pages/travel";
import * as siteEn from "@/content/site";
import * as testimonialsEn from "@/content/testimonials";
import type { Locale } from "@/i18n/routing";

/** Everything the site writes itself, in English (content/*): the shape both languages share. */
const en = {
  site: siteEn.site,
  whatsappUrl: siteEn.whatsappUrl,
  addressLine: siteEn.addressLine,
  licenceLine: siteEn.licenceLine,
  aboutPage: aboutEn.aboutPage,
  categories: categoriesEn.categories,
  contactPage: contactEn.contactPage,
  generalFaqs: faqsEn.generalFaqs,
  homePage: homeEn.homePage,
  jobsPage: jobsEn.jobsPage,
  jobs: jobsEn.jobs,
  blogPage: knowledgeEn.blogPage as typeof knowledgeHi.blogPage,
  articlePage: knowledgeEn.articlePage as typeof knowledgeHi.articlePage,
  videosPage: knowledgeEn.videosPage as typeof knowledgeHi.videosPage,
  blogTeaser: knowledgeEn.blogTeaser as typeof knowledgeHi.blogTeaser,
  knowledgeTabs: knowledgeEn.knowledgeTabs as typeof knowledgeHi.knowledgeTabs,
  legalPages: legalEn.legalPages,
  getLegalPage: legalEn.getLegalPage,
  policyLinks: navigationEn.policyLinks,
  categoryLinks: navigationEn.categoryLinks,
  headerLinksBefore: navigationEn.headerLinksBefore,
  headerLinksAfter: navigationEn.headerLinksAfter,
  claimsPage: claimsEn.claimsPage,
  cyberPage: cyberEn.cyberPage,
  healthPage: healthEn.healthPage,
  homeInsurancePage: homeInsuranceEn.homeInsurancePage,
  lifePage: lifeEn.lifePage,
  marinePage: marineEn.marinePage,
  motorPage: motorEn.motorPage,
  mtoPage: mtoEn.mtoPage,
  pospPage: pospEn.pospPage,
  travelPage: travelEn.travelPage,
  testimonials: testimonialsEn.testimonials,
  /** The label of a blog or video category key (the key itself is the broker's and never changes). */
  categoryLabel: (key: string): string => key,
};

const hiCategoryLabels: Record<string, string> = {
  ...knowledgeHi.videoCategoryLabels,
  ...knowledgeHi.blogCategoryLabels,
};

/** The same, in Hindi (content/hi/*, typed as twins of the English modules). */
const hi: typeof en = {
  site: siteHi.site as typeof siteEn.site,
  whatsappUrl: siteHi.whatsappUrl,
  addressLine: siteHi.addressLine,
  licenceLine: siteHi.licenceLine,
  aboutPage: aboutHi.aboutPage,
  categories: categoriesHi.categories,
  contactPage: contactHi.contactPage,
  generalFaqs: faqsHi.generalFaqs,
  homePage: homeHi.homePage,
  jobsPage: jobsHi.jobsPage,
  jobs: jobsHi.jobs,
  blogPage: knowledgeHi.blogPage,
  articlePage: knowledgeHi.articlePage,
  videosPage: knowledgeHi.videosPage,
  blogTeaser: knowledgeHi.blogTeaser,
  knowledgeTabs: knowledgeHi.knowledgeTabs,
  legalPages: legalHi.legalPages,
  getLegalPage: legalHi.getLegalPage,
  policyLinks: navigationHi.policyLinks,
  categoryLinks: navigationHi.categoryLinks,
  headerLinksBefore: navigationHi.headerLinksBefore,
  headerLinksAfter: navigationHi.headerLinksAfter,
  claimsPage: claimsHi.claimsPage,
  cyberPage: cyberHi.cyberPage,
  healthPage: healthHi.healthPage,
  homeInsurancePage: homeInsuranceHi.homeInsurancePage,
  lifePage: lifeHi.lifePage,
  marinePage: marineHi.marinePage,
  motorPage: motorHi.motorPage,
  mtoPage: mtoHi.mtoPage,
  pospPage: pospHi.pospPage,
  travelPage: travelHi.travelPage,
  testimonials: testimonialsHi.testimonials,
  categoryLabel: (key: string): string => hiCategoryLabels[key] ?? key,
};

/** What {@link contentFor} returns: every page's words and the broker's facts, one language. */
export type SiteContent = typeof en;

/**
 * The site's own words in one language: content/* for English, the Hindi twins in content/hi/*
 * for Hindi (same keys, list lengths, paths and numbers; only the words differ). Paths inside
 * are unprefixed (`/claims`); links are made Hindi with `localePath` where they are rendered.
 */
export function contentFor(locale: Locale): SiteContent {
  return locale === "hi" ? hi : en;
}
