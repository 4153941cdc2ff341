import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { routing, type Locale } from "./routing";

/**
 * The catalogue of each locale, loaded lazily so a page only pulls in the one it renders.
 * A static map (not a template import path) so the bundler sees exactly two JSON files.
 */
const catalogues: Record<Locale, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import("../messages/en.json"),
  hi: () => import("../messages/hi.json"),
};

/**
 * next-intl's per-request configuration (found by the plugin at `./i18n/request.ts`): the
 * locale of the `[locale]` segment, falling back to English for a missing or unknown value
 * (a page outside `[locale]`, or a segment like `/xx` that matched the catch-all), and that
 * locale's messages from `messages/{locale}.json`. Time zone is India's, so dates a server
 * formats match the ones the browser shows.
 */
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale: Locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    timeZone: "Asia/Kolkata",
    messages: (await catalogues[locale]()).default,
  };
});
