import { articles } from "./content/articles";
import type { SandboxArticle, SandboxVideo, VideoCategory } from "./content/types";
import { videos } from "./content/videos";
import type { CoverSpec } from "./covers/cover-svg";
import { jsonLdCheckArticle } from "./fixtures/json-ld-check-article";
import { sanitizerCheckArticle } from "./fixtures/sanitizer-check-article";

/**
 * The sandbox's knowledge centre: the articles and videos of `content/` (plus the sanitizer and
 * JSON-LD fixtures) in the shapes of the broker contract (broker-api.md `Blog`, `Video`), newest first.
 */

/** A blog post as the broker sends it (broker-api.md `Blog`). */
export type ContractBlog = {
  id: string;
  blog_title: string;
  blog_description: string;
  blog_image?: string;
  blog_thumbnail?: string;
  blog_categories: string[];
  blog_content: string;
};

/** A video as the broker sends it (broker-api.md `Video`). */
export type ContractVideo = {
  id: string;
  video_title: string;
  video_link: string;
  video_thumbnail?: string;
};

/**
 * Index (newest first) of the post and of the video sent without a thumbnail, so the site's
 * fallback image is exercised on the first page of each list.
 */
export const missingThumbnailIndex = 2;

const byNewest = <T extends { published: string; id: string }>(a: T, b: T) =>
  b.published.localeCompare(a.published) || a.id.localeCompare(b.id);

/** Every post, newest first. */
export const sandboxArticles: readonly SandboxArticle[] = [
  ...articles,
  sanitizerCheckArticle,
  jsonLdCheckArticle,
].sort(byNewest);

/** Every video, newest first. */
export const sandboxVideos: readonly SandboxVideo[] = [...videos].sort(byNewest);

const articleIndex = new Map(sandboxArticles.map((a, i) => [a.id, i]));
const videoIndex = new Map(sandboxVideos.map((v, i) => [v.id, i]));

/** The post with this id, or undefined. */
export function findArticle(id: string): SandboxArticle | undefined {
  const i = articleIndex.get(id);
  return i === undefined ? undefined : sandboxArticles[i];
}

/** The video with this id, or undefined. */
export function findVideo(id: string): SandboxVideo | undefined {
  const i = videoIndex.get(id);
  return i === undefined ? undefined : sandboxVideos[i];
}

/** Whether the post has a thumbnail (all but one do). */
export function articleHasThumbnail(id: string): boolean {
  return articleIndex.get(id) !== missingThumbnailIndex;
}

/** Whether the video has a thumbnail (all but one do). */
export function videoHasThumbnail(id: string): boolean {
  return videoIndex.get(id) !== missingThumbnailIndex;
}

/**
 * A post in contract shape; image URLs point at this sandbox's `/assets` (what the site's
 * `ASSET_BASE_URL` defaults to when it runs the sandbox).
 *
 * @param publicUrl the sandbox's public origin, no trailing slash
 */
export function toContractBlog(article: SandboxArticle, publicUrl: string): ContractBlog {
  const base = `${publicUrl}/assets/blogs/${encodeURIComponent(article.id)}/blogImages`;
  return {
    id: article.id,
    blog_title: article.blog_title,
    blog_description: article.blog_description,
    blog_image: `${base}/1.webp`,
    ...(articleHasThumbnail(article.id) ? { blog_thumbnail: `${base}/thumbnail.webp` } : {}),
    blog_categories: [...article.blog_categories],
    blog_content: article.blog_content,
  };
}

/** A video in contract shape. */
export function toContractVideo(video: SandboxVideo, publicUrl: string): ContractVideo {
  return {
    id: video.id,
    video_title: video.video_title,
    video_link: video.video_link,
    ...(videoHasThumbnail(video.id)
      ? {
          video_thumbnail: `${publicUrl}/assets/videos/${encodeURIComponent(video.id)}/thumbnail.webp`,
        }
      : {}),
  };
}

/** Cover of a post, from its art direction. */
export function articleCover(article: SandboxArticle, withTitle: boolean): CoverSpec {
  return {
    hue: article.cover.hue,
    motif: article.cover.motif,
    title: withTitle ? article.blog_title : "",
    label: article.blog_categories[0],
  };
}

const videoMotifs: Record<VideoCategory, CoverSpec["motif"]> = {
  Cyber: "shield",
  "Multi Model": "truck",
  Motor: "car",
  Marine: "ship",
  Travel: "plane",
  Home: "home",
  "Health Insurance": "heart",
};

/**
 * Thumbnail of a video: motif from its first category, hue from its id. No title: the site's
 * card prints it beside the picture.
 */
export function videoCover(video: SandboxVideo): CoverSpec {
  const category = video.video_categories[0];
  return {
    hue: hashHue(video.id),
    motif: category ? videoMotifs[category] : "document",
    title: "",
  };
}

function hashHue(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) % 360;
  return h;
}
