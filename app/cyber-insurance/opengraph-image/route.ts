import { categoryOgRoute } from "@/lib/seo/og-image";

/** GET /cyber-insurance/opengraph-image: the page's Open Graph card (English; the Hindi card is app/hi/cyber-insurance), built once. */
export const dynamic = "force-static";
export const GET = categoryOgRoute("cyber");
