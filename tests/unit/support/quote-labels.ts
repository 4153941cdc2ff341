import { vi } from "vitest";

/**
 * The quote wizards' labels as the pages build them (`lib/i18n/quote-labels.ts`), outside Next:
 * next-intl's server `getTranslations` answered by its plain `createTranslator` over the real
 * catalogues. Import this module before `lib/i18n/quote-labels` (it registers the mocks).
 */
vi.mock("server-only", () => ({}));
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const catalogues = {
    en: (await import("@/messages/en.json")).default,
    hi: (await import("@/messages/hi.json")).default,
  };
  return {
    getTranslations: ({ locale, namespace }: { locale: "en" | "hi"; namespace: string }) =>
      Promise.resolve(
        createTranslator({
          locale,
          messages: catalogues[locale],
          namespace: namespace as "Common",
        }),
      ),
  };
});
