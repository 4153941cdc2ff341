import { categoryOgImage, ogImageSize, ogImageType } from "@/lib/seo/og-image";

/** Open Graph card of /motor-insurance (generated at build time). */
export const alt = "Motor Insurance with SureShield";
export const size = ogImageSize;
export const contentType = ogImageType;

export default function Image() {
  return categoryOgImage("motor");
}
