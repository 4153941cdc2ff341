import { localeStaticParams } from "@/lib/i18n/static-params";
import { categoryOgImage, ogImageSize, ogImageType } from "@/lib/seo/og-image";

/** Open Graph card of /marine-insurance (generated at build time). */
export const alt = "Marine Insurance with SureShield";
export const size = ogImageSize;
export const contentType = ogImageType;

// One card per language, built at build time (an image route has no layout to take them from).
export const generateStaticParams = localeStaticParams;

export default function Image() {
  return categoryOgImage("marine");
}
