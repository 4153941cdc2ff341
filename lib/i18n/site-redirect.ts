import { redirect } from "next/navigation";
import { getLocale } from "next-intl/server";
import type { Locale } from "@/i18n/routing";
import { localePath } from "./locale-path";

/**
 * `redirect()` to a site path in the language of the page being rendered (issue 13): the
 * journey rules return unprefixed paths (`/health/{key}/member`), so a Hindi journey step sends
 * the visitor on to `/hi/health/{key}/member`. For server components under `app/[locale]`;
 * never returns (Next's redirect throws).
 *
 * @param path an unprefixed site path
 */
export async function siteRedirect(path: string): Promise<never> {
  redirect(localePath((await getLocale()) as Locale, path));
}
