import type messages from "../messages/en.json";
import type { routing } from "./routing";

/**
 * next-intl's type registration: `useTranslations`/`getTranslations` accept only keys that exist
 * in messages/en.json (hi.json is held to the same keys by tests/unit/i18n-catalogue.test.ts),
 * check ICU arguments, and `useLocale()` returns "en" | "hi".
 */
declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages;
  }
}
