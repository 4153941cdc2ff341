import { isIP } from "node:net";
import type { IncomingMessage } from "node:http";

/**
 * The request header the site's HTTP entry point (`lib/security/refuse-trace.ts`, installed by
 * `instrumentation.ts`) writes the TCP peer's address into, replacing anything a client sent under
 * that name. Next 16 gives server actions and route handlers no socket (`NextRequest.ip` is gone;
 * its own `X-Forwarded-For` fill-in is skipped when the client sent one), so this header is how
 * the peer address reaches `clientIp()` (`lib/rate-limit/client-ip.ts`).
 */
export const SOCKET_ADDRESS_HEADER = "x-site-socket-address";

/**
 * Overwrites {@link SOCKET_ADDRESS_HEADER} on an incoming request with its socket's peer address
 * (`unknown` when Node has none, e.g. a destroyed socket).
 */
export function stampSocketAddress(request: IncomingMessage): void {
  const address = request.socket?.remoteAddress;
  request.headers[SOCKET_ADDRESS_HEADER] = address && isIP(address) ? address : "unknown";
}
