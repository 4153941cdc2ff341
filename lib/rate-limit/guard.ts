import "server-only";
import { headers } from "next/headers";
import { clientIp } from "./client-ip";
import { consumeLimits } from "./limiter";
import type { LimitedAction } from "./limits";
import { RATE_LIMITED_MESSAGE } from "./message";

/**
 * The one call a server action or page makes before it calls the broker: counts the request
 * against the action's per-IP (and per-phone) limits.
 *
 * @param action `lead`, `quote` or `kyc`
 * @param phone the normalised mobile number when the action carries one
 * @returns the message to show beside the submit button when a limit is used up, else `null`.
 *   Outside a request (unit tests, scripts: `headers()` throws) nothing is counted.
 */
export async function rateLimitMessage(
  action: LimitedAction,
  phone?: string,
): Promise<string | null> {
  let ip: string;
  try {
    ip = clientIp(await headers());
  } catch {
    return null;
  }
  const outcome = await consumeLimits(action, { ip, phone });
  return outcome.limited ? RATE_LIMITED_MESSAGE : null;
}
