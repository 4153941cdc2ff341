import { E2E_PORT } from "../playwright.config";
import { expect, test } from "./support/fixtures";

/**
 * Hindi Open Graph cards (issue 13): a Hindi category page names its own Hindi card (shaped
 * Devanagari, `lib/seo/og-shaped-text.ts`) as og:image, and the card is a PNG.
 */

const ORIGIN = `http://localhost:${E2E_PORT}`;

test("/hi/health-insurance names its Hindi card, a 1200×630 PNG", async ({ request }) => {
  const html = await (await request.get("/hi/health-insurance")).text();
  const og = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? "";
  expect(og).toBe(`${ORIGIN}/hi/health-insurance/opengraph-image`);
  expect(html).toContain(`<meta name="twitter:image" content="${og}"`);
  const image = await request.get(og);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  const png = await image.body();
  // PNG signature, then the IHDR width and height.
  expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
  // Not the English card.
  const english = await (await request.get("/health-insurance/opengraph-image")).body();
  expect(Buffer.compare(png, english)).not.toBe(0);
});

test("a Hindi blog post names its Hindi card; an unknown post has none", async ({ request }) => {
  const list = await (await request.get("/hi/blog")).text();
  const id = list.match(/href="\/hi\/blog\/([a-z0-9-]+)"/)?.[1];
  expect(id).toBeTruthy();
  const html = await (await request.get(`/hi/blog/${id}`)).text();
  const og = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? "";
  expect(og).toBe(`${ORIGIN}/hi/blog/${id}/opengraph-image`);
  const image = await request.get(og);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  expect((await request.get("/hi/blog/no-such-post-xyz/opengraph-image")).status()).toBe(404);
});
