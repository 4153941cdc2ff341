import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * sitemap.xml in two languages (issue 13): every content route and post is listed in English
 * and in Hindi (`/hi/…`), and each entry names both versions plus x-default (English) as
 * hreflang alternates, so search engines pair them both ways.
 */

const getBlogs = vi.fn();
vi.mock("@/lib/api/content", () => ({ getBlogs: (...args: unknown[]) => getBlogs(...args) }));

beforeEach(() => {
  vi.stubEnv("SITE_URL", "https://www.sureshield.example");
  getBlogs.mockResolvedValue({
    status: 200,
    data: [{ id: "how-to-file-a-car-insurance-claim" }],
    meta: { count: 1 },
  });
});
afterEach(() => vi.unstubAllEnvs());

const origin = "https://www.sureshield.example";

describe("sitemap alternates", () => {
  it("lists each page in English and Hindi, each naming en-IN, hi-IN and x-default", async () => {
    const { default: sitemap } = await import("@/app/sitemap");
    const entries = await sitemap();
    const byUrl = new Map(entries.map((e) => [e.url, e]));
    const both = {
      "en-IN": `${origin}/about`,
      "hi-IN": `${origin}/hi/about`,
      "x-default": `${origin}/about`,
    };
    expect(byUrl.get(`${origin}/about`)?.alternates?.languages).toEqual(both);
    expect(byUrl.get(`${origin}/hi/about`)?.alternates?.languages).toEqual(both);
    expect(byUrl.get(`${origin}/hi`)?.alternates?.languages).toEqual({
      "en-IN": `${origin}/`,
      "hi-IN": `${origin}/hi`,
      "x-default": `${origin}/`,
    });
    const post = `/blog/how-to-file-a-car-insurance-claim`;
    expect(byUrl.get(`${origin}/hi${post}`)?.alternates?.languages).toMatchObject({
      "en-IN": `${origin}${post}`,
      "hi-IN": `${origin}/hi${post}`,
    });
    // Same count in both languages, and no journey in either.
    const hindi = entries.filter((e) => e.url.startsWith(`${origin}/hi`));
    expect(hindi.length * 2).toBe(entries.length);
    expect(entries.some((e) => /\/(health|motor|insurance|product)\//.test(e.url))).toBe(false);
  });
});

describe("localePath and pageMetadata", () => {
  it("prefixes only Hindi paths, as next-intl's as-needed routing does", async () => {
    const { localePath, splitLocale, unprefixedPath } = await import("@/lib/i18n/locale-path");
    expect(localePath("en", "/about")).toBe("/about");
    expect(localePath("hi", "/about")).toBe("/hi/about");
    expect(localePath("hi", "/")).toBe("/hi");
    expect(localePath("hi", "/blog?key=Health%20Insurance")).toBe(
      "/hi/blog?key=Health%20Insurance",
    );
    expect(localePath("hi", "https://wa.me/1")).toBe("https://wa.me/1");
    expect(localePath("hi", "tel:+91")).toBe("tel:+91");
    expect(splitLocale("/hi/health/k/member")).toEqual({ locale: "hi", path: "/health/k/member" });
    expect(splitLocale("/hi")).toEqual({ locale: "hi", path: "/" });
    expect(splitLocale("/history")).toEqual({ locale: "en", path: "/history" });
    expect(unprefixedPath("/en/about")).toBe("/about");
    expect(unprefixedPath("/hi")).toBe("/");
  });

  it("gives a Hindi page its own canonical, hi_IN Open Graph locale and both alternates", async () => {
    const { pageMetadata } = await import("@/lib/seo/metadata");
    const hi = pageMetadata({ path: "/about", title: "t", description: "d", locale: "hi" });
    expect(hi.alternates?.canonical).toBe("/hi/about");
    expect(hi.alternates?.languages).toEqual({
      "en-IN": "/about",
      "hi-IN": "/hi/about",
      "x-default": "/about",
    });
    expect(hi.openGraph).toMatchObject({ url: "/hi/about", locale: "hi_IN" });
    const en = pageMetadata({ path: "/about", title: "t", description: "d" });
    expect(en.alternates?.canonical).toBe("/about");
    expect(en.openGraph).toMatchObject({ url: "/about", locale: "en_IN" });
    const noindex = pageMetadata({ path: "/demo", title: "t", description: "d", noindex: true });
    expect(noindex.alternates?.languages).toBeUndefined();
  });
});
