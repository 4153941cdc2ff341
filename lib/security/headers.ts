/**
 * The security headers every answer of the site carries, whatever the route (the CSP, which
 * names runtime configuration, is set per request in proxy.ts instead).
 *
 * No `Cross-Origin-Opener-Policy`, on purpose (docs/performance-log.md, "COOP costs a renderer
 * process"): a page with one, reached from a tab that has shown nothing yet (a link from WhatsApp,
 * SMS or email opening a new tab, a typed address) or from a page without one, makes Chrome move it
 * to a new browsing context group, so a new renderer process, before its first byte is parsed.
 * Measured under applied 4G throttling, that cost an empty page 100–150 ms (1.15 × its LCP), most
 * of the site's gap to the floor. What it would guard is a window handle held on one of our pages
 * by a page that opened it: the site has no accounts or sessions, a journey page is reachable only
 * by its requestKey (itself the secret), framing is refused (`X-Frame-Options`, `frame-ancestors`)
 * and the site's own new tabs open with `noopener`.
 *
 * One source of truth for two senders: `next.config.ts` sends them from the app when it is
 * reached directly (dev, CI, a single `npm start`); deploy/'s nginx adds them itself, with
 * `add_header`, to everything it answers (`scripts/nginx-security-headers.ts` writes its
 * `add_header` lines from this list when deploy/run-instances.sh renders the config). Behind
 * nginx the app leaves them out ({@link PROXY_SECURITY_HEADERS}), so the proxy's cache does not
 * store them with every page and re-read them on every hit (README "Production topology").
 */
export const SECURITY_HEADERS: readonly { key: string; value: string }[] = [
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(self)",
  },
];

/**
 * Request header deploy/'s nginx sets (to `1`, replacing any copy a client sent) on every request
 * it passes to an instance: nginx adds {@link SECURITY_HEADERS} to the answer itself, so the app
 * leaves them out (`missing` in next.config.ts). A client reaching an instance directly can at
 * most strip these headers from its own answer; the instances listen on loopback only.
 */
export const PROXY_SECURITY_HEADERS = "x-proxy-security-headers";

/**
 * Whether the site sits behind a reverse proxy that overwrites `X-Real-IP` and
 * {@link PROXY_SECURITY_HEADERS} (`TRUST_PROXY=1`, deploy/'s nginx): only then are those request
 * headers believed (the rate limits' client address, the headers left to the proxy).
 */
export function trustsProxy(env: Readonly<Record<string, string | undefined>> = process.env) {
  return env.TRUST_PROXY?.trim() === "1";
}

/**
 * A value as an nginx double-quoted string (`"` and `\` escaped).
 * @throws when it holds `$` (nginx would read a variable) or a line break.
 */
export function nginxQuote(value: string): string {
  if (/[$\r\n]/.test(value)) throw new Error(`${value} cannot be written into nginx.conf`);
  return `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/**
 * nginx `add_header … always;` lines for {@link SECURITY_HEADERS} (every status, nginx's own
 * errors included), one per line.
 * @throws when a name or value cannot be written into nginx.conf as it is.
 */
export function nginxAddHeaders(headers = SECURITY_HEADERS): string {
  return headers
    .map(({ key, value }) => {
      if (!/^[A-Za-z0-9-]+$/.test(key)) throw new Error(`header name ${key} is not a token`);
      return `add_header ${key} ${nginxQuote(value)} always;`;
    })
    .join("\n");
}

/** nginx `proxy_hide_header` lines: an app that sends them anyway is not repeated. */
export function nginxHideHeaders(headers = SECURITY_HEADERS): string {
  return headers.map(({ key }) => `proxy_hide_header ${key};`).join("\n");
}
