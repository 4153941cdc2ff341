import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { pickMessages } from "@/lib/journeys/i18n/client-messages";

/**
 * next-intl's client provider with the catalogue `areas` the screens below read in client
 * components (one of `JOURNEY_WORDS`), in the page's language. Used by the layouts of the plans
 * pages, the product screens and the proposal steps. Not the final quotes: their one island is
 * handed its words as props, so their RSC payload carries no catalogue.
 *
 * @param areas top-level catalogue areas, e.g. `JOURNEY_WORDS.plans`
 */
export async function JourneyWords({
  areas,
  children,
}: {
  areas: readonly string[];
  children: ReactNode;
}) {
  const messages = pickMessages(await getMessages(), areas);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
