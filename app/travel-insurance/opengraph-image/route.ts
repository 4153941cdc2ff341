import { categoryOgRoute } from "@/lib/seo/og-image";

/** GET /travel-insurance/opengraph-image: the page's Open Graph card (both languages), built once. */
export const dynamic = "force-static";
export const GET = categoryOgRoute("travel");
