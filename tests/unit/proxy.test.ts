import { NextRequest } from "next/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * proxy.ts (issue 9): method and Origin hardening, CSP per route kind, unknown blog posts;
 * (issue 13) every page path handed to next-intl, which rewrites it to its `app/[locale]` route.
 */

const getBlog = vi.fn();
vi.mock("@/lib/api/content", () => ({ getBlog: (...args: unknown[]) => getBlog(...args) }));

const { contentSecurityPolicy, proxy } = await import("@/proxy");

function request(
  path: string,
  init: { method?: string; headers?: Record<string, string> } = {},
): NextRequest {
  return new NextRequest(new URL(path, "http://localhost:3000"), init);
}

/**
 * The internal path a page request is rendered from: next-intl rewrites `/about` to
 * `/en/about` and lets `/hi/about` through as it is; null when neither (a redirect, a 404).
 */
async function routedTo(path: string): Promise<string | null> {
  const response = await proxy(request(path));
  const rewrite = response.headers.get("x-middleware-rewrite");
  if (rewrite !== null) return new URL(rewrite).pathname;
  return response.headers.get("x-middleware-next") === "1" ? path : null;
}

/** The rewrite target of a response, or null when it was not rewritten. */
function rewrittenTo(response: Response): string | null {
  const rewrite = response.headers.get("x-middleware-rewrite");
  return rewrite === null ? null : new URL(rewrite).pathname;
}

function scriptSrc(csp: string | null): string {
  return (
    (csp ?? "")
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src ")) ?? ""
  );
}

beforeEach(() => {
  getBlog.mockReset();
  getBlog.mockImplementation(async (id: string) =>
    id.startsWith("known") ? { status: 200, data: { id } } : { status: 404, message: "Not found" },
  );
});
afterEach(() => vi.unstubAllEnvs());

describe("proxy: methods and headers that must not reach a page", () => {
  it.each(["", "   "])(
    "answers an empty Origin header (%j) with 400, on a page and on a server action POST",
    async (origin) => {
      expect((await proxy(request("/", { headers: { origin } }))).status).toBe(400);
      expect(
        (
          await proxy(
            request("/contact", { method: "POST", headers: { origin, "next-action": "abc" } }),
          )
        ).status,
      ).toBe(400);
    },
  );

  it("lets a normal Origin through", async () => {
    const response = await proxy(
      request("/contact", { method: "POST", headers: { origin: "http://localhost:3000" } }),
    );
    expect(response.status).toBe(200);
    expect(rewrittenTo(response)).toBe("/en/contact");
  });
});

describe("proxy: Content-Security-Policy", () => {
  it("gives a journey route a fresh nonce, strict-dynamic and no 'unsafe-inline' in script-src, and hands the nonce to the render", async () => {
    const first = await proxy(request("/health/abc123/member"));
    const second = await proxy(request("/health/abc123/member"));
    const csp = first.headers.get("content-security-policy");
    const src = scriptSrc(csp);
    expect(src).toMatch(/'nonce-[A-Za-z0-9+/=]{22,}'/);
    expect(src).toContain("'strict-dynamic'");
    expect(src).not.toContain("'unsafe-inline'");
    expect(scriptSrc(second.headers.get("content-security-policy"))).not.toBe(src);
    const nonce = /'nonce-([^']+)'/.exec(src)?.[1];
    // The rewrite's overridden request headers travel as x-middleware-request-*.
    expect(first.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
    expect(first.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
  });

  it("keeps 'unsafe-inline' (and no nonce) on static content routes", async () => {
    const response = await proxy(request("/health-insurance"));
    const src = scriptSrc(response.headers.get("content-security-policy"));
    expect(src).toContain("'unsafe-inline'");
    expect(src).not.toContain("nonce-");
    expect(response.headers.get("x-middleware-request-x-nonce")).toBeNull();
  });

  it("names the report endpoint in report-uri, report-to and Reporting-Endpoints", async () => {
    const response = await proxy(request("/"));
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("report-uri /api/csp-report");
    expect(csp).toContain("report-to csp");
    expect(response.headers.get("reporting-endpoints")).toBe('csp="/api/csp-report"');
  });

  it("without TRUST_PROXY=1 a request's own x-proxy-security-headers strips nothing", async () => {
    vi.stubEnv("TRUST_PROXY", "");
    const page = await proxy(
      request("/health-insurance", { headers: { "x-proxy-security-headers": "1" } }),
    );
    expect(page.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(page.headers.get("reporting-endpoints")).toBe('csp="/api/csp-report"');
    vi.unstubAllEnvs();
  });

  it("behind deploy/'s nginx leaves a nonce-less policy to nginx, never a journey's nonce policy", async () => {
    vi.stubEnv("TRUST_PROXY", "1");
    const viaNginx = { headers: { "x-proxy-security-headers": "1" } };
    const page = await proxy(request("/health-insurance", viaNginx));
    expect(page.headers.get("content-security-policy")).toBeNull();
    expect(page.headers.get("reporting-endpoints")).toBeNull();
    const journey = await proxy(request("/health/abc/member", viaNginx));
    expect(scriptSrc(journey.headers.get("content-security-policy"))).toContain("'nonce-");
    expect(journey.headers.get("reporting-endpoints")).toBe('csp="/api/csp-report"');
    vi.unstubAllEnvs();
  });

  it("asks for upgrade-insecure-requests only when the site is served over https", () => {
    const base = { nonce: undefined, dev: false, redirectOrigins: [], assetOrigins: [] };
    expect(contentSecurityPolicy({ ...base, https: true })).toContain("upgrade-insecure-requests");
    expect(contentSecurityPolicy({ ...base, https: false })).not.toContain(
      "upgrade-insecure-requests",
    );
  });

  it("lists the redirect allowlist in form-action and the asset host in img-src", () => {
    const csp = contentSecurityPolicy({
      nonce: "n",
      dev: false,
      https: true,
      redirectOrigins: ["https://pay.insurer.example"],
      assetOrigins: ["https://assets.example"],
    });
    expect(csp).toContain("form-action 'self' https://pay.insurer.example");
    expect(csp).toContain("img-src 'self' data: blob: https://assets.example");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });
});

describe("proxy: unknown blog posts", () => {
  it("passes a known post and its Open Graph image through", async () => {
    expect(await routedTo("/blog/known-post")).toBe("/en/blog/known-post");
    // The card is a route handler at the root (app/blog/[bname]/opengraph-image): no locale.
    const card = await proxy(request("/blog/known-post/opengraph-image"));
    expect(card.headers.get("x-middleware-next")).toBe("1");
    expect(card.headers.get("x-middleware-rewrite")).toBeNull();
  });

  it.each(["/blog/no-such-post", "/blog/%3Cscript%3E", "/blog/..%2F..%2Fetc", "/blog/a%ZZ"])(
    "rewrites %s to the one shared 404 page",
    async (path) => {
      expect(await routedTo(path)).toBe("/en/blog/_unknown");
    },
  );

  it.each(["/blog/no-such-post/opengraph-image-1x2y3z", "/blog/%3Cx%3E/opengraph-image"])(
    "answers %s with a bare 404",
    async (path) => {
      const response = await proxy(request(path));
      expect(response.status).toBe(404);
      expect(response.headers.get("x-middleware-rewrite")).toBeNull();
    },
  );

  it("asks the broker only for slugs that can be post ids", async () => {
    await proxy(request("/blog/%3Cscript%3E"));
    expect(getBlog).not.toHaveBeenCalled();
  });

  it("sends every slug to one shared 'Failed to fetch blog' page while the broker fails, uncached, and leaves /blog itself alone", async () => {
    getBlog.mockResolvedValue({ status: 500, message: "Failed to fetch data" });
    // Issue 24, item 4: a made-up slug must not become a cached 200 of its own.
    expect(await routedTo("/blog/some-post")).toBe("/en/blog/_unavailable");
    expect(await routedTo(`/hi/blog/made-up-${Date.now()}`)).toBe("/hi/blog/_unavailable");
    const response = await proxy(request("/blog/another-made-up-slug"));
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await routedTo("/blog")).toBe("/en/blog");
  });
});

describe("proxy: languages (issue 13)", () => {
  it("routes English paths to the en route and Hindi paths to the hi route, URLs unchanged", async () => {
    expect(await routedTo("/")).toBe("/en");
    expect(await routedTo("/about")).toBe("/en/about");
    expect(await routedTo("/hi")).toBe("/hi");
    expect(await routedTo("/hi/about")).toBe("/hi/about");
    const hiPage = await proxy(request("/hi/health-insurance"));
    expect(hiPage.status).toBe(200);
    expect(hiPage.headers.get("location")).toBeNull();
  });

  it("redirects /en/… to the unprefixed English URL, with the CSP", async () => {
    const response = await proxy(request("/en/about"));
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
    expect(new URL(response.headers.get("location") ?? "").pathname).toBe("/about");
    expect(response.headers.get("content-security-policy")).toContain("script-src");
  });

  it("gives a Hindi journey the same per-request nonce CSP as an English one", async () => {
    const response = await proxy(request("/hi/health/abc123/member"));
    const csp = response.headers.get("content-security-policy");
    const src = scriptSrc(csp);
    expect(src).toMatch(/'nonce-[A-Za-z0-9+/=]{22,}'/);
    expect(src).not.toContain("'unsafe-inline'");
    expect(response.headers.get("x-middleware-request-x-nonce")).toBe(
      /'nonce-([^']+)'/.exec(src)?.[1],
    );
    expect(response.headers.get("x-middleware-request-content-security-policy")).toBe(csp);
    expect(await routedTo("/hi/health/abc123/member")).toBe("/hi/health/abc123/member");
  });

  it("keeps 'unsafe-inline' and no nonce on Hindi content pages", async () => {
    const response = await proxy(request("/hi/health-insurance"));
    expect(scriptSrc(response.headers.get("content-security-policy"))).toContain("'unsafe-inline'");
    expect(response.headers.get("x-middleware-request-x-nonce")).toBeNull();
  });

  it("rewrites an unknown Hindi blog post to the Hindi shared 404 page, and 404s what is below it", async () => {
    expect(await routedTo("/hi/blog/no-such-post")).toBe("/hi/blog/_unknown");
    expect((await proxy(request("/hi/blog/no-such-post/opengraph-image-1x2y3z"))).status).toBe(404);
    expect(await routedTo("/hi/blog/known-post")).toBe("/hi/blog/known-post");
  });

  it("leaves route handlers and files alone (no locale rewrite), with the CSP", async () => {
    for (const path of ["/api/csp-report", "/robots.txt", "/sitemap.xml", "/og/default.png"]) {
      const response = await proxy(request(path));
      expect(response.headers.get("x-middleware-next")).toBe("1");
      expect(rewrittenTo(response)).toBeNull();
      expect(response.headers.get("content-security-policy")).toContain("default-src 'self'");
    }
  });

  it("sends no locale cookie and no Link header (hreflang lives in the page head and sitemap)", async () => {
    for (const path of ["/", "/hi", "/hi/about"]) {
      const response = await proxy(request(path));
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(response.headers.get("link")).toBeNull();
    }
  });
});
