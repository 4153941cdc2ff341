import { categoryOgRoute } from "@/lib/seo/og-image";

/** GET /life-insurance/opengraph-image: the page's Open Graph card (English; the Hindi card is app/hi/life-insurance), built once. */
export const dynamic = "force-static";
export const GET = categoryOgRoute("life");
