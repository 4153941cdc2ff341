import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

/**
 * Issue 24 in proxy.ts: every rule applies to the decoded, normalised path (item 3), encoded
 * blog slugs share the 404 page (item 4), unknown files are 404s (item 7) and hostile
 * server-action requests are 4xx (item 9).
 */

const getBlog = vi.fn();
vi.mock("@/lib/api/content", () => ({ getBlog: (...args: unknown[]) => getBlog(...args) }));

const { proxy } = await import("@/proxy");
const { canonicalPath, routedPath } = await import("@/lib/security/normalize-path");

function request(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: BodyInit } = {},
): NextRequest {
  return new NextRequest(new URL(path, "http://localhost:3000"), {
    ...init,
    headers: { host: "localhost:3000", ...init.headers },
  });
}

const scriptSrc = (response: Response) =>
  (response.headers.get("content-security-policy") ?? "")
    .split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src ")) ?? "";

const rewrittenTo = (response: Response) => {
  const rewrite = response.headers.get("x-middleware-rewrite");
  return rewrite === null ? null : new URL(rewrite).pathname;
};

beforeEach(() => {
  getBlog.mockReset();
  getBlog.mockImplementation(async (id: string) =>
    id.startsWith("known") ? { status: 200, data: { id } } : { status: 404, message: "Not found" },
  );
});

describe("normalising a path (one function for every rule)", () => {
  it.each([
    ["/%68ealth/x/member", "/health/x/member"],
    ["/insurance%2Dcompare/k", "/insurance-compare/k"],
    ["/%6dotor//k/./quote", "/motor/k/quote"],
    ["/a/b/../../%68i/health/k", "/hi/health/k"],
    ["/blog/%3cx%3e", "/blog/%3CX%3E".replace("X", "x")],
    ["/%2F%2Fevil.example", "/%2F%2Fevil.example"],
  ])("canonical form of %s is %s", (raw, canonical) => {
    expect(canonicalPath(raw)).toBe(canonical);
  });

  it("decodes segments as Next routes them, keeping an encoded slash inside its segment", () => {
    expect(routedPath("/blog/%3Cscript%3E")).toBe("/blog/<script>");
    expect(routedPath("/blog/..%2F..%2Fetc")).toBe("/blog/..%2F..%2Fetc");
    expect(routedPath("/blog/%2541")).toBe("/blog/%2541");
    expect(routedPath("/blog/a%ZZ")).toBe("/blog/a%ZZ");
  });
});

describe("proxy: encoded paths get the rules of the path Next routes (item 3)", () => {
  it.each(["/%68ealth/x/member", "/%68i/health/x/member", "/insurance%2Dcompare/k", "/%6dotor/k"])(
    "%s: sent to its canonical URL with a nonce CSP and X-Robots-Tag",
    async (path) => {
      const response = await proxy(request(path));
      expect(response.status).toBe(308);
      const location = new URL(response.headers.get("location") ?? "");
      expect(location.pathname).toBe(canonicalPath(path));
      expect(location.origin).toBe("http://localhost:3000");
      expect(scriptSrc(response)).not.toContain("'unsafe-inline'");
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    },
  );

  it("a server action POST to an encoded journey path gets the nonce CSP (no redirect)", async () => {
    const response = await proxy(request("/%68ealth/x/member", { method: "POST" }));
    expect(scriptSrc(response)).toMatch(/'nonce-/);
    expect(scriptSrc(response)).not.toContain("'unsafe-inline'");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("a plain journey path gets X-Robots-Tag from the proxy too", async () => {
    const response = await proxy(request("/motor/k/quote"));
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect((await proxy(request("/about"))).headers.get("x-robots-tag")).toBeNull();
  });

  it("never redirects to another host (no protocol-relative target)", async () => {
    for (const path of ["//evil.example/x", "/%2F%2Fevil.example/", "/./%2F/evil.example"]) {
      const response = await proxy(request(path));
      const location = response.headers.get("location");
      if (location) expect(new URL(location, "http://localhost:3000").host).toBe("localhost:3000");
    }
  });
});

describe("proxy: encoded blog slugs share the 404 page (item 4)", () => {
  it.each(["/%62log/made-up", "/hi/%62log/made-up"])(
    "%s: redirected, and its canonical URL is rewritten to the shared 404",
    async (path) => {
      const first = await proxy(request(path));
      expect(first.status).toBe(308);
      const canonical = new URL(first.headers.get("location") ?? "").pathname;
      expect(rewrittenTo(await proxy(request(canonical)))).toMatch(/^\/(en|hi)\/blog\/_unknown$/);
    },
  );

  it("a POST to an encoded unknown slug is rewritten to the shared 404 too", async () => {
    expect(rewrittenTo(await proxy(request("/%62log/made-up", { method: "POST" })))).toBe(
      "/en/blog/_unknown",
    );
  });
});

describe("proxy: files the site does not have are 404s (item 7)", () => {
  it.each([
    "/x.png",
    "/.env",
    "/wp-login.php",
    "/index.html",
    "/ads.txt",
    "/%2F%2Fevil.example",
    "/hi/x.png",
  ])("%s goes to the shared 404 page", async (path) => {
    const target = rewrittenTo(await proxy(request(path)));
    expect(target).toMatch(/^\/(en|hi)\/unknown-file$/);
  });

  it.each([
    "/robots.txt",
    "/sitemap.xml",
    "/manifest.webmanifest",
    "/apple-icon.png",
    "/og/default.png",
  ])("%s (a real file) passes through", async (path) => {
    const response = await proxy(request(path));
    expect(response.headers.get("x-middleware-next")).toBe("1");
  });

  it.each([
    ["/apple-touch-icon.png", "/apple-icon.png"],
    ["/apple-touch-icon-precomposed.png", "/apple-icon.png"],
    ["/manifest.json", "/manifest.webmanifest"],
  ])("%s is answered with the real file %s", async (path, file) => {
    expect(rewrittenTo(await proxy(request(path)))).toBe(file);
  });
});

describe("proxy: hostile server-action requests are 4xx (item 9)", () => {
  const action = (init: { headers?: Record<string, string>; body?: BodyInit }) =>
    proxy(
      request("/contact", {
        method: "POST",
        headers: {
          "next-action": "7f0123456789abcdef0123456789abcdef012345",
          "content-type": "text/plain;charset=UTF-8",
          origin: "http://localhost:3000",
          ...init.headers,
        },
        body: init.body ?? "[]",
      }),
    );

  it("lets a well-formed same-origin action through", async () => {
    const response = await action({ body: '[{"a":1}]' });
    expect(response.status).toBe(200);
  });

  it.each([
    ["https://evil.example", 403],
    ["null", 403],
    ["not a url", 400],
  ])("Origin %s → %i", async (origin, status) => {
    expect((await action({ headers: { origin } })).status).toBe(status);
  });

  it("an empty, non-JSON or deeply nested body → 400", async () => {
    expect((await action({ body: "" })).status).toBe(400);
    expect((await action({ body: "{not json" })).status).toBe(400);
    expect((await action({ body: "[".repeat(5000) + "]".repeat(5000) })).status).toBe(400);
  });

  it("a broken multipart body → 400", async () => {
    const response = await action({
      headers: { "content-type": "multipart/form-data; boundary=xyz" },
      body: '--xyz\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end',
    });
    expect(response.status).toBe(400);
  });

  it("a body over 1 MB → 413", async () => {
    expect((await action({ body: `"${"a".repeat(1024 * 1024 + 10)}"` })).status).toBe(413);
  });
});
