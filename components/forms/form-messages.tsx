"use client";

import { createContext, useContext, type ReactNode } from "react";
import { localizeMessage, type MessagePairs } from "@/lib/i18n/localize-message";

const Context = createContext<MessagePairs>([]);

/**
 * Gives the forms below the pairs that put their messages in the page's language
 * (`formMessagePairs(locale)` on the server). Without it, messages stay as written (English).
 */
export function FormMessagesProvider({
  pairs,
  children,
}: {
  pairs: MessagePairs;
  children: ReactNode;
}) {
  return <Context.Provider value={pairs}>{children}</Context.Provider>;
}

/** A function putting a schema's or action's English message in the page's language. */
export function useLocalizeMessage(): (message: string) => string {
  const pairs = useContext(Context);
  return (message) => localizeMessage(message, pairs);
}
