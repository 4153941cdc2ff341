/**
 * The catalogue areas the journey screens' client components read with `useTranslations`
 * (issue 13). Only these are sent to the browser, through `JourneyWords` (the NextIntlClientProvider
 * of the plans, product and proposal-step layouts): the rest of the catalogue (content pages, lead
 * forms, metadata) stays on the server. Content routes and the final quotes get no provider.
 */
export const JOURNEY_CLIENT_NAMESPACES = [
  "Common",
  "Journey",
  "Fields",
  "Plans",
  "Proposal",
  "ProposalSteps",
  "Medical",
  "AddOns",
  "PreviousInsurance",
  "BreakIn",
  "Kyc",
  "Payment",
  "Countdown",
  "Options",
] as const;

/**
 * The `namespaces` of a catalogue (`messages` as next-intl loaded it), in the order given; an
 * area the catalogue lacks is left out rather than sent as `undefined`.
 *
 * @param messages a whole catalogue (`getMessages()`), keyed by area
 * @param namespaces the top-level areas to keep
 * @returns a new object with only those areas (the same nested objects, not copies)
 */
export function pickMessages(
  messages: Record<string, unknown>,
  namespaces: readonly string[],
): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const ns of namespaces) {
    if (messages[ns] !== undefined) picked[ns] = messages[ns];
  }
  return picked;
}
