/**
 * Abuse limits per action (points per window). Chosen so that normal use never meets them: the
 * site has 13 lead forms (12 page panels and the consultation dialog), so a family behind one
 * connection that fills every one of them, twice over after a typo, stays under the lead limit;
 * a household compares a few health covers and two or three vehicles, under the quote limit; the
 * KYC check is a page load, so reloads and the back button are allowed for. A script sending 200
 * leads in 1.5 s is stopped after the first 30.
 *
 * - lead: 30 per IP per 10 minutes, 15 per phone number per hour from one IP
 * - quote (health and motor quote forms): 20 per IP per 10 minutes, 10 per phone per hour from
 *   one IP
 *
 * The phone limits count per phone number and client address together, so nobody can lock a
 * stranger's number out (issue 24, item 11); the client address is `clientIp()`'s, which a
 * client cannot choose.
 * - kyc (the KYC check page): 30 per IP per 10 minutes
 */
export const LIMITS = {
  lead: { ip: { points: 30, durationSeconds: 600 }, phone: { points: 15, durationSeconds: 3600 } },
  quote: { ip: { points: 20, durationSeconds: 600 }, phone: { points: 10, durationSeconds: 3600 } },
  kyc: { ip: { points: 30, durationSeconds: 600 } },
} as const satisfies Record<string, { ip: Limit; phone?: Limit }>;

/** One limit: `points` requests per `durationSeconds`. */
export type Limit = { points: number; durationSeconds: number };

/** An action with limits. */
export type LimitedAction = keyof typeof LIMITS;
