import type { Instrumentation } from "next";

/**
 * Validates the environment when the server starts (Next.js instrumentation hook); see
 * `lib/startup.ts` (a bad configuration stops the server with exit code 1).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // TRACE/TRACK: 405 before Next (its proxy cannot see them; lib/security/refuse-trace.ts).
  const { refuseTraceRequests } = await import("@/lib/security/refuse-trace");
  refuseTraceRequests();
  const { checkStartup } = await import("@/lib/startup");
  checkStartup();
  // Delivers leads queued in the durable outbox, also those queued before a restart.
  void (await import("@/lib/outbox/worker")).startOutboxWorker();
}

/**
 * Logs every error Next catches while serving a request (render, route handler, server action,
 * proxy): the digest the error page shows the visitor as a reference, the route's path template
 * (`/health/[requestKey]/member`, never the URL, which carries requestKeys), the route type and
 * the method. The error's message is left out (it may quote a visitor's input or a broker
 * answer); its name and stack frames (file positions only) are kept.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { log } = await import("@/lib/log/logger");
  const { errorFacts } = await import("@/lib/log/error-facts");
  log("request").error(
    {
      ...errorFacts(error),
      routePath: context.routePath,
      routeType: context.routeType,
      routerKind: context.routerKind,
      renderSource: context.renderSource,
      method: request.method,
    },
    "request failed",
  );
};
