import sharp from "sharp";
import { coverSvg, type CoverSpec } from "./cover-svg";

/** Sizes of the generated images, in pixels. */
export const coverSizes = {
  /** `blogs/{id}/blogImages/1.webp`, the article's main image. */
  main: { width: 1200, height: 630 },
  /** The list cards' `blog_thumbnail`. */
  thumbnail: { width: 600, height: 315 },
  /** `video_thumbnail`. */
  video: { width: 640, height: 360 },
} as const;

export type CoverSize = keyof typeof coverSizes;

/** Generated images by `key`; a few dozen small WebPs, so memory is the cache. */
const cache = new Map<string, Promise<Buffer>>();

/**
 * A cover as WebP bytes: the SVG of {@link coverSvg} rasterised by sharp. Each image is made
 * once per process (the promise is cached, so concurrent requests share one conversion).
 *
 * @param key identifies the picture (e.g. `blog:{id}:main`); the same key must always mean the same spec
 * @throws when sharp fails (the route answers 500); the failed entry is not cached
 */
export function coverWebp(key: string, spec: CoverSpec, size: CoverSize): Promise<Buffer> {
  const cached = cache.get(key);
  if (cached) return cached;
  const { width, height } = coverSizes[size];
  const made = sharp(Buffer.from(coverSvg(spec, width, height)))
    .webp({ quality: 78 })
    .toBuffer();
  cache.set(key, made);
  made.catch(() => cache.delete(key));
  return made;
}
