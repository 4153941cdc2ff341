import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { JOURNEY_CLIENT_NAMESPACES, pickMessages } from "@/lib/journeys/i18n/client-messages";

/**
 * The catalogue areas the journey screens' client components read with `useTranslations`
 * (JOURNEY_CLIENT_NAMESPACES, issue 13), in the page's language, for the screens below. Used by
 * the layouts of the journey steps that have such components: the plans pages, the product
 * (KYC and payment) screens and the proposal steps. Not the final quotes: their one island is
 * handed its words as props, so their RSC payload carries no catalogue (7 to 9 kB gzipped of
 * each page's HTML).
 */
export async function JourneyWords({ children }: { children: ReactNode }) {
  const messages = pickMessages(await getMessages(), JOURNEY_CLIENT_NAMESPACES);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
