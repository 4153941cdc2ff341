import {
  articleCover,
  articleHasThumbnail,
  findArticle,
  findVideo,
  videoCover,
  videoHasThumbnail,
} from "../catalogue";
import { coverWebp } from "../covers/cover-images";
import { binaryResponse, HttpError } from "../http/responses";
import type { Router } from "../router";

/**
 * Images of the knowledge centre, generated from each article's `cover` (hue, motif, title) as
 * real WebP files, as a broker's asset host would serve photographs:
 *
 * - `GET /assets/blogs/{id}/blogImages/1.webp`: main image, 1200×630, with the title;
 * - `GET /assets/blogs/{id}/blogImages/thumbnail.webp`: card thumbnail, 600×315, motif only
 *   (404 for the one post sent without a thumbnail);
 * - `GET /assets/videos/{id}/thumbnail.webp`: video thumbnail, 640×360, with a play button
 *   (404 for the one video sent without a thumbnail).
 *
 * Unknown ids answer 404. Images may be cached for a day (`Cache-Control`).
 */

/** `Cache-Control` of generated images: they only change when the sandbox's content does. */
export const imageCacheControl = "public, max-age=86400";

/** Registers the image routes. */
export function register(router: Router): void {
  router.get("/assets/blogs/:id/blogImages/:file", async (req) => {
    const article = findArticle(req.params.id ?? "");
    const file = req.params.file;
    if (!article || (file !== "1.webp" && file !== "thumbnail.webp"))
      throw new HttpError(404, "No such image");
    if (file === "thumbnail.webp" && !articleHasThumbnail(article.id))
      throw new HttpError(404, "This post has no thumbnail");
    const main = file === "1.webp";
    const bytes = await coverWebp(
      `blog:${article.id}:${main ? "main" : "thumbnail"}`,
      articleCover(article, main),
      main ? "main" : "thumbnail",
    );
    return binaryResponse(200, bytes, "image/webp", imageCacheControl);
  });

  router.get("/assets/videos/:id/thumbnail.webp", async (req) => {
    const video = findVideo(req.params.id ?? "");
    if (!video || !videoHasThumbnail(video.id)) throw new HttpError(404, "No such image");
    const bytes = await coverWebp(`video:${video.id}`, videoCover(video), "video");
    return binaryResponse(200, bytes, "image/webp", imageCacheControl);
  });
}
