import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

/**
 * Locale-aware wrappers of Next's navigation APIs: `Link href="/claims"` renders `/claims` in
 * English and `/hi/claims` in Hindi; `getPathname({ href, locale })` builds the other language's
 * URL for hreflang alternates, the sitemap and the language switch. Use these instead of
 * `next/link` / `next/navigation` in pages under `app/[locale]`.
 */
export const { Link, redirect, usePathname, useRouter, getPathname, permanentRedirect } =
  createNavigation(routing);
