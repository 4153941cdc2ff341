/**
 * The catalogue areas each group of journey screens' client components read with
 * `useTranslations` (issue 13), by the layout that hands them over (`JourneyWords`, next-intl's
 * client provider). Only these are sent to the browser: the rest of the catalogue (content
 * pages, lead forms, metadata, what server components translate) stays on the server. Content
 * routes and the final quotes get no provider. `tests/unit/journey-words.test.ts` follows each
 * page's client imports and fails when an area is missing here or listed without a reader.
 */
export const JOURNEY_WORDS = {
  /** The plans pages (`insurance-compare/`): the plan cards, sort and compare. */
  plans: ["Plans"],
  /** The product screens (`insurance/`): the KYC form. */
  product: ["Common", "Kyc"],
  /** The health proposal steps (`health/[requestKey]/(steps)/`). */
  healthSteps: ["Common", "Journey", "Fields", "Proposal", "ProposalSteps", "Medical", "Options"],
  /** The motor proposal steps (`motor/[requestKey]/(steps)/`). */
  motorSteps: [
    "Common",
    "Journey",
    "Fields",
    "Proposal",
    "ProposalSteps",
    "AddOns",
    "PreviousInsurance",
    "Options",
  ],
} as const;

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
