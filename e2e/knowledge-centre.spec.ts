import type { Page } from "@playwright/test";
import { E2E_PORT } from "../playwright.config";
import { expect, SANDBOX_URL, seriousAxeViolations, test } from "./support/fixtures";

/**
 * The knowledge centre (spec 2.3), its teasers (2.1), search-engine reach and the sanitizer,
 * against the sandbox broker. Expected values are read from the sandbox's own API, so the tests
 * follow its content.
 */

type Blog = {
  id: string;
  blog_title: string;
  blog_description: string;
  blog_thumbnail?: string;
  blog_categories: string[];
};
type Video = { id: string; video_title: string; video_link: string; video_thumbnail?: string };
type List<T> = { status: number; data: T[]; meta: { count: number } };

const ORIGIN = `http://localhost:${E2E_PORT}`;

async function sandbox<T>(path: string, query: Record<string, string | number>): Promise<List<T>> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return (await (await fetch(`${SANDBOX_URL}${path}?${qs}`)).json()) as List<T>;
}
const blogs = (key = "All", pageNo = 1, limit = 12) =>
  sandbox<Blog>("/policy/blog/get/blogs", { key, pageNo, limit });
const videos = (key = "All") =>
  sandbox<Video>("/policy/videos/get/videos", { key, pageNo: 1, limit: 20 });

const cards = (page: Page) => page.locator("[data-blog-list] [data-blog-card]");

/** Drops the browser's own log lines for resources that a test makes fail on purpose. */
function dropResourceErrors(errors: string[]) {
  for (let i = errors.length - 1; i >= 0; i--)
    if (errors[i]?.startsWith("Failed to load resource")) errors.splice(i, 1);
}

test.describe("/blog", () => {
  test("shows 12 cards, a numbered pager, the categories, 3 recent posts and the Blog / Videos switch", async ({
    page,
  }) => {
    const [first, recent] = await Promise.all([blogs(), blogs("All", 1, 3)]);
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    await expect(cards(page).first()).toHaveAttribute("data-blog-card", first.data[0]?.id ?? "");

    const pager = page.getByRole("navigation", { name: "Pagination" });
    await expect(pager.getByRole("link", { name: "Page 1", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pager.getByRole("link", { name: /^Page \d+$/ })).toHaveCount(
      Math.min(first.meta.count, 4),
    );
    expect(first.meta.count).toBeGreaterThan(1);

    const categories = page.getByRole("navigation", { name: "Blog categories" });
    for (const name of [
      "All articles",
      "Multi Modal Insurance",
      "General Insurance",
      "Event Insurance",
      "Health Insurance",
      "Motor Insurance",
      "Marine Insurance",
    ]) {
      await expect(categories.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(categories.getByRole("link", { name: "All articles" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    const recentPosts = page.locator("[data-recent-posts] > li");
    await expect(recentPosts).toHaveCount(3);
    for (const [i, post] of recent.data.entries()) {
      await expect(
        recentPosts.nth(i).getByRole("link", { name: post.blog_title, exact: true }),
      ).toHaveAttribute("href", `/blog/${post.id}`);
      // Sidebar limits: 16 characters of title, 30 of description.
      const visible = await recentPosts.nth(i).locator("[data-truncated]").allTextContents();
      expect(visible[0]?.length ?? 0).toBeLessThanOrEqual(16);
      expect(visible[1]?.length ?? 0).toBeLessThanOrEqual(30);
    }

    const tabs = page.getByRole("navigation", { name: "Knowledge centre" });
    await expect(tabs.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
    await tabs.getByRole("link", { name: "Videos" }).click();
    await expect(page).toHaveURL(/\/videos$/);
    await expect(
      page
        .getByRole("navigation", { name: "Knowledge centre" })
        .getByRole("link", { name: "Videos" }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("a card cuts its title at a word boundary and keeps the full title for assistive technology", async ({
    page,
  }) => {
    const { data } = await blogs();
    const long = data.find((b) => b.blog_title.length > 30);
    expect(long, "a post with a title over 30 characters").toBeDefined();
    await page.goto("/blog");
    const card = page.locator(`[data-blog-card="${long?.id}"]`);
    // The heading's accessible name is the whole title…
    await expect(
      card.getByRole("heading", { level: 3, name: long?.blog_title, exact: true }),
    ).toBeVisible();
    // …while the eye sees at most 30 characters ending in an ellipsis, made of whole words.
    const shown = (await card.getByRole("heading").locator("[data-truncated]").textContent()) ?? "";
    expect(shown.length).toBeLessThanOrEqual(30);
    expect(shown.endsWith("…")).toBe(true);
    expect(long?.blog_title.startsWith(shown.slice(0, -1))).toBe(true);
    expect(long?.blog_title.charAt(shown.length - 1)).toMatch(/[\s,:;.]/);
    await expect(
      card.getByRole("link", { name: `Read More about ${long?.blog_title}` }),
    ).toBeVisible();
  });

  test("the pager opens page 2", async ({ page }) => {
    const second = await blogs("All", 2);
    await page.goto("/blog");
    await page
      .getByRole("navigation", { name: "Pagination" })
      .getByRole("link", { name: "Page 2", exact: true })
      .click();
    await expect(page).toHaveURL(/\/blog\?pageNo=2$/);
    await expect(cards(page).first()).toHaveAttribute("data-blog-card", second.data[0]?.id ?? "");
    await expect(cards(page)).toHaveCount(second.data.length);
    await expect(
      page
        .getByRole("navigation", { name: "Pagination" })
        .getByRole("link", { name: "Page 2", exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${ORIGIN}/blog?pageNo=2`,
    );
  });

  test("a category filters the list", async ({ page }) => {
    const health = await blogs("Health Insurance");
    await page.goto("/blog");
    await page
      .getByRole("navigation", { name: "Blog categories" })
      .getByRole("link", { name: "Health Insurance" })
      .click();
    await expect(page).toHaveURL(/\/blog\?key=Health\+Insurance$/);
    await expect(
      page
        .getByRole("navigation", { name: "Blog categories" })
        .getByRole("link", { name: "Health Insurance" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(cards(page)).toHaveCount(health.data.length);
    for (const text of await cards(page).locator("p.uppercase").allTextContents())
      expect(text).toContain("Health Insurance");
  });

  test("a missing thumbnail and a broken one both show the local fallback image", async ({
    page,
    consoleErrors,
  }) => {
    const { data } = await blogs();
    const missing = data.find((b) => !b.blog_thumbnail);
    const working = data.find((b) => b.blog_thumbnail);
    expect(missing, "the sandbox sends one post without a thumbnail").toBeDefined();

    // Make the first post's thumbnail fail, as a broken asset would.
    await page.route(
      (url) =>
        url.pathname === "/_next/image" &&
        (url.searchParams.get("url") ?? "").includes(
          `/blogs/${working?.id}/blogImages/thumbnail.webp`,
        ),
      (route) => route.fulfill({ status: 404, body: "" }),
    );
    await page.goto("/blog");
    await page.waitForLoadState("networkidle");

    for (const id of [missing?.id, working?.id]) {
      const img = page.locator(`[data-blog-card="${id}"] img`);
      await expect(img).toHaveAttribute("data-fallback", "true");
      await expect(img).toHaveAttribute("src", /blog-fallback\.webp/);
      await expect
        .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
        .toBe(true);
    }
    // Another card keeps its own thumbnail.
    const other = data.find((b) => b.blog_thumbnail && b.id !== working?.id);
    await expect(page.locator(`[data-blog-card="${other?.id}"] img`)).not.toHaveAttribute(
      "data-fallback",
      "true",
    );
    dropResourceErrors(consoleErrors);
  });
});

test.describe("/blog/{bname}", () => {
  test("Read More opens the article: h1, breadcrumb, main image, Article JSON-LD, canonical and metadata", async ({
    page,
  }) => {
    const post = (await blogs()).data[0] as Blog;
    await page.goto("/blog");
    await page.getByRole("link", { name: `Read More about ${post.blog_title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.id}$`));

    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.blog_title);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
    await expect(crumbs.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(post.blog_title);

    const image = page.locator("img[data-article-image]");
    await expect(image).toHaveAttribute(
      "src",
      new RegExp(encodeURIComponent(`/assets/blogs/${post.id}/blogImages/1.webp`)),
    );
    await expect
      .poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
      .toBe(true);
    await expect(image).not.toHaveAttribute("data-fallback", "true");

    await expect(page.locator("[data-article-body] p").first()).toBeVisible();
    await expect(page).toHaveTitle(`${post.blog_title} | SureShield`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      post.blog_description,
    );
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
      "content",
      post.blog_categories.join(","),
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${ORIGIN}/blog/${post.id}`,
    );
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(ogImage).toContain(`${ORIGIN}/blog/${post.id}/opengraph-image`);
    const og = await page.request.get(ogImage ?? "");
    expect(og.status()).toBe(200);
    expect(og.headers()["content-type"]).toBe("image/png");

    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t) as Record<string, unknown>,
    );
    const article = jsonLd.find((d) => d["@type"] === "Article");
    expect(article).toMatchObject({
      headline: post.blog_title,
      description: post.blog_description,
      url: `${ORIGIN}/blog/${post.id}`,
    });
    expect(String(article?.image)).toContain(`/blogs/${post.id}/blogImages/1.webp`);
    expect(jsonLd.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
  });

  test("the sanitizer fixture shows its text, but none of its hostile markup runs or survives", async ({
    page,
  }) => {
    await page.goto("/blog/sandbox-sanitizer-check");
    await page.waitForLoadState("networkidle");
    const body = page.locator("[data-article-body]");
    await expect(body).toContainText("This paragraph is ordinary article text and must be shown.");
    await expect(body).toContainText("Sanitizer check complete.");
    await expect(body.locator("table th")).toHaveCount(2);

    // Interact with what used to carry handlers and javascript: URLs.
    await body.getByText("A javascript: link that must lose its href").click();
    await body.getByText("A paragraph with handlers that must be removed.").hover();
    await body.getByText("A paragraph with handlers that must be removed.").click();
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss),
    ).toBeUndefined();

    await expect(body.locator("script, iframe, svg, object, embed, form, style, img")).toHaveCount(
      0,
    );
    const leftovers = await body.evaluate((root) =>
      [root, ...root.querySelectorAll("*")].flatMap((el) =>
        [...el.attributes]
          .filter(
            (a) =>
              a.name.startsWith("on") ||
              a.name === "style" ||
              a.name === "srcdoc" ||
              /^\s*(javascript|data|vbscript):/i.test(a.value),
          )
          .map((a) => `${el.tagName}[${a.name}]`),
      ),
    );
    expect(leftovers).toEqual([]);
    await expect(body.getByRole("link", { name: "health insurance" })).toHaveAttribute(
      "href",
      "/health-insurance",
    );
    await expect(body.getByRole("link", { name: "irdai.gov.in" })).toHaveAttribute(
      "rel",
      "noopener noreferrer nofollow",
    );
    await expect(body.getByRole("link", { name: /protocol-relative/ })).toHaveCount(0);
  });

  test("an unknown post is a 404 page", async ({ page, consoleErrors }) => {
    const response = await page.goto("/blog/no-such-post-anywhere");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "We could not find that article",
    );
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
    dropResourceErrors(consoleErrors);
  });
});

test("a failed post call says 'Failed to fetch blog' on a working page, never a server error", async ({
  page,
}) => {
  // The sandbox answers 500 for this id (its test hook).
  const response = await page.goto("/blog/sandbox-fail");
  expect(response?.status()).toBe(200);
  await expect(page.locator("main").getByRole("alert")).toHaveText("Failed to fetch blog");
  await expect(page.getByRole("link", { name: "Back to the blog" })).toHaveAttribute(
    "href",
    "/blog",
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test.describe("/videos", () => {
  test.beforeEach(async ({ page }) => {
    // No network to YouTube here: answer the player with a small accessible page.
    await page.route("https://www.youtube-nocookie.com/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: '<!doctype html><html lang="en"><head><title>Player</title></head><body><p>Video player</p></body></html>',
      }),
    );
  });

  test("lists the videos; a card opens a dialog with the youtube-nocookie player, Escape closes it", async ({
    page,
  }) => {
    const list = await videos();
    const first = list.data[0] as Video;
    const id = new URL(first.video_link).searchParams.get("v");
    await page.goto("/videos");
    await expect(page.locator("[data-video-list] > li")).toHaveCount(
      Math.min(20, list.data.length),
    );
    await expect(page.locator("iframe")).toHaveCount(0);

    const button = page
      .locator(`[data-video-card="${first.id}"]`)
      .getByRole("button", { name: `Play video: ${first.video_title}` });
    await button.click();
    const dialog = page.getByRole("dialog", { name: first.video_title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("iframe")).toHaveAttribute(
      "src",
      `https://www.youtube-nocookie.com/embed/${id}`,
    );

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test("the category filter lists that category's videos", async ({ page }) => {
    const cyber = await videos("Cyber");
    await page.goto("/videos");
    await page
      .getByRole("navigation", { name: "Video categories" })
      .getByRole("link", { name: "Cyber", exact: true })
      .click();
    await expect(page).toHaveURL(/\/videos\?key=Cyber$/);
    await expect(page.locator("[data-video-list] > li")).toHaveCount(cyber.data.length);
  });

  test("axe finds no serious violation with the video dialog open", async ({ page }) => {
    await page.goto("/videos");
    await page.locator("[data-video-list] button").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expect(page.getByRole("dialog").locator("iframe")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe("blog teasers", () => {
  for (const [path, key, selector] of [
    ["/health-insurance", "Health Insurance", "#blog"],
    ["/motor-insurance", "Motor Insurance", "#blog"],
    ["/travel-insurance", "All", "#blog"],
    ["/posp", "All", "#posp-guide"],
  ] as const) {
    test(`${path} shows the 3 newest ${key} posts in ${selector}`, async ({ page }) => {
      const expected = (await blogs(key, 1, 3)).data.map((b) => b.id);
      await page.goto(path);
      const teaser = page.locator(`${selector} [data-blog-card]`);
      await expect(teaser).toHaveCount(3);
      expect(
        await teaser.evaluateAll((els) => els.map((el) => el.getAttribute("data-blog-card"))),
      ).toEqual(expected);
      await expect(
        page.locator(selector).getByRole("link", { name: "Read more articles" }),
      ).toHaveAttribute("href", key === "All" ? "/blog" : `/blog?key=${key.replace(" ", "+")}`);
    });
  }
});

test.describe("search engines", () => {
  test("sitemap.xml lists the blog, the videos and every post", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const all = await blogs("All", 1, 100);
    for (const path of ["/blog", "/videos", ...all.data.map((b) => `/blog/${b.id}`)])
      expect(sitemap).toContain(`<loc>${ORIGIN}${path}</loc>`);
    expect(sitemap).toContain(`<loc>${ORIGIN}/blog/sandbox-sanitizer-check</loc>`);
    for (const journey of ["/health/", "/motor/", "/insurance", "/product/"])
      expect(sitemap).not.toContain(`${ORIGIN}${journey}`);
  });

  test("journey routes are noindex: X-Robots-Tag on every journey prefix, robots.txt disallows them", async ({
    request,
  }) => {
    for (const path of [
      "/health/rk_123/member",
      "/motor/rk_123/add-ons",
      "/insurance/health/rk_123/digit/kyc-check",
      "/insurance-compare/motor/rk_123",
      "/product/health/form/digit/payment/success/rk_123",
    ]) {
      const response = await request.get(path);
      expect(response.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
    }
    expect((await request.get("/health-insurance")).headers()["x-robots-tag"]).toBeUndefined();
    const robots = await (await request.get("/robots.txt")).text();
    for (const prefix of ["/insurance/", "/insurance-compare/", "/health/", "/motor/", "/product/"])
      expect(robots).toContain(`Disallow: ${prefix}`);
  });

  test("every category page has its own Open Graph image", async ({ request }) => {
    const seen = new Set<string>();
    for (const path of [
      "/health-insurance",
      "/motor-insurance",
      "/home-insurance",
      "/travel-insurance",
      "/life-insurance",
      "/marine-insurance",
      "/mto-insurance",
      "/cyber-insurance",
    ]) {
      const html = await (await request.get(path)).text();
      const og = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1] ?? "";
      expect(og, path).toContain(`${ORIGIN}${path}/opengraph-image`);
      seen.add(og);
      const image = await request.get(og);
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/png");
    }
    expect(seen.size).toBe(8);
  });

  test("on-demand revalidation is off (503) without REVALIDATE_SECRET", async ({ request }) => {
    const response = await request.post("/api/revalidate", {
      data: { tag: "blogs" },
      headers: { authorization: "Bearer anything-at-all-long" },
    });
    expect(response.status()).toBe(503);
  });
});

test.describe("accessibility", () => {
  for (const route of [
    "/blog",
    "/blog?key=Marine+Insurance",
    "/blog/sandbox-sanitizer-check",
    "/videos",
  ]) {
    test(`axe finds no serious or critical violation on ${route}`, async ({ page }) => {
      await page.goto(route);
      await page.waitForLoadState("networkidle");
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }

  test("axe finds no serious or critical violation on the newest post", async ({ page }) => {
    const post = (await blogs()).data[0] as Blog;
    await page.goto(`/blog/${post.id}`);
    await page.waitForLoadState("networkidle");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
