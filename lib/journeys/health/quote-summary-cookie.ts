import "server-only";
import { cookies } from "next/headers";
import { routing } from "@/i18n/routing";
import { localePath } from "@/lib/i18n/locale-path";
import { plansPath } from "@/lib/journeys/shared/paths";
import { redirectPolicy } from "@/lib/journeys/shared/server-policy";
import {
  decodeQuoteSummary,
  encodeQuoteSummary,
  type QuoteSummary,
} from "@/lib/journeys/health/quote-summary";

/**
 * The cookie's name on one language's plans path. One name per language: a response holds one
 * cookie of a name (Next's `cookies()` keys them by name), and each language's plans page has a
 * path of its own. Requests are told apart by the path.
 */
export const quoteSummaryCookie = (locale: string) => `quote_summary_${locale}`;

/** How long the summary is kept: a comparing session, not the life of the plans link. */
export const QUOTE_SUMMARY_MAX_AGE = 60 * 60 * 6;

/**
 * The paths the summary cookie is set on: the request's plans page in every language
 * (`/insurance-compare/health/{requestKey}` and `/hi/…`; an insurer's list below it too), so the
 * browser sends it nowhere else and one request's summary never shows on another's plans.
 */
export function quoteSummaryPaths(requestKey: string): { name: string; path: string }[] {
  const path = plansPath("health", requestKey);
  return routing.locales.map((locale) => ({
    name: quoteSummaryCookie(locale),
    path: localePath(locale, path),
  }));
}

/**
 * Keeps a health quote's summary for its plans page (server actions only): httpOnly,
 * SameSite=Lax, Secure when the site is served over https, {@link QUOTE_SUMMARY_MAX_AGE}.
 */
export async function keepQuoteSummary(requestKey: string, summary: QuoteSummary): Promise<void> {
  const store = await cookies();
  const value = encodeQuoteSummary(summary);
  for (const { name, path } of quoteSummaryPaths(requestKey))
    store.set({
      name,
      value,
      httpOnly: true,
      sameSite: "lax",
      secure: redirectPolicy().siteOrigin.startsWith("https:"),
      path,
      maxAge: QUOTE_SUMMARY_MAX_AGE,
    });
}

/**
 * The summary the browser sent with this request (only the plans page of the request it was
 * set for receives it), or null: none, or one that fails the check of `decodeQuoteSummary`.
 */
export async function readQuoteSummary(locale: string): Promise<QuoteSummary | null> {
  return decodeQuoteSummary((await cookies()).get(quoteSummaryCookie(locale))?.value);
}
