import { createHash, timingSafeEqual } from "node:crypto";

/**
 * Compares a presented secret with the configured one in constant time. Both are hashed to
 * SHA-256 first, so neither the comparison time nor an early length check reveals how much of
 * the secret matched or how long it is.
 *
 * @returns false when `presented` is missing or empty
 */
export function secretEquals(presented: string | null | undefined, expected: string): boolean {
  if (!presented) return false;
  const a = createHash("sha256").update(presented, "utf8").digest();
  const b = createHash("sha256").update(expected, "utf8").digest();
  return timingSafeEqual(a, b);
}
