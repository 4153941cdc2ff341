import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missingThumbnailIndex, sandboxArticles, sandboxVideos } from "@/sandbox/catalogue";
import { startSandbox, type RunningSandbox } from "@/sandbox/server";

/**
 * The sandbox's knowledge-centre calls and images over real HTTP (broker-api.md "Content and
 * leads"). One sandbox for the file (PGlite takes ~3 s and ~800 MB).
 */

type Json = { status: number; message?: string; data?: unknown; meta?: { count?: number } };
type Blog = {
  id: string;
  blog_title: string;
  blog_image?: string;
  blog_thumbnail?: string;
  blog_categories: string[];
  blog_content: string;
};
type Video = { id: string; video_title: string; video_link: string; video_thumbnail?: string };

let dataDir: string;
let sandbox: RunningSandbox;
const PUBLIC = "http://sandbox.test:4999";

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "sandbox-content-"));
  sandbox = await startSandbox({
    port: 0,
    dataDir,
    siteUrl: "http://localhost:3000",
    publicUrl: PUBLIC,
  });
});

afterAll(async () => {
  await sandbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function get(path: string): Promise<{ http: number; body: Json }> {
  const res = await fetch(`${sandbox.url}${path}`);
  return { http: res.status, body: (await res.json()) as Json };
}

describe("GET /policy/blog/get/blogs", () => {
  it("answers the first 12 posts of all categories, newest first, with meta.count = total pages", async () => {
    const { http, body } = await get("/policy/blog/get/blogs?key=All&pageNo=1&limit=12");
    expect(http).toBe(200);
    expect(body.status).toBe(200);
    const data = body.data as Blog[];
    expect(data).toHaveLength(12);
    expect(data.map((b) => b.id)).toEqual(sandboxArticles.slice(0, 12).map((a) => a.id));
    expect(body.meta?.count).toBe(Math.ceil(sandboxArticles.length / 12));
    const published = sandboxArticles.slice(0, 12).map((a) => a.published);
    expect([...published].sort().reverse()).toEqual(published);
  });

  it("sends posts in the contract's shape with asset URLs on the sandbox", async () => {
    const { body } = await get("/policy/blog/get/blogs?key=All&pageNo=1&limit=1");
    const [first] = body.data as Blog[];
    expect(Object.keys(first ?? {}).sort()).toEqual([
      "blog_categories",
      "blog_content",
      "blog_description",
      "blog_image",
      "blog_thumbnail",
      "blog_title",
      "id",
    ]);
    expect(first?.blog_image).toBe(`${PUBLIC}/assets/blogs/${first?.id}/blogImages/1.webp`);
    expect(first?.blog_thumbnail).toBe(
      `${PUBLIC}/assets/blogs/${first?.id}/blogImages/thumbnail.webp`,
    );
  });

  it("filters by category", async () => {
    const { body } = await get(
      `/policy/blog/get/blogs?key=${encodeURIComponent("Marine Insurance")}&pageNo=1&limit=100`,
    );
    const data = body.data as Blog[];
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((b) => b.blog_categories.includes("Marine Insurance"))).toBe(true);
    expect(data).toHaveLength(
      sandboxArticles.filter((a) => (a.blog_categories as string[]).includes("Marine Insurance"))
        .length,
    );
  });

  it("pages through the list without overlap and answers an empty page past the end", async () => {
    const one = (await get("/policy/blog/get/blogs?pageNo=1&limit=5")).body.data as Blog[];
    const two = (await get("/policy/blog/get/blogs?pageNo=2&limit=5")).body.data as Blog[];
    expect(two.map((b) => b.id)).toEqual(sandboxArticles.slice(5, 10).map((a) => a.id));
    expect(one.some((b) => two.some((c) => c.id === b.id))).toBe(false);
    const past = await get("/policy/blog/get/blogs?pageNo=999&limit=12");
    expect(past.body).toEqual({
      status: 200,
      data: [],
      meta: { count: Math.ceil(sandboxArticles.length / 12) },
    });
  });

  it("answers an empty list with count 0 for an unknown category", async () => {
    const { http, body } = await get("/policy/blog/get/blogs?key=Space%20Insurance");
    expect(http).toBe(200);
    expect(body).toEqual({ status: 200, data: [], meta: { count: 0 } });
  });

  it.each(["pageNo=0", "pageNo=-1", "pageNo=x", "limit=0", "limit=101", "limit=1.5"])(
    "answers 400 for %s",
    async (query) => {
      const { http, body } = await get(`/policy/blog/get/blogs?${query}`);
      expect(http).toBe(400);
      expect(body.status).toBe(400);
    },
  );

  it("lists the sanitizer fixture like any post, and sends exactly one post without a thumbnail", async () => {
    const { body } = await get("/policy/blog/get/blogs?key=All&pageNo=1&limit=100");
    const all = body.data as Blog[];
    expect(all.map((b) => b.id)).toContain("sandbox-sanitizer-check");
    const bare = all.filter((b) => b.blog_thumbnail === undefined);
    expect(bare.map((b) => b.id)).toEqual([sandboxArticles[missingThumbnailIndex]?.id]);
  });
});

describe("GET /policy/blog/get/blogs/{id}", () => {
  it("answers the post with its HTML", async () => {
    const { http, body } = await get("/policy/blog/get/blogs/sandbox-sanitizer-check");
    expect(http).toBe(200);
    const blog = body.data as Blog;
    expect(blog.id).toBe("sandbox-sanitizer-check");
    expect(blog.blog_categories).toEqual(["General Insurance"]);
    for (const attack of [
      "<script>",
      "onerror=",
      "javascript:",
      "<iframe",
      'style="background:url(javascript:',
      "<svg onload=",
    ]) {
      expect(blog.blog_content).toContain(attack);
    }
  });

  it("answers 500 for the sandbox-fail hook", async () => {
    expect(await get("/policy/blog/get/blogs/sandbox-fail")).toEqual({
      http: 500,
      body: { status: 500, message: "Sandbox: simulated broker failure" },
    });
  });

  it("answers a 404 envelope for an unknown post", async () => {
    expect(await get("/policy/blog/get/blogs/no-such-post")).toEqual({
      http: 404,
      body: { status: 404, message: "Blog not found" },
    });
  });
});

describe("GET /policy/videos/get/videos", () => {
  it("answers the first 20 videos with meta.count, filters by category, and has one without a thumbnail", async () => {
    const { body } = await get("/policy/videos/get/videos?key=All&pageNo=1&limit=20");
    const data = body.data as Video[];
    expect(data).toHaveLength(Math.min(20, sandboxVideos.length));
    expect(body.meta?.count).toBe(Math.ceil(sandboxVideos.length / 20));
    expect(Object.keys(data[0] ?? {}).sort()).toEqual([
      "id",
      "video_link",
      "video_thumbnail",
      "video_title",
    ]);
    expect(data.filter((v) => !v.video_thumbnail).map((v) => v.id)).toEqual([
      sandboxVideos[missingThumbnailIndex]?.id,
    ]);

    const cyber = (await get("/policy/videos/get/videos?key=Cyber")).body.data as Video[];
    expect(cyber.length).toBeGreaterThan(0);
    expect(
      cyber.every((v) =>
        sandboxVideos.find((s) => s.id === v.id)?.video_categories.includes("Cyber"),
      ),
    ).toBe(true);
    expect((await get("/policy/videos/get/videos?key=Nope")).body).toEqual({
      status: 200,
      data: [],
      meta: { count: 0 },
    });
  });
});

describe("generated images", () => {
  async function image(path: string) {
    const res = await fetch(`${sandbox.url}${path}`);
    return { res, bytes: Buffer.from(await res.arrayBuffer()) };
  }

  it.each([
    ["a main image", (id: string) => `/assets/blogs/${id}/blogImages/1.webp`, 1200, 630],
    ["a thumbnail", (id: string) => `/assets/blogs/${id}/blogImages/thumbnail.webp`, 600, 315],
  ])("serves %s as a real WebP with Cache-Control", async (_label, path, width, height) => {
    const id = sandboxArticles[0]?.id ?? "";
    const { res, bytes } = await image(path(id));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toContain("max-age=");
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width, height });
  });

  it("serves video thumbnails, and 404 for unknown ids and the post without a thumbnail", async () => {
    const video = await image(`/assets/videos/${sandboxVideos[0]?.id}/thumbnail.webp`);
    expect(video.res.status).toBe(200);
    expect(await sharp(video.bytes).metadata()).toMatchObject({
      format: "webp",
      width: 640,
      height: 360,
    });
    expect((await image("/assets/blogs/no-such-post/blogImages/1.webp")).res.status).toBe(404);
    expect(
      (
        await image(
          `/assets/blogs/${sandboxArticles[missingThumbnailIndex]?.id}/blogImages/thumbnail.webp`,
        )
      ).res.status,
    ).toBe(404);
    expect(
      (await image(`/assets/blogs/${sandboxArticles[0]?.id}/blogImages/2.webp`)).res.status,
    ).toBe(404);
  });

  it("draws different articles differently", async () => {
    const a = await image(`/assets/blogs/${sandboxArticles[0]?.id}/blogImages/1.webp`);
    const b = await image(`/assets/blogs/${sandboxArticles[1]?.id}/blogImages/1.webp`);
    expect(a.bytes.equals(b.bytes)).toBe(false);
  });
});
