/**
 * What to do with a lead after one broker answer.
 *
 * - `delivered`: the broker accepted it (2xx; a replay of the same Idempotency-Key counts).
 * - `retry`: it may succeed later — no answer (network error, timeout), a 5xx, a 408 or a 429,
 *   or a 2xx body the site could not read (the broker may have stored it; the same key makes the
 *   retry safe).
 * - `reject`: any other 4xx: the broker says the lead itself is wrong, so sending it again
 *   cannot help.
 */
export type DeliveryOutcome = "delivered" | "retry" | "reject";

/**
 * Classifies one broker answer of the lead call.
 *
 * @param answer the envelope status and, for a failed call, why it failed (`lib/api/client.ts`
 *   reasons: `network`, `timeout`, `non-json`, `invalid-shape`, `status`, `config`)
 */
export function classifyLeadAnswer(answer: { status: number; reason?: string }): DeliveryOutcome {
  if (answer.reason && answer.reason !== "status") return "retry";
  const { status } = answer;
  if (status >= 200 && status <= 299) return "delivered";
  if (status === 408 || status === 429) return "retry";
  if (status >= 400 && status <= 499) return "reject";
  return "retry";
}
