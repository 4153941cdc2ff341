import { healthRequestKey } from "../tests/bench/health-request";
import { E2E_PORT } from "../playwright.config";
import { expect, SANDBOX_URL, test } from "./support/fixtures";

/**
 * Issue 25 item 1: every page's HTML carries the site's stylesheet inline, once (a static page, an
 * ISR page regenerated at run time, a per-request journey page), the stylesheet file stays linked
 * without blocking the paint, and the RSC payload does not carry it.
 */

const ORIGIN = `http://localhost:${E2E_PORT}`;
const inlineStyle = /<style data-href="\/_next\/static\/[^"]+\.css">/g;
const printLink = /<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css" media="print"/;
const blockingLink = /<link rel="stylesheet" href="[^"]+"(?![^>]*media=)[^>]*>/;

async function firstBlogId(): Promise<string> {
  const res = await fetch(`${SANDBOX_URL}/policy/blog/get/blogs?key=All&pageNo=1&limit=1`);
  const body = (await res.json()) as { data: { id: string }[] };
  const id = body.data[0]?.id;
  if (!id) throw new Error("the sandbox has no blog post");
  return id;
}

test.describe("stylesheet inline in the HTML, not in the RSC payload", () => {
  test.describe.configure({ timeout: 90_000 });

  const pages: { name: string; path: () => Promise<string> }[] = [
    { name: "static /about", path: async () => "/about" },
    { name: "ISR /blog/{id}", path: async () => `/blog/${await firstBlogId()}` },
    {
      name: "journey /health/{key}/member",
      path: async () => `/health/${await healthRequestKey(SANDBOX_URL)}/member`,
    },
  ];

  for (const p of pages) {
    test(`${p.name}: HTML has the stylesheet once, the payload none`, async ({ request }) => {
      const path = await p.path();
      const html = await request.get(`${ORIGIN}${path}`, {
        headers: { accept: "text/html", "accept-encoding": "gzip" },
      });
      expect(html.status()).toBe(200);
      const text = await html.text();
      expect(text.match(inlineStyle), "one inline stylesheet").toHaveLength(1);
      expect(text).toMatch(printLink);
      expect(text, "no render-blocking stylesheet left").not.toMatch(blockingLink);
      expect(text.indexOf("<style"), "the CSS comes before the first heading").toBeLessThan(
        text.indexOf("<h1"),
      );

      // Next answers an RSC request without its `_rsc` cache-busting parameter with a redirect
      // to the URL that has one: followed here, as the router would.
      const rsc = await request.get(`${ORIGIN}${path}`, { headers: { RSC: "1", accept: "*/*" } });
      expect(rsc.headers()["content-type"]).toContain("text/x-component");
      const payload = await rsc.text();
      expect(payload).not.toContain("<style");
      expect(payload).not.toContain("@layer");
    });
  }

  test("a journey page keeps its nonce CSP and paints styled without CSP errors", async ({
    page,
    consoleErrors,
  }) => {
    const key = await healthRequestKey(SANDBOX_URL);
    const response = await page.goto(`/health/${key}/member`);
    const csp = response?.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    await expect(page.locator("h1")).toBeVisible();
    // Styled by the inline stylesheet: the body is a flex column (Tailwind classes on <body>).
    await expect(page.locator("body")).toHaveCSS("display", "flex");
    await expect(page.locator("style[data-href]")).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });
});
