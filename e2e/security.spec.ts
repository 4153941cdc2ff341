import { readdirSync } from "node:fs";
import { join } from "node:path";
import { motorCall } from "./motor-helpers";
import { previousPolicy } from "./support/previous-policy";
import { expect, test, uniqueEmail } from "./support/fixtures";

/**
 * Issue 9 in the browser: hostile post text cannot leave the JSON-LD, journey routes run under a
 * nonce CSP (and still work), content routes stay static, and the site answers hostile requests
 * with 4xx, never 500, and without a cache entry per made-up URL.
 */

const HOSTILE_POST = "/blog/sandbox-jsonld-check";

test("a post whose title and description try to end the JSON-LD script runs nothing and shows them as text", async ({
  page,
}) => {
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const response = await page.goto(HOSTILE_POST);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState("networkidle");

  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned),
  ).toBeUndefined();
  expect(dialogs).toBe(0);
  // The markup of the title is text: visible as written, and no element came of it.
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    `</script ><img src=x onerror="window.__pwned=1"> stays text`,
  );
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.getByText("Structured data check complete.")).toBeVisible();

  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as Record<string, unknown>,
  );
  const article = jsonLd.find((d) => d["@type"] === "Article");
  expect(String(article?.headline)).toContain("</script >");
  expect(String(article?.description)).toContain("</SCRIPT/>");
  expect(String(article?.description)).toContain("<!--");
});

test("a journey page has a nonce CSP without 'unsafe-inline' for scripts, and still hydrates and works", async ({
  page,
}) => {
  const quote = await motorCall("/form/one/submit", {
    rcNo: "MH12AB1234",
    name: "Asha Rao",
    phone: "9876543210",
    email: uniqueEmail("csp"),
  });
  const key = quote.requestKey as string;
  const saved = await motorCall("/set/base-policy-details", {
    requestKey: key,
    data: { insurances: [previousPolicy()] },
  });
  expect(saved.status).toBe(200);

  const response = await page.goto(`/insurance-compare/motor/${key}`);
  const csp = (await response?.allHeaders())?.["content-security-policy"] ?? "";
  const scriptSrc =
    csp
      .split(";")
      .map((d) => d.trim())
      .find((d) => d.startsWith("script-src ")) ?? "";
  const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
  expect(nonce).toBeTruthy();
  expect(scriptSrc).toContain("'strict-dynamic'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(csp).toContain("report-uri /api/csp-report");
  // Next put the nonce on its own scripts.
  expect(await page.locator(`script[nonce]`).count()).toBeGreaterThan(0);

  // Hydrated: choosing a plan runs client code and a server action (a console CSP error would fail the test).
  await expect(page.getByRole("heading", { level: 1, name: "Select Your Plan" })).toBeVisible();
  await expect(page.getByText("Please wait while we find the best plans for you...")).toHaveCount(
    0,
  );
  await page.getByRole("button", { name: /^Choose Digit Private Car Comprehensive for/ }).click();
  await page.waitForURL(`**/motor/${key}/member`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Vehicle owner details" }),
  ).toBeVisible();
});

test("a journey page without a requestKey renders per request too, so its nonce matches", async ({
  page,
}) => {
  const response = await page.goto("/motor/search-policy-post-break-in");
  const headers = (await response?.allHeaders()) ?? {};
  expect(headers["x-nextjs-prerender"]).toBeUndefined();
  const nonce = /'nonce-([^']+)'/.exec(headers["content-security-policy"] ?? "")?.[1] ?? "";
  expect(nonce).not.toBe("");
  // Every script the server wrote into the page carries this response's nonce. Chunks loaded
  // later by those scripts (lazy islands, the analytics tracker) need none: 'strict-dynamic'
  // trusts what a nonced script inserts.
  const html = (await response?.text()) ?? "";
  const scriptNonces = [...html.matchAll(/<script\b[^>]*>/g)].map(
    ([tag]) => /\bnonce="([^"]*)"/.exec(tag)?.[1] ?? "",
  );
  expect(scriptNonces.length).toBeGreaterThan(0);
  expect(new Set(scriptNonces)).toEqual(new Set([nonce]));
  // And nothing the page ran was refused by the CSP (the console-error check of every test).
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a content page stays static, keeps its inline-script CSP, and works", async ({ page }) => {
  const response = await page.goto("/health-insurance");
  const headers = (await response?.allHeaders()) ?? {};
  expect(headers["x-nextjs-cache"]).toMatch(/HIT|STALE/);
  expect(headers["content-security-policy"]).toContain("script-src 'self' 'unsafe-inline'");
  expect(headers["content-security-policy"]).not.toContain("nonce-");
  expect(headers["reporting-endpoints"]).toBe('csp="/api/csp-report"');
  // Hydrated under that CSP: the header's consultation button (a client island) opens its
  // dialog. Links on content pages are plain <a> (issue 11), so hydration is shown by an island.
  await page.waitForLoadState("networkidle");
  await page.getByRole("banner").getByRole("button", { name: "Free consultation" }).click();
  await expect(
    page.getByRole("dialog", { name: "Book a free 30-minute consultation" }),
  ).toBeVisible();
});

test("TRACE answers 405 and an empty Origin 400, never 500", async ({ request }) => {
  expect((await request.fetch("/", { method: "TRACE" })).status()).toBe(405);
  expect((await request.get("/", { headers: { origin: "" } })).status()).toBe(400);
  const action = await request.post("/contact", {
    headers: {
      origin: "",
      "next-action": "0123456789abcdef",
      "content-type": "text/plain;charset=UTF-8",
    },
    data: "[]",
  });
  expect(action.status()).toBe(400);
});

test("CSP reports are accepted (204) and a flood from one client is cut off (429)", async ({
  request,
}) => {
  const report = JSON.stringify({
    "csp-report": {
      "document-uri": "http://localhost/blog/x",
      "effective-directive": "script-src-elem",
      "blocked-uri": "inline",
    },
  });
  const headers = {
    "content-type": "application/csp-report",
    "x-forwarded-for": `198.51.100.${Math.floor(Math.random() * 200)}`,
  };
  expect((await request.post("/api/csp-report", { headers, data: report })).status()).toBe(204);
  const statuses: number[] = [];
  for (let i = 0; i < 25; i++)
    statuses.push((await request.post("/api/csp-report", { headers, data: report })).status());
  expect(statuses).toContain(429);
});

test("an unknown post and its Open Graph image are 404s that leave nothing in the cache", async ({
  request,
}) => {
  const slug = `no-such-post-${Date.now().toString(36)}`;
  const page = await request.get(`/blog/${slug}`);
  expect(page.status()).toBe(404);
  expect(await page.text()).toContain("We could not find that article");
  const og = await request.get(`/blog/${slug}/opengraph-image-1xx8pv`);
  expect(og.status()).toBe(404);
  expect(og.headers()["content-type"] ?? "").not.toContain("image/png");
  // Invalid slugs never reach a render either.
  expect((await request.get("/blog/%3Cscript%3E")).status()).toBe(404);

  const found = filesNamed(join(process.cwd(), ".next"), slug);
  expect(found).toEqual([]);
});

/** Paths under `dir` whose name contains `needle` (the ISR cache writes one file set per path). */
function filesNamed(dir: string, needle: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.name.includes(needle)) out.push(join(entry.parentPath, entry.name));
  }
  return out;
}

test.describe("issue 24: hardening round two", () => {
  test("an encoded journey path is sent to its canonical URL, with the nonce CSP and noindex", async ({
    request,
  }) => {
    for (const path of [
      "/%68ealth/abc123/member",
      "/%68i/health/abc123/member",
      "/%6dotor/abc123/member",
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(308);
      expect(new URL(response.headers()["location"] ?? "", "http://x").pathname).not.toContain("%");
      expect(response.headers()["content-security-policy"]).not.toContain("'unsafe-inline' 'self'");
      expect(response.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
      expect(response.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    }
  });

  test("an encoded made-up blog slug ends on the shared 404 and leaves nothing in the cache", async ({
    request,
  }) => {
    const slug = `made-up-${Date.now().toString(36)}`;
    for (const prefix of ["/%62log", "/hi/%62log"]) {
      const response = await request.get(`${prefix}/${slug}`);
      expect(response.status()).toBe(404);
    }
    expect(filesNamed(join(process.cwd(), ".next"), slug)).toEqual([]);
  });

  test("while the broker fails, a post answers the one shared uncached 'Failed to fetch blog' page", async ({
    request,
  }) => {
    const response = await request.get("/blog/sandbox-fail");
    expect(await response.text()).toContain("Failed to fetch blog");
    expect(response.headers()["cache-control"] ?? "").not.toMatch(/s-maxage|public/);
    expect(filesNamed(join(process.cwd(), ".next"), "sandbox-fail")).toEqual([]);
  });

  test("paths with a file extension are 404s or the real file, never 500", async ({ request }) => {
    for (const path of [
      "/x.png",
      "/.env",
      "/wp-login.php",
      "/index.html",
      "/ads.txt",
      "/%2F%2Fevil.example",
      "/hi/x.png",
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
    const icon = await request.get("/apple-touch-icon.png");
    expect(icon.status()).toBe(200);
    expect(icon.headers()["content-type"]).toBe("image/png");
    const manifest = await request.get("/manifest.json");
    expect(manifest.status()).toBe(200);
    expect(((await manifest.json()) as { short_name?: string }).short_name).toBe("SureShield");
  });

  test("hostile server-action requests are 4xx, never 500", async ({ request, baseURL }) => {
    const own = new URL(baseURL ?? "http://localhost").origin;
    const post = (headers: Record<string, string>, data: string | Buffer) =>
      request.post("/contact", {
        headers: {
          "next-action": "7f0123456789abcdef0123456789abcdef012345",
          "content-type": "text/plain;charset=UTF-8",
          origin: own,
          ...headers,
        },
        data,
      });
    const cases: [string, Promise<{ status(): number }>, number][] = [
      ["foreign Origin", post({ origin: "https://evil.example" }, "[]"), 403],
      ["null Origin", post({ origin: "null" }, "[]"), 403],
      ["malformed Origin", post({ origin: "::::" }, "[]"), 400],
      ["empty body", post({}, ""), 400],
      ["not JSON", post({}, "{nope"), 400],
      ["deeply nested", post({}, "[".repeat(20_000) + "]".repeat(20_000)), 400],
      [
        "bad multipart",
        post({ "content-type": "multipart/form-data; boundary=xyz" }, "--xyz\r\ngarbage"),
        400,
      ],
      ["over 1 MB", post({}, `"${"a".repeat(1_100_000)}"`), 413],
    ];
    for (const [label, pending, status] of cases)
      expect((await pending).status(), label).toBe(status);
  });

  test("made-up X-Forwarded-For or X-Real-IP headers do not lift the CSP report limit", async ({
    request,
  }) => {
    const report = JSON.stringify({
      "csp-report": { "document-uri": "http://localhost/", "effective-directive": "img-src" },
    });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const response = await request.post("/api/csp-report", {
        headers: {
          "content-type": "application/csp-report",
          "x-forwarded-for": `203.0.113.${i}`,
          "x-real-ip": `198.51.100.${i}`,
        },
        data: report,
      });
      statuses.push(response.status());
    }
    expect(statuses).toContain(429);
  });

  test("a page number past the last page lands on the last page, never 'page 9 of 4'", async ({
    page,
  }) => {
    await page.goto("/blog?pageNo=99");
    const last = Number(new URL(page.url()).searchParams.get("pageNo") ?? "1");
    expect(last).toBeLessThan(99);
    await expect(page.locator("#posts-heading")).not.toContainText("page 99");
    if (last > 1)
      await expect(page.locator("#posts-heading")).toContainText(`page ${last} of ${last}`);
  });
});
