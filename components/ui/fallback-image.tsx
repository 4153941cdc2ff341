import { getImageProps, type ImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";
import { FallbackImg } from "./fallback-img";

/**
 * An optimized image (next/image's `srcset`, `sizes`, width and height, lazy loading) that shows
 * a local fallback when there is no source or the source fails to load (spec 2.3 and 8: "Blog
 * image fails: fallback image").
 *
 * Rendered as a plain `<img>` from `getImageProps`, not the `<Image>` component, so the page
 * ships none of next/image's client code (7.5 kB gz, issue 11): without a source the fallback is
 * server HTML only; with one, a tiny client island ({@link FallbackImg}) swaps in the fallback on
 * error, including an error that happened before hydration.
 *
 * The rendered `<img>` carries `data-fallback` while the fallback is shown.
 *
 * @param src a URL next/image may load (a path in /public or the asset host), or null
 * @param fallbackSrc a path in /public
 * @param preload the page's largest image on a phone (a list's first card): fetched from the
 * `<head>` at high priority (`<link rel="preload">` with the same srcset and sizes) and not lazy,
 * so it does not wait for layout (issue 11: it was the LCP of /blog and /videos)
 */
export function FallbackImage({
  src,
  fallbackSrc,
  alt,
  preload = false,
  ...rest
}: Omit<ImageProps, "src" | "onError" | "onLoad" | "preload" | "priority" | "loading"> & {
  src: string | null;
  fallbackSrc: string;
  preload?: boolean;
}) {
  const eager = preload ? ({ loading: "eager", fetchPriority: "high" } as const) : {};
  const fallback = getImageProps({ ...rest, ...eager, alt, src: fallbackSrc }).props;
  const hint = (img: typeof fallback) => {
    if (preload && img.src)
      preloadResource(img.src, {
        as: "image",
        fetchPriority: "high",
        imageSrcSet: img.srcSet,
        imageSizes: img.sizes,
      });
  };
  if (!src) {
    hint(fallback);
    // eslint-disable-next-line @next/next/no-img-element -- getImageProps: next/image's own attributes, without its client code
    return <img {...fallback} alt={alt} data-fallback="true" />;
  }
  const primary = getImageProps({ ...rest, ...eager, alt, src }).props;
  hint(primary);
  return (
    <FallbackImg {...primary} alt={alt} fallback={{ src: fallback.src, srcSet: fallback.srcSet }} />
  );
}
