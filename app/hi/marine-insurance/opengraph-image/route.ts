import { categoryOgRoute } from "@/lib/seo/og-image";

/** GET /hi/marine-insurance/opengraph-image: the Hindi page's Open Graph card, built once. */
export const dynamic = "force-static";
export const GET = categoryOgRoute("marine", "hi");
