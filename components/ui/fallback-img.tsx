"use client";

import { useState, type ComponentProps } from "react";

/**
 * The client half of `FallbackImage` (components/ui/fallback-image.tsx): a plain `<img>` with
 * `getImageProps`' attributes that switches to `fallback` when its source fails, and marks itself
 * `data-fallback="true"`. An error that happened before hydration (React misses that event) is
 * found on mount: the image is complete but has no width.
 */
export function FallbackImg({
  fallback,
  ...img
}: Omit<ComponentProps<"img">, "src"> & {
  src: string;
  fallback: { src: string; srcSet: string | undefined };
}) {
  // Remember which source failed, so a new source (another post) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const showFallback = failed === img.src;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- getImageProps: next/image's own attributes, without its client code
    <img
      {...img}
      {...(showFallback
        ? { src: fallback.src, srcSet: fallback.srcSet, "data-fallback": "true" }
        : {})}
      alt={img.alt}
      ref={(el) => {
        if (el && !showFallback && el.complete && el.naturalWidth === 0) setFailed(img.src);
      }}
      onError={() => setFailed(img.src)}
    />
  );
}
