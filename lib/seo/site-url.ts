import { getEnv } from "@/lib/env";

/** Absolute URL on the site for `path` (`SITE_URL` + path), for JSON-LD, the sitemap and return URLs. */
export function absoluteUrl(path: string): string {
  return new URL(path, getEnv().SITE_URL).toString();
}
