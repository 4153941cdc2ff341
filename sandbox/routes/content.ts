import { blogCategories, videoCategories } from "../content/types";
import {
  findArticle,
  sandboxArticles,
  sandboxVideos,
  toContractBlog,
  toContractVideo,
} from "../catalogue";
import type { SandboxContext } from "../context";
import { envelope, HttpError } from "../http/responses";
import type { Router } from "../router";

/**
 * The knowledge-centre calls (broker-api.md "Content and leads"):
 *
 * - `GET /policy/blog/get/blogs?key=&pageNo=&limit=` → `{ status: 200, data: Blog[], meta: { count } }`,
 *   `count` = total pages. `key` is a blog category or `All` (default); posts newest first.
 * - `GET /policy/blog/get/blogs/{id}` → `{ status: 200, data: Blog }`, or a 404 envelope.
 * - `GET /policy/videos/get/videos?key=&pageNo=&limit=` → `{ status: 200, data: Video[], meta: { count } }`,
 *   `count` = total pages, like blogs.
 *
 * `pageNo` (default 1) and `limit` (default 12 for blogs, 20 for videos; at most 100) must be
 * positive integers, else a 400 envelope. An unknown category is an empty list with count 0.
 * A page past the end is an empty list with the real count.
 *
 * Sandbox test hook: the post id `sandbox-fail` answers `500 { status: 500, message: "Sandbox:
 * simulated broker failure" }`, so the site's "Failed to fetch blog" path can be seen.
 */

/** Post id that makes the single-post call fail (test hook). */
export const failingPostId = "sandbox-fail";

/** Largest `limit` accepted. */
export const maxLimit = 100;

/** Registers the content calls. */
export function register(router: Router, ctx: SandboxContext): void {
  router.get("/policy/blog/get/blogs", (req) => {
    const q = listQuery(req.query, 12);
    const matching =
      q.key === "All"
        ? sandboxArticles
        : sandboxArticles.filter((a) => (a.blog_categories as string[]).includes(q.key));
    const known = q.key === "All" || (blogCategories as readonly string[]).includes(q.key);
    return page(known ? matching : [], q, (a) => toContractBlog(a, ctx.publicUrl));
  });

  router.get("/policy/blog/get/blogs/:id", (req) => {
    if (req.params.id === failingPostId)
      return envelope(500, { message: "Sandbox: simulated broker failure" });
    const article = findArticle(req.params.id ?? "");
    if (!article) throw new HttpError(404, "Blog not found");
    return envelope(200, { data: toContractBlog(article, ctx.publicUrl) });
  });

  router.get("/policy/videos/get/videos", (req) => {
    const q = listQuery(req.query, 20);
    const known = q.key === "All" || (videoCategories as readonly string[]).includes(q.key);
    const matching =
      q.key === "All"
        ? sandboxVideos
        : sandboxVideos.filter((v) => (v.video_categories as string[]).includes(q.key));
    return page(known ? matching : [], q, (v) => toContractVideo(v, ctx.publicUrl));
  });

  ctx.inspectionPages.push({
    href: "/policy/blog/get/blogs?key=All&pageNo=1&limit=12",
    title: "Blog posts (JSON)",
    description: "the first page of the knowledge centre's posts, as the site receives it",
  });
}

type ListQuery = { key: string; pageNo: number; limit: number };

/** Reads `key`, `pageNo` and `limit`. @throws {HttpError} 400 for a malformed number. */
function listQuery(query: URLSearchParams, defaultLimit: number): ListQuery {
  const key = query.get("key")?.trim() || "All";
  const pageNo = positiveInt(query.get("pageNo"), 1, "pageNo", 100_000);
  const limit = positiveInt(query.get("limit"), defaultLimit, "limit", maxLimit);
  return { key, pageNo, limit };
}

function positiveInt(raw: string | null, fallback: number, name: string, max: number): number {
  if (raw === null || raw === "") return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < 1 || Number(raw) > max) {
    throw new HttpError(400, `${name} must be an integer from 1 to ${max}`);
  }
  return Number(raw);
}

function page<T, R>(items: readonly T[], q: ListQuery, map: (item: T) => R) {
  const count = Math.ceil(items.length / q.limit);
  const start = (q.pageNo - 1) * q.limit;
  return envelope(200, { data: items.slice(start, start + q.limit).map(map), meta: { count } });
}
