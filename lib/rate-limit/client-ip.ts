import "server-only";

/**
 * The visitor's IP address for rate limits, from the request headers:
 *
 * - `TRUST_PROXY=1` (the site runs behind a reverse proxy or CDN that sets `X-Forwarded-For` to
 *   the client's address, replacing what the client sent): the first hop of `X-Forwarded-For`.
 * - otherwise `X-Real-IP`, else the last hop of `X-Forwarded-For` (Next's server fills that from
 *   the socket when the client sent none), else `"unknown"`.
 *
 * Without a proxy a client can forge either header and spread its requests over made-up
 * addresses; the per-phone limit and the honeypot still hold then. Put the site behind a proxy
 * and set `TRUST_PROXY=1` in production.
 *
 * @param headers the request headers (`await headers()` in a server action)
 * @returns an address-like string (at most 64 characters), never empty
 */
export function clientIp(
  headers: Pick<Headers, "get">,
  env: Record<string, string | undefined> = process.env,
): string {
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  const candidate =
    env.TRUST_PROXY === "1" ? hops[0] : headers.get("x-real-ip")?.trim() || hops.at(-1);
  return candidate ? candidate.slice(0, 64) : "unknown";
}
