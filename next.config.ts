import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { licenceWarning } from "./content/site";
import { routing } from "./i18n/routing";
import { PROXY_SECURITY_HEADERS, SECURITY_HEADERS, trustsProxy } from "./lib/security/headers";
import { journeyRoutePrefixes } from "./lib/seo/journey-routes";

// The broker licence validity is shown in every footer: say so at build and start when it is near or past.
const licence = licenceWarning();
if (licence) console.warn(`\u26a0 ${licence}`);

// Read at build and again at `next start` (which the launcher gives the same ASSET_BASE_URL):
// the image optimizer checks remote images against the runtime value.
const assetBase = process.env.ASSET_BASE_URL ? new URL(process.env.ASSET_BASE_URL) : undefined;

// The image optimizer refuses hosts that resolve to private addresses (SSRF protection). The
// embedded sandbox serves its images from localhost, so allow that only when the asset host is
// itself a loopback name; remotePatterns still restricts fetches to that one host and path.
const loopbackAssets =
  assetBase !== undefined && ["localhost", "127.0.0.1", "[::1]"].includes(assetBase.hostname);

// Several instances behind nginx share the ISR/data cache through Redis (deploy/, README
// "Production topology"). Only when REDIS_URL is set at build time: dev, CI and a single
// `npm start` keep Next's own file-system cache.
const redisCache = process.env.REDIS_URL
  ? {
      cacheHandler: fileURLToPath(new URL("./deploy/cache-handler.mjs", import.meta.url)),
      cacheMaxMemorySize: 0,
    }
  : {};

// "" for English (unprefixed URLs) and "/hi" for Hindi.
const localePrefixes = routing.locales.map((l) => (l === routing.defaultLocale ? "" : `/${l}`));

const nextConfig: NextConfig = {
  // A self-contained server (.next/standalone/server.js) that deploy/run-instances.sh runs N times.
  output: "standalone",
  ...redisCache,
  poweredByHeader: false,
  reactStrictMode: true,
  // No `Link: rel=preload` response header from React for the stylesheet: every HTML answer
  // carries its CSS inline (scripts/inline-css-hook.mjs), and on per-request journey pages whose
  // first screen waits for the broker (FirstScreen) React sent that header, so the whole
  // stylesheet was fetched again at the highest priority beside the HTML (issue 25).
  reactMaxHeadersLength: 0,
  // Source maps of the browser scripts only on request: tests/bench/long-tasks.ts names the
  // functions of a profiled page load with them; a normal build does not publish the sources.
  productionBrowserSourceMaps: process.env.BROWSER_SOURCE_MAPS === "1",
  typedRoutes: false,
  // The lead outbox (lib/outbox) loads PGlite's WASM and data files from its own package folder,
  // and pg-boss loads pg at run time: both stay plain Node packages, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "pg-boss"],
  images: {
    formats: ["image/avif", "image/webp"],
    remotePatterns: assetBase
      ? [
          {
            protocol: assetBase.protocol.replace(":", "") as "http" | "https",
            hostname: assetBase.hostname,
            port: assetBase.port,
            pathname: `${assetBase.pathname.replace(/\/$/, "")}/**`,
          },
        ]
      : [],
    dangerouslyAllowLocalIP: loopbackAssets,
  },
  async headers() {
    // Headers that do not depend on runtime configuration (lib/security/headers.ts); the CSP
    // (which names the redirect allowlist) is set per request in proxy.ts. Behind deploy/'s
    // nginx, which adds the same list itself and says so with a request header, they are left
    // out: its cache would otherwise store them with every page and re-read them on every hit.
    return [
      {
        source: "/:path*",
        // Only in a build for that topology (TRUST_PROXY=1 at build time, as deploy/'s README
        // section says): elsewhere a client's own copy of the header must not strip them (a CDN
        // in front would cache the bare answer for everyone).
        ...(trustsProxy()
          ? { missing: [{ type: "header" as const, key: PROXY_SECURITY_HEADERS }] }
          : {}),
        headers: SECURITY_HEADERS.map(({ key, value }) => ({ key, value })),
      },
      // The icon sprite's name is its content hash (scripts/icon-sprite.ts): a changed drawing
      // gets a new URL, so browsers and nginx may keep each one for a year.
      {
        source: "/icons/:file*",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
      // Journey routes are keyed by a requestKey: never indexed, whatever the page says, in
      // either language (Hindi journeys live under /hi, i18n/routing.ts).
      ...localePrefixes.flatMap((localePrefix) =>
        journeyRoutePrefixes.map((prefix) => ({
          source: `${localePrefix}${prefix}:path*`,
          headers: [{ key: "X-Robots-Tag", value: "noindex, nofollow" }],
        })),
      ),
    ];
  },
};

// next-intl (issue 13): finds the per-request configuration (locale and messages) of server
// components at ./i18n/request.ts. The catalogues are compiled at build (`precompile`): every
// import of messages/*.json gets ICU messages as icu-minify's arrays, and next-intl formats them
// without the ICU parser, 11.9 kB gzipped of every journey step's scripts. What the site's own
// fillers read as text goes through `templateOf` (lib/i18n/message-template.ts).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./i18n/request.ts",
  experimental: {
    messages: { path: "./messages", format: "json", locales: "infer", precompile: true },
  },
});

export default withNextIntl(nextConfig);
