/**
 * Where page views go (README "Analytics"):
 * - `vercel`: on Vercel (`VERCEL` set), `@vercel/analytics` and its `/_vercel/insights` collector;
 * - `umami`: anywhere else, when `ANALYTICS_SCRIPT_URL` and `ANALYTICS_SITE_ID` name a
 *   (self-hosted) Umami tracker; it reports to the script's origin;
 * - `none`: nothing is loaded and nothing is sent.
 * Vercel wins when both apply. Read where the root layout renders: at build time for static pages,
 * per request for dynamic ones, so build and start with the same values.
 */
export type AnalyticsConfig =
  { kind: "vercel" } | { kind: "umami"; scriptUrl: string; siteId: string } | { kind: "none" };

/**
 * The analytics configuration of this process (see {@link AnalyticsConfig}). Dependency-free so
 * proxy.ts can use it; the values are validated at start-up (`lib/env.ts`), and a malformed URL
 * here yields `none` rather than an error.
 */
export function analyticsConfig(
  source: Readonly<Record<string, string | undefined>> = process.env,
): AnalyticsConfig {
  if (source.VERCEL) return { kind: "vercel" };
  const origin = analyticsOrigin(source);
  const siteId = source.ANALYTICS_SITE_ID?.trim();
  const scriptUrl = source.ANALYTICS_SCRIPT_URL?.trim();
  if (origin && siteId && scriptUrl) return { kind: "umami", scriptUrl, siteId };
  return { kind: "none" };
}

/**
 * The origin the Content-Security-Policy must allow in `script-src` and `connect-src` for the
 * self-hosted tracker, or "" when there is none. Never throws: a malformed URL yields "" (the
 * server refuses to start with it anyway, `instrumentation.ts`).
 */
export function analyticsOrigin(
  source: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const url = source.ANALYTICS_SCRIPT_URL?.trim();
  if (!url || !source.ANALYTICS_SITE_ID?.trim()) return "";
  try {
    const { protocol, origin } = new URL(url);
    return protocol === "https:" || protocol === "http:" ? origin : "";
  } catch {
    return "";
  }
}
