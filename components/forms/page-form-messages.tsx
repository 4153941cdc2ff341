"use client";

import type { ReactNode } from "react";
import { FormMessagesProvider } from "./form-messages";
import { useClientMessages } from "@/components/layout/client-messages";

/**
 * Puts the schema and action messages of the forms below in the page's language with the message
 * pairs the root layout already hands every page (`lead.pairs`, none on English pages), so a
 * Hindi page carries them once (quote wizards on content pages, every journey form).
 */
export function PageFormMessages({ children }: { children: ReactNode }) {
  return (
    <FormMessagesProvider pairs={useClientMessages().lead.pairs}>{children}</FormMessagesProvider>
  );
}
