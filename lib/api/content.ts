import "server-only";
import { z } from "zod";
import { brokerCall } from "./call";
import type { Post, PostSummary, Video } from "./types";

/**
 * The knowledge-centre calls (spec 7; broker-api.md "Content and leads"):
 * `GET /policy/blog/get/blogs`, `GET /policy/blog/get/blogs/{id}`, `GET /policy/videos/get/videos`.
 *
 * Answers are cached in Next's data cache for {@link CONTENT_REVALIDATE_SECONDS} and tagged
 * (`blogs`, `blog:{id}`, `videos`) so `POST /api/revalidate` can refresh them on demand. A failed
 * call is never cached and returns the spec-8 fallback instead of throwing. Calls go through
 * `brokerCall` (`lib/api/call.ts`); answers are reshaped into the site's {@link Post} and
 * {@link Video} (`lib/api/types.ts`), so pages never see the wire names below.
 */

/** Seconds a broker answer is served from the data cache before it is fetched again. */
export const CONTENT_REVALIDATE_SECONDS = 300;

/** Data-cache tags of the content calls. */
export const contentTags = {
  blogs: "blogs",
  videos: "videos",
  blog: (id: string) => `blog:${id}`,
} as const;

/** Spec-8 message of a failed blog or video call. */
export const CONTENT_FAILURE_MESSAGE = "Failed to fetch data";

/** A blog post (broker-api.md `Blog`). `blog_content` is untrusted HTML: sanitize before rendering. */
export const blogSchema = z.object({
  id: z.string().min(1),
  blog_title: z.string(),
  blog_description: z.string(),
  blog_image: z.string().optional(),
  blog_thumbnail: z.string().optional(),
  blog_categories: z.array(z.string()),
  blog_content: z.string(),
});
type WireBlog = z.infer<typeof blogSchema>;

/** A post as lists need it: everything but the body, which list pages never show. */
export const blogSummarySchema = blogSchema.omit({ blog_content: true });
type WireBlogSummary = z.infer<typeof blogSummarySchema>;

/** A video (broker-api.md `Video`); `video_link` carries the YouTube ID in `?v=`. */
export const videoSchema = z.object({
  id: z.string().min(1),
  video_title: z.string(),
  video_link: z.string(),
  video_thumbnail: z.string().optional(),
});
type WireVideo = z.infer<typeof videoSchema>;

/** A post of a list in the site's shape. */
function reshapePostSummary(blog: WireBlogSummary): PostSummary {
  return {
    id: blog.id,
    title: blog.blog_title,
    description: blog.blog_description,
    ...(blog.blog_image === undefined ? {} : { image: blog.blog_image }),
    ...(blog.blog_thumbnail === undefined ? {} : { thumbnail: blog.blog_thumbnail }),
    categories: blog.blog_categories,
  };
}

/** A whole post in the site's shape. */
function reshapePost(blog: WireBlog): Post {
  return { ...reshapePostSummary(blog), html: blog.blog_content };
}

/** A video in the site's shape. */
function reshapeVideo(video: WireVideo): Video {
  return {
    id: video.id,
    title: video.video_title,
    link: video.video_link,
    ...(video.video_thumbnail === undefined ? {} : { thumbnail: video.video_thumbnail }),
  };
}

/** `meta.count`: the total number of pages (broker-api.md). Optional for videos. */
const pageCountMeta = z.object({ count: z.number().int().min(0) }).loose();

const listEnvelope = <T extends z.ZodType>(item: T) =>
  z.object({
    status: z.number().int(),
    message: z.string().optional(),
    data: z.array(item),
    meta: pageCountMeta.optional(),
  });

const blogEnvelope = z.object({
  status: z.number().int(),
  message: z.string().optional(),
  data: blogSchema,
});

/** A page of a list; `meta.count` is the total number of pages (0 for an empty list or a failure). */
export type ContentList<T> = {
  status: number;
  message?: string;
  data: T[];
  meta: { count: number };
};

/** One item: `data` when found (status 200); no `data` for a failure. */
export type ContentItem<T> = { status: number; message?: string; data?: T };

/** Query of a list call. `key` is a category or "All"; `pageNo` is 1-based. */
export type ListParams = { key: string; pageNo: number; limit: number };

/** Per-call options; `timeoutMs` overrides the broker client's 15 s (tests use a short one). */
export type ContentCallOptions = { timeoutMs?: number };

/**
 * `GET /policy/blog/get/blogs?key=&pageNo=&limit=`: one page of posts, newest first.
 *
 * @returns `{ status: 200, data, meta: { count } }`; on any failure (network, timeout, non-JSON,
 *   wrong shape, non-2xx) the spec-8 fallback `{ status: 500, message: "Failed to fetch data",
 *   data: [], meta: { count: 0 } }`.
 */
export async function getBlogs(
  params: ListParams,
  options: ContentCallOptions = {},
): Promise<ContentList<PostSummary>> {
  return getList(
    "/policy/blog/get/blogs",
    blogSummarySchema,
    reshapePostSummary,
    params,
    contentTags.blogs,
    options,
  );
}

/**
 * `GET /policy/videos/get/videos?key=&pageNo=&limit=`: one page of videos.
 * @returns as {@link getBlogs}; `meta.count` is 1 when the broker sends no count for a non-empty page.
 */
export async function getVideos(
  params: ListParams,
  options: ContentCallOptions = {},
): Promise<ContentList<Video>> {
  return getList(
    "/policy/videos/get/videos",
    videoSchema,
    reshapeVideo,
    params,
    contentTags.videos,
    options,
  );
}

/**
 * `GET /policy/blog/get/blogs/{id}`: one post with its HTML body.
 *
 * @param id the identifier from `/blog/{bname}` (URL-encoded here)
 * @returns `{ status: 200, data }` when found; `{ status: 404, message }` for an unknown post
 *   (the page shows a 404); `{ status: 500, message: "Failed to fetch data" }` for any other
 *   failure (the page says so and stays up).
 */
export async function getBlog(
  id: string,
  options: ContentCallOptions = {},
): Promise<ContentItem<Post>> {
  const result = await brokerCall({
    method: "GET",
    path: `/policy/blog/get/blogs/${encodeURIComponent(id)}`,
    responseSchema: blogEnvelope,
    pick: (body) => ({ data: reshapePost(body.data), message: body.message }),
    fallback: () => undefined,
    failureMessage: CONTENT_FAILURE_MESSAGE,
    options,
    next: {
      revalidate: CONTENT_REVALIDATE_SECONDS,
      tags: [contentTags.blogs, contentTags.blog(id)],
    },
  });
  if (result.ok) return { status: result.status, message: result.message, data: result.data };
  if (result.reason === "status" && result.status === 404)
    return { status: 404, message: result.detail };
  return { status: 500, message: CONTENT_FAILURE_MESSAGE };
}

async function getList<W, T>(
  path: string,
  item: z.ZodType<W>,
  reshape: (wire: W) => T,
  params: ListParams,
  tag: string,
  options: ContentCallOptions,
): Promise<ContentList<T>> {
  const result = await brokerCall({
    method: "GET",
    path,
    query: { key: params.key, pageNo: params.pageNo, limit: params.limit },
    responseSchema: listEnvelope(item),
    pick: (body) => ({
      data: body.data.map(reshape),
      message: body.message,
      meta: { count: body.meta?.count ?? (body.data.length > 0 ? 1 : 0) },
    }),
    fallback: (): T[] => [],
    failureMessage: CONTENT_FAILURE_MESSAGE,
    options,
    next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags: [tag] },
  });
  if (!result.ok)
    return { status: 500, message: CONTENT_FAILURE_MESSAGE, data: [], meta: { count: 0 } };
  return {
    status: result.status,
    message: result.message,
    data: result.data,
    meta: { count: result.meta?.count ?? 0 },
  };
}

export type { Post, PostSummary, Video } from "./types";
