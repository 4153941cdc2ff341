import type { MetadataRoute } from "next";
import { site } from "@/content/site";

/**
 * `/manifest.webmanifest` (also answered at `/manifest.json` by proxy.ts): the name, colours and
 * icons a phone uses when the site is added to its home screen (issue 24, item 7: the path was a
 * 500 before).
 */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: site.legalName,
    short_name: site.name,
    description: site.tagline,
    start_url: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: "#0b4f6c",
    icons: [
      { src: "/icon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/apple-icon.png", sizes: "180x180", type: "image/png" },
    ],
  };
}
