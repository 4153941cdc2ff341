import { categoryOgImage, ogImageSize, ogImageType } from "@/lib/seo/og-image";

/** Open Graph card of /home-insurance (generated at build time). */
export const alt = "Home Insurance with SureShield";
export const size = ogImageSize;
export const contentType = ogImageType;

export default function Image() {
  return categoryOgImage("home");
}
