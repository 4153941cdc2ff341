import { ImageResponse } from "next/og";
import { categories } from "@/content/categories";
import { site } from "@/content/site";

/**
 * Open Graph cards (1200×630 PNG) drawn with next/og. They use next/og's bundled default font,
 * so a build needs no network (toolchain.md: no network fonts).
 */

import { ogImageSize } from "./og-size";

export { ogImageSize, ogImageType } from "./og-size";

/**
 * The card of a category page (spec 2.2), e.g. "Health Insurance" with its one-line blurb.
 * @param categoryId an id of `content/categories.ts`
 * @throws {Error} for an unknown id (a build-time mistake, not a runtime condition)
 */
export function categoryOgImage(categoryId: string): ImageResponse {
  const category = categories.find((c) => c.id === categoryId);
  if (!category) throw new Error(`Unknown category ${categoryId}`);
  return ogCard({
    eyebrow: "Compare and buy online",
    title: `${category.name} Insurance`,
    subtitle: category.blurb,
  });
}

/**
 * The GET handler of a category page's card route (`app/{category}-insurance/opengraph-image`):
 * a route handler at the root, not an `opengraph-image.tsx` under `app/[locale]`, whose URL
 * would carry the internal `/en` prefix. {@link pageMetadata} names the route as `og:image`.
 */
export function categoryOgRoute(categoryId: string): () => ImageResponse {
  return () => categoryOgImage(categoryId);
}

/** The card of a blog post: its title and categories. */
export function articleOgImage(title: string, categoryNames: string[]): ImageResponse {
  return ogCard({
    eyebrow: categoryNames.join(" · ") || "Knowledge centre",
    title,
    subtitle: `${site.name} knowledge centre`,
  });
}

function ogCard({
  eyebrow,
  title,
  subtitle,
}: {
  eyebrow: string;
  title: string;
  subtitle: string;
}): ImageResponse {
  const titleSize = title.length > 60 ? 56 : title.length > 30 ? 68 : 84;
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "64px 72px",
        background: "linear-gradient(135deg, #0b4f6c 0%, #062b3b 100%)",
        color: "#ffffff",
      }}
    >
      <div style={{ display: "flex", alignItems: "center", fontSize: 34, fontWeight: 700 }}>
        <div
          style={{
            display: "flex",
            width: 44,
            height: 52,
            marginRight: 18,
            background: "#f59e0b",
            borderRadius: "8px 8px 22px 22px",
          }}
        />
        {site.name}
      </div>
      <div style={{ display: "flex", flexDirection: "column" }}>
        <div style={{ display: "flex", fontSize: 28, color: "#add8ea", marginBottom: 18 }}>
          {eyebrow}
        </div>
        <div style={{ display: "flex", fontSize: titleSize, fontWeight: 700, lineHeight: 1.1 }}>
          {title}
        </div>
      </div>
      <div style={{ display: "flex", fontSize: 28, color: "#d6ecf5" }}>{subtitle}</div>
    </div>,
    ogImageSize,
  );
}
