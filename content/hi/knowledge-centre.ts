import {
  blogCategories,
  videoCategories,
  type articlePage as articlePageEn,
  type BlogCategory,
  type blogPage as blogPageEn,
  type blogTeaser as blogTeaserEn,
  type knowledgeTabs as knowledgeTabsEn,
  type VideoCategory,
  type videosPage as videosPageEn,
} from "../knowledge-centre";
import type { ALL_CATEGORIES } from "../knowledge-centre";
import type { Widen } from "./widen";

/**
 * The knowledge centre's words in Hindi (twin of content/knowledge-centre.ts). The category
 * keys stay the broker's English values (they go back to the broker in `key`); only their
 * labels below are Hindi. Articles and videos themselves stay in the language the broker sends.
 */

/** Hindi label of each blog category key, plus "All". */
export const blogCategoryLabels: Record<BlogCategory | typeof ALL_CATEGORIES, string> = {
  All: "सभी",
  "Multi Modal Insurance": "मल्टी मॉडल इंश्योरेंस",
  "General Insurance": "जनरल इंश्योरेंस",
  "Event Insurance": "इवेंट इंश्योरेंस",
  "Health Insurance": "हेल्थ इंश्योरेंस",
  "Motor Insurance": "मोटर इंश्योरेंस",
  "Marine Insurance": "मरीन इंश्योरेंस",
};

/** Hindi label of each video category key, plus "All". */
export const videoCategoryLabels: Record<VideoCategory | typeof ALL_CATEGORIES, string> = {
  All: "सभी",
  Cyber: "साइबर",
  "Multi Model": "मल्टी मॉडल",
  Motor: "मोटर",
  Marine: "मरीन",
  Travel: "ट्रैवल",
  Home: "होम",
  "Health Insurance": "हेल्थ इंश्योरेंस",
};

/** /hi/blog */
export const blogPage: Widen<typeof blogPageEn> = {
  path: "/blog",
  name: "ब्लॉग",
  heading: "बीमा आसान भाषा में: SureShield ब्लॉग",
  intro: "हेल्थ, मोटर, मरीन और कारोबारी बीमा पर आसान भाषा में गाइड, हमारे सलाहकारों की कलम से।",
  meta: {
    title: "बीमा ब्लॉग: गाइड, क्लेम टिप्स और जानकारी",
    description:
      "SureShield के सलाहकारों की हेल्थ, मोटर, मरीन, मल्टीमॉडल और इवेंट इंश्योरेंस पर आसान गाइड पढ़ें: कवर, क्लेम, ऐड-ऑन और किन बातों का ध्यान रखें।",
    keywords: ["बीमा ब्लॉग", "हेल्थ इंश्योरेंस गाइड", "मोटर इंश्योरेंस टिप्स", "मरीन इंश्योरेंस", "बीमा क्लेम"],
  },
  // The broker's category keys (sent back as `key`); their Hindi labels are blogCategoryLabels.
  categories: blogCategories,
  categoriesLabel: "ब्लॉग की कैटेगरी",
  failed: "ब्लॉग लोड नहीं हो पाए",
  empty: "यहाँ अभी कोई लेख नहीं है।",
  allLabel: "सभी लेख",
};

/** /hi/blog/{bname} */
export const articlePage: Widen<typeof articlePageEn> = {
  failed: "लेख लोड नहीं हो पाया",
  failedHint: "एक मिनट बाद फिर से कोशिश करें, या दूसरे लेख देखें।",
  backLabel: "ब्लॉग पर वापस जाएँ",
};

/** /hi/videos */
export const videosPage: Widen<typeof videosPageEn> = {
  path: "/videos",
  name: "वीडियो",
  heading: "बीमा वीडियो",
  intro: "साइबर, मोटर, मरीन, ट्रैवल, होम और हेल्थ इंश्योरेंस पर छोटे वीडियो।",
  meta: {
    title: "बीमा वीडियो: छोटे और आसान",
    description:
      "SureShield के छोटे वीडियो देखें, जो साइबर, मोटर, मरीन, ट्रैवल, होम और हेल्थ इंश्योरेंस, क्लेम और ऐड-ऑन को आसान भाषा में समझाते हैं।",
    keywords: ["बीमा वीडियो", "बीमा की जानकारी", "मोटर इंश्योरेंस वीडियो", "हेल्थ इंश्योरेंस वीडियो"],
  },
  categories: videoCategories,
  categoriesLabel: "वीडियो की कैटेगरी",
  failed: "कुछ गड़बड़ हो गई",
  empty: "इस कैटेगरी में अभी कोई वीडियो नहीं है।",
  allLabel: "सभी वीडियो",
  unplayable: "यह वीडियो यहाँ नहीं चल सकता।",
};

/** The blog teaser block. */
export const blogTeaser: Widen<typeof blogTeaserEn> = {
  heading: "हमारे ब्लॉग से",
  moreLabel: "और लेख पढ़ें",
};

/** The Blog / Videos switch. */
export const knowledgeTabs: Widen<typeof knowledgeTabsEn> = [
  { href: "/blog", label: "ब्लॉग" },
  { href: "/videos", label: "वीडियो" },
];
