/**
 * Decides whether the browser may follow a URL the broker returned (broker-api.md "Transport":
 * `url`, `paymentUrl`, `redirectUrl`, `redirect_link`, `meta.apiUrl`).
 *
 * Allowed: a path on the site itself (`/health/...`), or an absolute http(s) URL whose origin is
 * the site's own or on `allowlist`. Refused: `javascript:`, `data:`, protocol-relative `//host`,
 * backslash tricks such as `/\host`, credentials in the URL, unknown origins.
 *
 * @param raw the URL as the broker sent it
 * @param siteOrigin the site's own origin (`SITE_URL`)
 * @param allowlist allowed origins (`REDIRECT_ALLOWLIST`)
 * @returns the URL to follow (a site path, or the normalised absolute URL), or `null` when refused
 */
export function checkRedirect(
  raw: unknown,
  siteOrigin: string,
  allowlist: readonly string[],
): string | null {
  if (typeof raw !== "string") return null;
  const value = raw.trim();
  if (!value || /[\u0000-\u001f\u007f\\]/.test(value)) return null;

  if (value.startsWith("/")) {
    if (value.startsWith("//")) return null;
    const resolved = new URL(value, siteOrigin);
    // Dot segments can fold "/..//evil.example" into "//evil.example": refuse what the browser would read as another host.
    if (resolved.origin !== new URL(siteOrigin).origin || resolved.pathname.startsWith("//"))
      return null;
    return `${resolved.pathname}${resolved.search}${resolved.hash}`;
  }

  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username || url.password) return null;
  const allowed = new Set([new URL(siteOrigin).origin, ...allowlist.map((o) => new URL(o).origin)]);
  return allowed.has(url.origin) ? url.href : null;
}
