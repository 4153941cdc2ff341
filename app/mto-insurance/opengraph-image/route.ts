import { categoryOgRoute } from "@/lib/seo/og-image";

/** GET /mto-insurance/opengraph-image: the page's Open Graph card (English; the Hindi card is app/hi/mto-insurance), built once. */
export const dynamic = "force-static";
export const GET = categoryOgRoute("mto");
