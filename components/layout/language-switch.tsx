"use client";

import { usePathname } from "next/navigation";
import { localeTags } from "@/i18n/routing";
import { localePath, otherLocale, unprefixedPath } from "@/lib/i18n/locale-path";
import { useClientMessages } from "./client-messages";

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
 * pages into client-rendered ones). The page's language and the label come from the layout's
 * client messages, so each of the three switches costs the RSC payload only its class.
 *
 * @param className where it shows (`lang-row`, `lang-menu` in app/globals.css, the footer's)
 */
export function LanguageSwitch({ className }: { className: string }) {
  const pathname = usePathname();
  const { locale, switchLanguage } = useClientMessages();
  const target = otherLocale(locale);
  return (
    <a
      href={localePath(target, unprefixedPath(pathname))}
      lang={localeTags[target]}
      hrefLang={localeTags[target]}
      className={className}
    >
      {switchLanguage}
    </a>
  );
}
