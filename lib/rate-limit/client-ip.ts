import "server-only";
import { isIP } from "node:net";
import { trustsProxy } from "@/lib/security/headers";
import { SOCKET_ADDRESS_HEADER } from "@/lib/security/socket-address";

/**
 * The visitor's address, the one rule every limiter counts by (leads, quotes, KYC checks, CSP
 * reports; issue 24, items 5 and 10):
 *
 * - `TRUST_PROXY=1` (the site listens only behind the shipped nginx, which sets
 *   `X-Real-IP $remote_addr`, replacing what the client sent): `X-Real-IP`.
 * - otherwise the TCP peer's address, which the site's HTTP entry point writes into
 *   `x-site-socket-address` (lib/security/socket-address.ts), overwriting anything a client sent.
 *
 * `X-Forwarded-For` is never read: its first hop is whatever the client wrote, and nginx's
 * `$proxy_add_x_forwarded_for` keeps it. A header value that is not an IP address is not
 * believed (`unknown`, one shared bucket).
 *
 * @param headers the request headers (`await headers()` in a server action, `request.headers` in
 *   a route handler)
 * @returns an IP address, or `"unknown"` when none is available
 */
export function clientIp(
  headers: Pick<Headers, "get">,
  env: Record<string, string | undefined> = process.env,
): string {
  const socket = address(headers.get(SOCKET_ADDRESS_HEADER));
  if (trustsProxy(env)) return address(headers.get("x-real-ip")) ?? socket ?? "unknown";
  return socket ?? "unknown";
}

function address(value: string | null): string | undefined {
  const v = value?.trim();
  return v && isIP(v) ? v : undefined;
}
