import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageLocale } from "@/lib/i18n/page-locale";

/** A key of the `Titles` catalogue area. */
type TitleKey = Parameters<Awaited<ReturnType<typeof getTranslations<"Titles">>>>[0];

/**
 * A journey page's `generateMetadata`: its title (and description) from the `Titles` catalogue
 * area in the page's language (issue 13). The journeys layout adds `noindex`.
 *
 * @param title the title's key, e.g. `"member"` → "Member details" / "सदस्यों की जानकारी"
 * @param description the description's key, when the page has one
 */
export function titleMetadata(title: TitleKey, description?: TitleKey) {
  return async function generateMetadata({
    params,
  }: {
    params: Promise<{ locale: string }>;
  }): Promise<Metadata> {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: "Titles" });
    return description ? { title: t(title), description: t(description) } : { title: t(title) };
  };
}
