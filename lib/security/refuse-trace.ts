import { Server, type IncomingMessage, type ServerResponse } from "node:http";
import { stampSocketAddress } from "./socket-address";

const refused = new Set(["TRACE", "TRACK"]);
let installed = false;

/**
 * Answers `TRACE` and `TRACK` requests with 405 before Next.js sees them. Next builds a WHATWG
 * `Request` for proxy.ts, which throws on these methods, so the proxy cannot refuse them itself
 * and the visitor got a 500. Wraps `emit("request")` of every `http.Server` in this process (the
 * one `next start` listens with); idempotent. Called from `instrumentation.ts`.
 *
 * The same entry point stamps every request with its socket's peer address
 * (`stampSocketAddress`), the address the rate limits count when no trusted proxy is in front.
 */
export function refuseTraceRequests(): void {
  if (installed) return;
  installed = true;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function patchedEmit(
    this: Server,
    event: string | symbol,
    ...args: unknown[]
  ): boolean {
    if (event === "request") {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      stampSocketAddress(request);
      if (refused.has((request.method ?? "").toUpperCase())) {
        response.writeHead(405, {
          Allow: "GET, HEAD, POST, OPTIONS",
          "Content-Type": "text/plain; charset=utf-8",
          "Cache-Control": "no-store",
        });
        response.end("Method not allowed");
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof Server.prototype.emit;
}
