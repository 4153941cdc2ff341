import { NextRequest, NextResponse } from "next/server";
import createMiddleware from "next-intl/middleware";
import { routing } from "@/i18n/routing";
import { splitLocale } from "@/lib/i18n/locale-path";
import { getBlog } from "@/lib/api/content";
import {
  isPostId,
  postPathParts,
  UNAVAILABLE_POST_PATH,
  UNKNOWN_POST_PATH,
} from "@/lib/content/post-id";
import { canonicalPath, routedPath } from "@/lib/security/normalize-path";
import { refuseServerAction } from "@/lib/security/server-action-guard";
import { isJourneyPath } from "@/lib/seo/journey-routes";
import { contentSecurityPolicy, cspOptions, REPORTING_ENDPOINTS } from "@/lib/security/csp";
import { PROXY_SECURITY_HEADERS, trustsProxy } from "@/lib/security/headers";

export { contentSecurityPolicy, CSP_REPORT_PATH, type CspOptions } from "@/lib/security/csp";

/**
 * Runs before every page, route handler and server action (see `config.matcher`):
 *
 * 1. Refuses an empty `Origin` header with 400, and hostile server-action requests (foreign,
 *    `null` or malformed `Origin`, empty, non-JSON, broken or over-1 MB bodies) with a 4xx
 *    (lib/security/server-action-guard.ts): Next would answer them 500. `TRACE`/`TRACK` never get
 *    here (Next cannot build a Request for them): lib/security/refuse-trace.ts answers them with
 *    405, installed by instrumentation.ts.
 * 2. Reads every rule below off the path Next routes (lib/security/normalize-path.ts): an encoded
 *    or untidy spelling (`/%68ealth/…`) gets the same rules, and a GET for it a 308 to the
 *    canonical URL.
 * 3. Keeps unknown blog posts out of the ISR cache: `/blog/{bname}` of a post the broker does not
 *    know is rewritten to one shared 404 page ({@link UNKNOWN_POST_PATH}), and anything below it
 *    (its Open Graph image) answers a bare 404. Next would otherwise render and store a 404 page
 *    and a PNG for every slug anyone requests. While the broker fails, posts are rewritten to one
 *    shared 'Failed to fetch blog' page ({@link UNAVAILABLE_POST_PATH}). A file name the site does
 *    not have (`/x.png`, `/.env`) is rewritten to one shared 404 page instead of Next's 500.
 * 4. Sets the Content-Security-Policy, which names runtime configuration (redirect allowlist,
 *    asset host), plus the `Reporting-Endpoints` its `report-to` names, and `X-Robots-Tag` on
 *    journey routes.
 * 5. Hands every page path to next-intl's middleware (issue 13), which rewrites it to the
 *    `app/[locale]` route of its language (`/about` → `/en/about`, `/hi/about` → `/hi/about`)
 *    and redirects `/en/…` to the unprefixed URL. The decisions above use the path without its
 *    `/hi` prefix, so a Hindi journey gets the same nonce CSP as an English one. Route handlers
 *    (`/api/…`) and files (`/robots.txt`, `/og/default.png`) are not pages and skip it.
 *
 * Journey routes (`lib/seo/journey-routes.ts`) render per request, so they get a fresh nonce and
 * a `script-src` without `'unsafe-inline'`: the nonce goes on the request's own CSP and `x-nonce`
 * headers, and Next puts it on its scripts while rendering (Next's documented nonce pattern).
 * Static content routes are prerendered once for every visitor and cannot carry a nonce; they
 * keep `'unsafe-inline'` (README "Security and reliability").
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  const origin = request.headers.get("origin");
  if (origin !== null && origin.trim() === "") {
    return new NextResponse("Bad request: empty Origin header", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const actionRefusal = await refuseServerAction(request);
  if (actionRefusal) return actionRefusal;

  const rawPath = request.nextUrl.pathname;
  // Every rule below looks at the path Next routes (issue 24, item 3): `/%68ealth/x/member` is the
  // health journey, `/%62log/x` a blog post.
  const routed = routedPath(rawPath);
  const canonical = canonicalPath(rawPath);
  const { locale, path: pathname } = splitLocale(routed);
  const nonce = isJourneyPath(pathname) ? newNonce() : undefined;
  const csp = contentSecurityPolicy(cspOptions(process.env, nonce));
  // Behind deploy/'s nginx a page without a nonce gets the same policy from nginx, which
  // renders it from this module with the instances' environment (README "Production
  // topology"): its cache then does not store ~500 bytes of it with every page. A nonce
  // policy is the app's alone.
  // Believed only with TRUST_PROXY=1 (the instances listen behind that nginx alone, which
  // overwrites a client's copy): elsewhere a client could strip the policy from a cached page.
  const proxyAddsCsp =
    !nonce && trustsProxy() && request.headers.get(PROXY_SECURITY_HEADERS) === "1";
  const finish = (response: NextResponse): NextResponse => {
    if (!proxyAddsCsp) {
      response.headers.set("Content-Security-Policy", csp);
      response.headers.set("Reporting-Endpoints", REPORTING_ENDPOINTS);
    }
    if (isJourneyPath(pathname)) response.headers.set("X-Robots-Tag", "noindex, nofollow");
    return response;
  };

  // An encoded or untidy spelling of a path (`/%68ealth/…`, `//about`, `/a/../about`) is sent to
  // its one canonical URL, so caches and the address bar hold one form. `%2F` stays encoded in
  // the target, so `/%2F%2Fevil.example` can never become the protocol-relative `//evil.example`.
  if ((request.method === "GET" || request.method === "HEAD") && canonical !== rawPath) {
    const target = new URL(request.url);
    target.pathname = canonical;
    return finish(
      NextResponse.redirect(target, { status: 308, headers: { "Cache-Control": "no-store" } }),
    );
  }

  const alias = FILE_ALIASES.get(routed);
  if (alias) return finish(NextResponse.rewrite(new URL(alias, request.url)));

  // Journey paths keep going through next-intl (their nonce must reach the render).
  if (!nonce && isUnknownFile(routed)) {
    // `/x.png`, `/.env`, `/wp-login.php`: Next would route them to `app/[locale]` with the file
    // name as the language and answer 500. One shared 404 page instead (item 7).
    return finish(
      NextResponse.rewrite(new URL(`/${locale}${UNKNOWN_FILE_PATH}`, request.url), {
        status: 404,
        headers: { "Cache-Control": "no-store" },
      }),
    );
  }

  const post = postPathParts(pathname);
  let postRewrite: string | undefined;
  if (post && pathname !== UNKNOWN_POST_PATH && pathname !== UNAVAILABLE_POST_PATH) {
    const known = await postStatus(post.bname);
    if (known !== "known" && post.rest !== "")
      return finish(
        new NextResponse(null, { status: 404, headers: { "Cache-Control": "no-store" } }),
      );
    if (known === "unknown") postRewrite = UNKNOWN_POST_PATH;
    // The broker failed: one shared 'Failed to fetch blog' page, not one cache entry per slug.
    if (known === "failed") postRewrite = UNAVAILABLE_POST_PATH;
  }

  const requestHeaders = new Headers(request.headers);
  if (nonce) {
    requestHeaders.set("x-nonce", nonce);
    requestHeaders.set("Content-Security-Policy", csp);
  }

  let response: NextResponse;
  if (postRewrite) {
    // Straight to the route of the shared page in the visitor's language.
    response = NextResponse.rewrite(new URL(`/${locale}${postRewrite}`, request.url), {
      headers: { "Cache-Control": "no-store" },
    });
  } else if (nonce || isPagePath(routed)) {
    // Redirects (`/en/about` → `/about`) come back as they are, with the CSP below.
    response = intlMiddleware(new NextRequest(request, { headers: requestHeaders }));
  } else {
    response = NextResponse.next();
  }
  return finish(response);
}

/** next-intl's locale routing (i18n/routing.ts): rewrites a page path to its `[locale]` route. */
const intlMiddleware = createMiddleware(routing);

/**
 * Whether a request path is a page (goes through next-intl) rather than a route handler, one
 * of Next's own paths, an Open Graph card, or a file from public/ or a metadata route (a name with an extension;
 * blog post ids never have one, and journey paths always count as pages).
 */
function isPagePath(pathname: string): boolean {
  if (/^\/(api|_next|_vercel)(\/|$)/.test(pathname)) return false;
  // Open Graph cards are route handlers at the root (app/**/opengraph-image/route.ts).
  if (pathname.endsWith("/opengraph-image")) return false;
  return !/\/[^/]*\.[A-Za-z0-9]+$/.test(pathname);
}

/**
 * Files the site serves at the root: metadata routes (`app/robots.ts`, `app/sitemap.ts`,
 * `app/manifest.ts`, `app/apple-icon.png`, `app/icon.svg`, `app/favicon.ico`). Files in public/
 * live in the folders of {@link PUBLIC_FILE_DIRS}.
 */
const ROOT_FILES = new Set([
  "/robots.txt",
  "/sitemap.xml",
  "/manifest.webmanifest",
  "/apple-icon.png",
  "/icon.svg",
  "/favicon.ico",
]);
const PUBLIC_FILE_DIRS = /^\/(api|_next|_vercel|og|icons|images)\//;

/**
 * Whether a routed path names a file the site does not have: a last segment with an extension
 * (`/x.png`, `/.env`, `/wp-login.php`, `/index.html`), outside the route handlers, Next's own
 * paths and public/'s folders.
 */
function isUnknownFile(pathname: string): boolean {
  if (!/\/[^/]*\.[A-Za-z0-9]+$/.test(pathname)) return false;
  if (ROOT_FILES.has(pathname) || PUBLIC_FILE_DIRS.test(pathname)) return false;
  return !pathname.endsWith("/opengraph-image");
}

/**
 * Well-known names browsers and tools ask for on their own, answered with the real file: iOS
 * asks for `/apple-touch-icon.png` whatever the page links; some tools for `/manifest.json`.
 */
const FILE_ALIASES = new Map([
  ["/apple-touch-icon.png", "/apple-icon.png"],
  ["/apple-touch-icon-precomposed.png", "/apple-icon.png"],
  ["/manifest.json", "/manifest.webmanifest"],
]);

/** The `[...rest]` path every unknown file is rewritten to: one shared 404 page per language. */
export const UNKNOWN_FILE_PATH = "/unknown-file";

/** Ids the broker answered with a post, and until when (ms) that answer is trusted. */
const knownPosts = new Map<string, number>();
const KNOWN_POST_TTL_MS = 5 * 60_000;
const KNOWN_POSTS_MAX = 5_000;

/**
 * What the broker says about `/blog/{bname}`: `known` (a post), `unknown` (not a post id, or a
 * broker 404) or `failed` (the call failed: the shared 'Failed to fetch blog' page answers, so
 * a made-up slug adds no cache entry while the broker is down). Only posts that exist are
 * remembered, so the map is bounded by the broker's posts, not by what visitors type.
 */
async function postStatus(bname: string | null): Promise<"known" | "unknown" | "failed"> {
  if (bname === null || !isPostId(bname)) return "unknown";
  const until = knownPosts.get(bname);
  if (until !== undefined && until > Date.now()) return "known";
  const result = await getBlog(bname, { timeoutMs: 5_000 });
  if (result.status === 404) {
    knownPosts.delete(bname);
    return "unknown";
  }
  if (!result.data) return "failed";
  if (knownPosts.size >= KNOWN_POSTS_MAX) knownPosts.clear();
  knownPosts.set(bname, Date.now() + KNOWN_POST_TTL_MS);
  return "known";
}

/** 128 random bits, base64: unguessable and new for every response. */
function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

export const config = {
  matcher: [{ source: "/((?!_next/static|_next/image|favicon.ico|icon.svg).*)" }],
};
