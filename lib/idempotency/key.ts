import "server-only";
import { createHash, randomUUID } from "node:crypto";

/**
 * Idempotency-Keys (broker-api.md "Idempotency"): one key per visitor action, kept across its
 * retries; a page load that must call a creating endpoint sends a key derived from what it is
 * about (requestKey and insurer), so a reload creates nothing new.
 *
 * Keys sent to the broker are namespaced so that a key a browser made can never collide with
 * one the server made: `web:{scope}:{browser key}` versus `srv:{scope}:{…}`. None of them
 * carries a requestKey in clear (derived keys are SHA-256 digests).
 */

/** What a browser may send as its key: a UUID-like token (no CR/LF, no `/`, no dots, 16–64 chars). */
const BROWSER_KEY = /^[A-Za-z0-9-]{16,64}$/;

/** Scopes are short lowercase words chosen by the server, never by the browser. */
const SCOPE = /^[a-z][a-z0-9-]{0,31}$/;

function checkScope(scope: string): string {
  if (!SCOPE.test(scope)) throw new Error(`invalid idempotency scope: ${scope}`);
  return scope;
}

/**
 * The broker key for a key the browser made for one action.
 *
 * @param scope what the action creates, e.g. `lead`, `health-quote`, `motor-quote`, `purchase`, `kyc-check`
 * @param browserKey the browser's key, untrusted
 * @returns `web:{scope}:{browserKey}`, or `null` when the browser's key is missing or malformed
 *   (CR/LF, over 64 characters, path characters…): the caller refuses the action with a message,
 *   it never sends it without a key.
 */
export function keyFromBrowser(scope: string, browserKey: unknown): string | null {
  if (typeof browserKey !== "string" || !BROWSER_KEY.test(browserKey)) return null;
  return `web:${checkScope(scope)}:${browserKey}`;
}

/**
 * A key derived from what a page load is about, the same on every load (reload, back button,
 * link preview), so the broker creates nothing new.
 *
 * @param scope e.g. `purchase`, `kyc-check`
 * @param parts e.g. the requestKey and the insurer slug
 * @returns `srv:{scope}:{first 40 hex digits of SHA-256 of the parts}`
 */
export function derivedKey(scope: string, ...parts: string[]): string {
  const digest = createHash("sha256").update(parts.join("\u0000")).digest("hex").slice(0, 40);
  return `srv:${checkScope(scope)}:${digest}`;
}

/** A fresh server-made key for an action the server starts itself (e.g. a follow-up lead). */
export function newServerKey(scope: string): string {
  return `srv:${checkScope(scope)}:${randomUUID()}`;
}

/**
 * Whether a key is acceptable on the wire: 1–255 visible ASCII characters (broker-api.md).
 * The sandbox broker refuses anything else with 400.
 */
export function isWireKey(key: unknown): key is string {
  return typeof key === "string" && /^[\x21-\x7e]{1,255}$/.test(key);
}
