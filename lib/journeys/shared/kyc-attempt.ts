import "server-only";
import { randomUUID } from "node:crypto";
import { cookies } from "next/headers";
import { redirectPolicy } from "@/lib/journeys/shared/server-policy";

/**
 * The KYC attempt kept with the journey (broker-api.md "Idempotency": a KYC check is a new
 * action each time the visitor comes back from the insurer). Buy Now renews it each time it
 * sends the visitor to an insurer's KYC page; the kyc-check page puts it into its derived
 * Idempotency-Key, so the return (with or without a query from the insurer) is checked afresh
 * while a reload of the same return replays the answer. A random value: it says nothing about
 * the visitor or the request. `SameSite=Lax`, so it travels with the insurer's top-level
 * redirect back to the site.
 */
export const KYC_ATTEMPT_COOKIE = "kyc_attempt";

/** A new attempt, set as a cookie (server actions only). */
export async function renewKycAttempt(): Promise<void> {
  (await cookies()).set(KYC_ATTEMPT_COOKIE, randomUUID(), {
    httpOnly: true,
    sameSite: "lax",
    secure: redirectPolicy().siteOrigin.startsWith("https:"),
    path: "/",
    maxAge: 60 * 60 * 24,
  });
}

/** The current attempt, "" when there is none (or it is malformed). */
export async function currentKycAttempt(): Promise<string> {
  const value = (await cookies()).get(KYC_ATTEMPT_COOKIE)?.value ?? "";
  return /^[0-9a-f-]{36}$/.test(value) ? value : "";
}
