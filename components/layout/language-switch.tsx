"use client";

import { usePathname } from "next/navigation";
import type { Locale } from "@/i18n/routing";
import { localePath, unprefixedPath } from "@/lib/i18n/locale-path";

/**
 * The link to the same page in the other language (issue 13): "हिंदी" on English pages,
 * "English" on Hindi ones, each in its own script so a reader who cannot read the current page
 * still finds it. `lang` makes screen readers say the label in its language and `hrefLang`
 * names the target's. A plain link: the other language is a full page load.
 *
 * A client component because the header and footer are rendered once per language (static
 * layout), not per page: the current path comes from the router. During prerendering that is
 * the internal `/en/about`, in the browser `/about`; both give the same link, so hydration
 * agrees. The query string is left out (it would need `useSearchParams`, which turns static
 * pages into client-rendered ones).
 *
 * @param target the language the link leads to
 * @param tag its BCP 47 tag (`hi-IN`), for `lang` and `hrefLang`
 * @param label the visible label, in the target language
 */
export function LanguageSwitch({
  target,
  tag,
  label,
  className,
}: {
  target: Locale;
  tag: string;
  label: string;
  className?: string;
}) {
  const pathname = usePathname();
  return (
    <a
      href={localePath(target, unprefixedPath(pathname))}
      lang={tag}
      hrefLang={tag}
      className={className}
      data-language-switch=""
    >
      {label}
    </a>
  );
}
