import { categoryOgRoute } from "@/lib/seo/og-image";

/** GET /travel-insurance/opengraph-image: the page's Open Graph card (English; the Hindi card is app/hi/travel-insurance), built once. */
export const dynamic = "force-static";
export const GET = categoryOgRoute("travel");
