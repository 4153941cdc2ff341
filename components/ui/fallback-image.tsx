"use client";

import Image, { type ImageProps } from "next/image";
import { useState } from "react";

/**
 * next/image that shows a local fallback when there is no source or the source fails to load
 * (spec 2.3 and 8: "Blog image fails: fallback image"). A small client island: only the
 * error handler needs the browser. next/image re-checks images that failed before hydration,
 * so an early error still switches to the fallback.
 *
 * The rendered `<img>` carries `data-fallback` while the fallback is shown.
 *
 * @param src a URL next/image may load (a path in /public or the asset host), or null
 * @param fallbackSrc a path in /public
 */
export function FallbackImage({
  src,
  fallbackSrc,
  alt,
  ...rest
}: Omit<ImageProps, "src" | "onError"> & { src: string | null; fallbackSrc: string }) {
  // Remember which source failed, so a new source (another post) is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const showFallback = !src || failed === src;
  return (
    <Image
      {...rest}
      alt={alt}
      src={showFallback ? fallbackSrc : src}
      data-fallback={showFallback ? "true" : undefined}
      onError={() => {
        if (src) setFailed(src);
      }}
    />
  );
}
