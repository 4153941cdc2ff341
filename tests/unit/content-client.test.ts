import { delay, http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The knowledge-centre calls (spec 7; broker-api.md "Content and leads") against an MSW broker:
 * the requests they send, contract answers passed through, spec-8 fallbacks for failures, and a
 * 404 post told apart from a failure.
 */

vi.mock("server-only", () => ({}));

vi.hoisted(() => {
  process.env.BROKER_API_URL = "http://broker.test";
  process.env.SITE_URL = "https://www.broker.example";
});

const { getBlog, getBlogs, getVideos, CONTENT_REVALIDATE_SECONDS } =
  await import("@/lib/api/content");

const BLOGS = "http://broker.test/policy/blog/get/blogs";
const VIDEOS = "http://broker.test/policy/videos/get/videos";
const LIST_FALLBACK = {
  status: 500,
  message: "Failed to fetch data",
  data: [],
  meta: { count: 0 },
};

const blog = {
  id: "how-claims-work",
  blog_title: "How claims work",
  blog_description: "A short guide.",
  blog_image: "http://assets.test/blogs/how-claims-work/blogImages/1.webp",
  blog_thumbnail: "http://assets.test/blogs/how-claims-work/blogImages/thumbnail.webp",
  blog_categories: ["Health Insurance"],
  blog_content: "<p>Body</p>",
};
const video = {
  id: "v1",
  video_title: "A video",
  video_link: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
};

/** {@link blog} and {@link video} as the site receives them. */
const post = {
  id: blog.id,
  title: blog.blog_title,
  description: blog.blog_description,
  image: blog.blog_image,
  thumbnail: blog.blog_thumbnail,
  categories: blog.blog_categories,
  html: blog.blog_content,
};
const videoView = { id: video.id, title: video.video_title, link: video.video_link };

/** A copy of `value` without `key`. */
function omit<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

describe("getBlogs", () => {
  it("sends key, pageNo and limit and returns the page with meta.count (total pages), without bodies", async () => {
    let seen: URL | undefined;
    server.use(
      http.get(BLOGS, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ status: 200, data: [blog], meta: { count: 4 } });
      }),
    );
    const result = await getBlogs({ key: "Health Insurance", pageNo: 2, limit: 12 });
    expect(seen?.searchParams.get("key")).toBe("Health Insurance");
    expect(seen?.searchParams.get("pageNo")).toBe("2");
    expect(seen?.searchParams.get("limit")).toBe("12");
    expect(result).toEqual({ status: 200, data: [omit(post, "html")], meta: { count: 4 } });
  });

  it("accepts a post without image or thumbnail (both optional in the contract)", async () => {
    const bare = omit(omit(blog, "blog_image"), "blog_thumbnail");
    server.use(
      http.get(BLOGS, () => HttpResponse.json({ status: 200, data: [bare], meta: { count: 1 } })),
    );
    const result = await getBlogs({ key: "All", pageNo: 1, limit: 12 });
    expect(result.data[0]?.thumbnail).toBeUndefined();
  });

  it("returns the spec-8 fallback for a 500 answer", async () => {
    server.use(
      http.get(BLOGS, () => HttpResponse.json({ status: 500, message: "down" }, { status: 500 })),
    );
    expect(await getBlogs({ key: "All", pageNo: 1, limit: 12 })).toEqual(LIST_FALLBACK);
  });

  it("returns the fallback for a body status 500 inside HTTP 200", async () => {
    server.use(http.get(BLOGS, () => HttpResponse.json({ status: 500, message: "db" })));
    expect(await getBlogs({ key: "All", pageNo: 1, limit: 12 })).toEqual(LIST_FALLBACK);
  });

  it("returns the fallback for a non-JSON answer", async () => {
    server.use(
      http.get(
        BLOGS,
        () =>
          new HttpResponse("<html>Bad gateway</html>", {
            status: 502,
            headers: { "content-type": "text/html" },
          }),
      ),
    );
    expect(await getBlogs({ key: "All", pageNo: 1, limit: 12 })).toEqual(LIST_FALLBACK);
  });

  it("returns the fallback for an answer that breaks the contract", async () => {
    server.use(
      http.get(BLOGS, () =>
        HttpResponse.json({ status: 200, data: [{ id: 7 }], meta: { count: 1 } }),
      ),
    );
    expect(await getBlogs({ key: "All", pageNo: 1, limit: 12 })).toEqual(LIST_FALLBACK);
  });

  it("returns the fallback when the broker does not answer within the timeout", async () => {
    server.use(
      http.get(BLOGS, async () => {
        await delay(500);
        return HttpResponse.json({ status: 200, data: [blog], meta: { count: 1 } });
      }),
    );
    expect(await getBlogs({ key: "All", pageNo: 1, limit: 12 }, { timeoutMs: 50 })).toEqual(
      LIST_FALLBACK,
    );
  });

  it("returns the fallback when the broker is unreachable", async () => {
    server.use(http.get(BLOGS, () => HttpResponse.error()));
    expect(await getBlogs({ key: "All", pageNo: 1, limit: 12 })).toEqual(LIST_FALLBACK);
  });

  it("caches in Next's data cache for 5 minutes under the blogs tag", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    server.use(
      http.get(BLOGS, () => HttpResponse.json({ status: 200, data: [], meta: { count: 0 } })),
    );
    await getBlogs({ key: "All", pageNo: 1, limit: 3 });
    const init = fetchSpy.mock.calls[0]?.[1] as RequestInit & {
      next?: { revalidate?: number; tags?: string[] };
    };
    expect(CONTENT_REVALIDATE_SECONDS).toBe(300);
    expect(init.next).toEqual({ revalidate: 300, tags: ["blogs"] });
  });
});

describe("getBlog", () => {
  it("returns the post with its HTML body", async () => {
    server.use(
      http.get(`${BLOGS}/:id`, ({ params }) =>
        HttpResponse.json({ status: 200, data: { ...blog, id: params.id } }),
      ),
    );
    expect(await getBlog("how-claims-work")).toEqual({ status: 200, data: post });
  });

  it("tells an unknown post (404) from a failure", async () => {
    server.use(
      http.get(`${BLOGS}/:id`, () =>
        HttpResponse.json({ status: 404, message: "Blog not found" }, { status: 404 }),
      ),
    );
    expect(await getBlog("nope")).toEqual({ status: 404, message: "Blog not found" });
  });

  it.each([
    ["a 500 answer", () => HttpResponse.json({ status: 500, message: "down" }, { status: 500 })],
    ["a non-JSON answer", () => new HttpResponse("oops", { status: 200 })],
    ["a network error", () => HttpResponse.error()],
    [
      "a post without a body",
      () => HttpResponse.json({ status: 200, data: { ...blog, blog_content: undefined } }),
    ],
  ])("returns the spec-8 failure for %s", async (_label, answer) => {
    server.use(http.get(`${BLOGS}/:id`, answer));
    expect(await getBlog("how-claims-work")).toEqual({
      status: 500,
      message: "Failed to fetch data",
    });
  });

  it("returns the failure on a timeout", async () => {
    server.use(
      http.get(`${BLOGS}/:id`, async () => {
        await delay(500);
        return HttpResponse.json({ status: 200, data: blog });
      }),
    );
    expect(await getBlog("how-claims-work", { timeoutMs: 50 })).toEqual({
      status: 500,
      message: "Failed to fetch data",
    });
  });

  it("encodes the id into the path and tags the cache entry with it", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    let path: string | undefined;
    server.use(
      http.get(`${BLOGS}/:id`, ({ request }) => {
        path = new URL(request.url).pathname;
        return HttpResponse.json({ status: 404 }, { status: 404 });
      }),
    );
    await getBlog("a b/c");
    expect(path).toBe("/policy/blog/get/blogs/a%20b%2Fc");
    const init = fetchSpy.mock.calls[0]?.[1] as RequestInit & { next?: { tags?: string[] } };
    expect(init.next?.tags).toEqual(["blogs", "blog:a b/c"]);
  });
});

describe("getVideos", () => {
  it("returns the videos; meta.count defaults to 1 for a page without meta", async () => {
    let seen: URL | undefined;
    server.use(
      http.get(VIDEOS, ({ request }) => {
        seen = new URL(request.url);
        return HttpResponse.json({ status: 200, data: [video] });
      }),
    );
    expect(await getVideos({ key: "All", pageNo: 1, limit: 20 })).toEqual({
      status: 200,
      data: [videoView],
      meta: { count: 1 },
    });
    expect(seen?.searchParams.get("limit")).toBe("20");
  });

  it("returns the spec-8 fallback on failure", async () => {
    server.use(http.get(VIDEOS, () => HttpResponse.json({ status: 500 }, { status: 500 })));
    expect(await getVideos({ key: "All", pageNo: 1, limit: 20 })).toEqual(LIST_FALLBACK);
  });
});
