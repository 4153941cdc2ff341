import type { MessagePairs } from "@/lib/i18n/localize-message";
import type { LeadFields } from "@/lib/leads/lead-schema";

/**
 * Everything a lead form (page panel or consultation dialog) shows, in the page's language,
 * translated on the server (`lib/i18n/lead-texts.ts`) and handed to the browser once per page
 * through the layout's client messages. Types only, so it costs no JavaScript.
 */
export type LeadTexts = {
  /** The visible label of each field, keyed by the contract's field name. */
  labels: Record<keyof LeadFields, string>;
  /** The honeypot's label (hidden from people). */
  website: string;
  /** The submit button unless the page names its own. */
  submitDefault: string;
  /** The submit button while a lead is in flight. */
  submitting: string;
  /** Shown in place of the fields once the server has the lead. */
  received: string;
  /** Shown when the server could not be reached at all. */
  networkError: string;
  /** After a failure message: the support line, its number wrapped in `<tel>…</tel>`. */
  alsoCall: string;
  /** The consent notice, the privacy notice's name wrapped in `<link>…</link>`. */
  consent: string;
  /** Where the consent notice's link goes, in the page's language. */
  privacyHref: string;
  /** The free-consultation dialog (header, help bar, home page). */
  consultation: { title: string; description: string; submit: string };
  /**
   * Catalogue pairs putting the schema's and server's English messages in the page's language
   * (`formMessagePairs`); `[]` on English pages, so those send nothing extra.
   */
  pairs: MessagePairs;
};
