import { ImageResponse } from "next/og";
import { createTranslator } from "next-intl";
import type { Locale } from "@/i18n/routing";
import { contentFor } from "@/lib/i18n/content";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { shapedText } from "./og-shaped-text";

/**
 * Open Graph cards (1200×630 PNG) drawn with next/og. English text uses next/og's bundled
 * default font, so a build needs no network (toolchain.md: no network fonts). Hindi text is
 * shaped with HarfBuzz and drawn from the Noto fonts in `fonts/og/` ({@link shapedText}): Satori
 * alone breaks Devanagari conjuncts and vowel signs.
 */

import { ogImageSize } from "./og-size";

export { ogImageSize, ogImageType } from "./og-size";

/** The three lines of a card, in the card's language. */
export type OgText = { eyebrow: string; title: string; subtitle: string };

const catalogues = { en, hi };

function metadataT(locale: Locale) {
  return createTranslator({ locale, messages: catalogues[locale], namespace: "Metadata" });
}

/**
 * The words of a category page's card (spec 2.2), e.g. "Health Insurance" with its one-line
 * blurb, from the catalogue (`Metadata.og*`) and the category content of `locale`.
 * @param categoryId an id of `content/categories.ts`
 * @throws {Error} for an unknown id (a build-time mistake, not a runtime condition)
 */
export function categoryOgText(categoryId: string, locale: Locale): OgText {
  const category = contentFor(locale).categories.find((c) => c.id === categoryId);
  if (!category) throw new Error(`Unknown category ${categoryId}`);
  const t = metadataT(locale);
  return {
    eyebrow: t("ogEyebrow"),
    title: t("ogCategoryTitle", { category: category.name }),
    subtitle: category.blurb,
  };
}

/** The card of a category page in one language. */
export function categoryOgImage(categoryId: string, locale: Locale = "en"): ImageResponse {
  return ogCard(categoryOgText(categoryId, locale), locale);
}

/**
 * The GET handler of a category page's card route: `app/{category}-insurance/opengraph-image`
 * (English) and `app/hi/{category}-insurance/opengraph-image` (Hindi). Route handlers outside
 * `app/[locale]`, whose URL would carry the internal `/en` prefix; {@link pageMetadata} names the
 * route of the page's language as `og:image`.
 */
export function categoryOgRoute(categoryId: string, locale: Locale = "en"): () => ImageResponse {
  return () => categoryOgImage(categoryId, locale);
}

/**
 * The words of a blog post's card: its title (the broker's, in the language it sends) and its
 * categories, with the card's own words in `locale`.
 */
export function articleOgText(title: string, categoryKeys: string[], locale: Locale): OgText {
  const t = metadataT(locale);
  const { site, categoryLabel } = contentFor(locale);
  return {
    eyebrow: categoryKeys.map(categoryLabel).join(" · ") || t("ogKnowledgeCentre"),
    title,
    subtitle: t("ogKnowledgeSubtitle", { siteName: site.name }),
  };
}

/** The card of a blog post: its title and categories. */
export function articleOgImage(
  title: string,
  categoryKeys: string[],
  locale: Locale = "en",
): ImageResponse {
  return ogCard(articleOgText(title, categoryKeys, locale), locale);
}

/** Inner width of the card (1200 minus the side padding), px. */
const TEXT_WIDTH = 1200 - 2 * 72;

function ogCard({ eyebrow, title, subtitle }: OgText, locale: Locale): ImageResponse {
  const titleSize = title.length > 60 ? 56 : title.length > 30 ? 68 : 84;
  const { site } = contentFor(locale);
  // Hindi lines are images of HarfBuzz-shaped text; English stays live Satori text.
  const line = (text: string, style: Parameters<typeof shapedText>[1]) => {
    if (locale === "en") return text;
    const img = shapedText(text, style);
    // eslint-disable-next-line @next/next/no-img-element -- Satori draws <img>, not next/image
    return <img src={img.src} width={img.width} height={img.height} alt="" />;
  };
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
          {line(eyebrow, {
            fontSize: 28,
            weight: 400,
            color: "#add8ea",
            maxWidth: TEXT_WIDTH,
            lineHeight: 1.4,
          })}
        </div>
        <div style={{ display: "flex", fontSize: titleSize, fontWeight: 700, lineHeight: 1.1 }}>
          {line(title, {
            fontSize: titleSize,
            weight: 700,
            color: "#ffffff",
            maxWidth: TEXT_WIDTH,
            lineHeight: 1.35,
          })}
        </div>
      </div>
      <div style={{ display: "flex", fontSize: 28, color: "#d6ecf5" }}>
        {line(subtitle, {
          fontSize: 28,
          weight: 400,
          color: "#d6ecf5",
          maxWidth: TEXT_WIDTH,
          lineHeight: 1.4,
        })}
      </div>
    </div>,
    ogImageSize,
  );
}
