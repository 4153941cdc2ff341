"use client";

import type { ReactNode } from "react";
import { FormMessagesProvider } from "@/components/forms/form-messages";
import { useClientMessages } from "@/components/layout/client-messages";

/**
 * Puts the quote wizards' schema and action messages in the page's language: the message pairs
 * the layout already hands every page (`lead.pairs`, none on English pages), so a Hindi quote
 * page does not carry them twice.
 */
export function QuoteFormMessages({ children }: { children: ReactNode }) {
  return (
    <FormMessagesProvider pairs={useClientMessages().lead.pairs}>{children}</FormMessagesProvider>
  );
}
