import { categoryOgRoute } from "@/lib/seo/og-image";

/** GET /health-insurance/opengraph-image: the page's Open Graph card (English; the Hindi card is app/hi/health-insurance), built once. */
export const dynamic = "force-static";
export const GET = categoryOgRoute("health");
