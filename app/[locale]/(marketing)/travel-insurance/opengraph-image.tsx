import { categoryOgImage, ogImageSize, ogImageType } from "@/lib/seo/og-image";

/** Open Graph card of /travel-insurance (generated at build time). */
export const alt = "Travel Insurance with SureShield";
export const size = ogImageSize;
export const contentType = ogImageType;

export default function Image() {
  return categoryOgImage("travel");
}
