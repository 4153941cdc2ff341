import "server-only";
import type { Locale } from "@/i18n/routing";
import { messagePairs, type MessagePairs } from "./localize-message";

/**
 * The catalogue areas holding the wording of schema, action and journey-rule messages: every
 * area whose name starts with `Validation` or `Messages` (e.g. `Validation`, `MessagesJourney`).
 */
const isFormNamespace = (name: string) => /^(Validation|Messages)/.test(name);

const cache = new Map<Locale, Promise<MessagePairs>>();

/**
 * The pairs a page's forms need to show their messages in `locale` (see `localize-message.ts`).
 * English needs none: `[]`, so English pages send nothing extra to the browser.
 */
export function formMessagePairs(locale: Locale): Promise<MessagePairs> {
  if (locale === "en") return Promise.resolve([]);
  let pairs = cache.get(locale);
  if (!pairs) {
    pairs = Promise.all([import("@/messages/en.json"), import("@/messages/hi.json")]).then(
      ([en, localized]) =>
        messagePairs(
          en.default,
          localized.default,
          Object.keys(en.default).filter(isFormNamespace),
        ),
    );
    cache.set(locale, pairs);
  }
  return pairs;
}
