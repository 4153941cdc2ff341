"use client";

import { createContext, Fragment, useContext, type ReactNode } from "react";
import type { LeadTexts } from "@/components/lead/lead-texts";
import type { CountdownTexts } from "@/components/ui/countdown-texts";
import type messages from "@/messages/en.json";
import type { Locale } from "@/i18n/routing";

/**
 * The few catalogue messages client-side boundaries show (the error page, the unknown-post
 * page), with the page's language. A plain React context instead of next-intl's client provider:
 * that would add its formatter to every page's first-load JS for two rarely shown screens.
 */
export type ClientMessages = {
  locale: Locale;
  Errors: (typeof messages)["Errors"];
  Knowledge: Pick<
    (typeof messages)["Knowledge"],
    "articleNotFoundLabel" | "articleNotFoundHeading" | "articleNotFoundText" | "browseArticles"
  >;
  /** The support line's number and hours, in the page's language. */
  support: { phone: string; tel: string; hours: string };
  /** The lead forms' and consultation dialog's words and message pairs (`lib/i18n/client-texts.ts`). */
  lead: LeadTexts;
  /** The redirect countdown's words (`lib/i18n/client-texts.ts`). */
  countdown: CountdownTexts;
  /** The close button of every modal dialog (`Common.close`). */
  close: string;
  /** The language switch's label: the other language's name in its own script (`Common.switchTo…`). */
  switchLanguage: string;
};

const Context = createContext<ClientMessages | null>(null);

/** Hands `value` to the client boundaries below (rendered once, by app/[locale]/layout.tsx). */
export function ClientMessagesProvider({
  value,
  children,
}: {
  value: ClientMessages;
  children: ReactNode;
}) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/**
 * The messages of the page's language.
 * @throws {Error} outside {@link ClientMessagesProvider} (a wiring mistake)
 */
export function useClientMessages(): ClientMessages {
  const value = useContext(Context);
  if (!value) throw new Error("useClientMessages outside ClientMessagesProvider");
  return value;
}

/**
 * A catalogue message with `{name}` arguments and `<tag>…</tag>` elements (no plurals: the
 * messages shown here have none). Unknown arguments stay as written; a tag without a renderer
 * keeps its text.
 *
 * @param message the catalogue text, e.g. "Call us on <tel>{phone}</tel> ({hours})."
 * @param args values for `{name}`
 * @param tags renderers for `<tag>`, given the tag's (already filled) text
 */
export function richMessage(
  message: string,
  args: Record<string, string>,
  tags: Record<string, (text: string) => ReactNode> = {},
): ReactNode[] {
  const filled = message.replace(/\{(\w+)\}/g, (whole, name: string) => args[name] ?? whole);
  return filled.split(/(<(\w+)>.*?<\/\2>)/).flatMap((part, i) => {
    // split() returns each match followed by its inner capture (the tag name): skip those.
    if (i % 3 === 2) return [];
    const match = /^<(\w+)>(.*)<\/\1>$/.exec(part);
    if (!match) return part ? [part] : [];
    const [, tag = "", text = ""] = match;
    const render = tags[tag];
    return [render ? <Fragment key={i}>{render(text)}</Fragment> : text];
  });
}
