import { createTranslator } from "next-intl";
import type { LeadTexts } from "@/components/lead/lead-texts";
import type { CountdownTexts } from "@/components/ui/countdown-texts";
import type { Locale } from "@/i18n/routing";
import type en from "@/messages/en.json";
import { contentFor } from "./content";
import type { MessagePairs } from "./localize-message";
import { localePath } from "./locale-path";
import { pluralForms } from "./plural-forms";

/**
 * The words of the client islands every page may show (lead forms, the consultation dialog, the
 * redirect countdown), translated on the server from a catalogue and handed to the browser once
 * per page in the layout's client messages (`components/layout/client-messages.tsx`). Pure: the
 * layout passes `getMessages()`, tests pass `messages/{en,hi}.json`.
 */

/** A whole catalogue (`messages/en.json` or its twin). */
export type Catalogue = typeof en;

const LEAD_FIELDS = [
  "firstName",
  "lastName",
  "companyName",
  "phone",
  "email",
  "town",
  "remarks",
  "city",
  "comment",
] as const satisfies readonly (keyof LeadTexts["labels"])[];

/** Keeps a rich-text tag as text (`<tel>…</tel>`) for `richMessage` to render in the browser. */
const keep = (tag: string) => (chunks: string) => `<${tag}>${chunks}</${tag}>`;

/**
 * The lead forms' words in `locale` (catalogue areas LeadForm, Consent, Consultation), the site's
 * name and phone number filled in.
 *
 * @param pairs `formMessagePairs(locale)`: `[]` for English
 */
export function leadTextsOf(locale: Locale, messages: Catalogue, pairs: MessagePairs): LeadTexts {
  const t = createTranslator({ locale, messages, namespace: "LeadForm" });
  const consent = createTranslator({ locale, messages, namespace: "Consent" });
  const consultation = createTranslator({ locale, messages, namespace: "Consultation" });
  const { site } = contentFor(locale);
  return {
    labels: Object.fromEntries(LEAD_FIELDS.map((name) => [name, t(name)])) as LeadTexts["labels"],
    website: t("website"),
    submitDefault: t("submitDefault"),
    submitting: t("submitting"),
    received: t("received"),
    networkError: t("networkError"),
    alsoCall: t.markup("alsoCall", { phone: site.phone.display, tel: keep("tel") }),
    consent: consent.markup("notice", { siteName: site.name, link: keep("link") }),
    privacyHref: localePath(locale, "/platform/policies/privacy-notice"),
    consultation: {
      title: consultation("title"),
      description: consultation("description"),
      submit: consultation("submit"),
    },
    pairs,
  };
}

/** The redirect countdown's words in `locale` (catalogue area Countdown), its plural done here. */
export function countdownTextsOf(locale: Locale, messages: Catalogue): CountdownTexts {
  const t = createTranslator({ locale, messages, namespace: "Countdown" });
  return {
    staying: t("staying"),
    continueTo: t("continueTo", { label: "{label}" }),
    takingYou: pluralForms(locale, (count) =>
      t.markup("takingYou", { count, label: "{label}", strong: keep("strong") }),
    ),
    goNow: t("goNow"),
    stayHere: t("stayHere"),
    homePage: t("homePage"),
    nextPage: t("nextPage"),
  };
}
