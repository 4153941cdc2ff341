import type { Instrumentation } from "next";

/**
 * Validates the environment when the server starts (Next.js instrumentation hook): a malformed
 * variable, or a public SITE_URL without BROKER_API_URL (the sandbox served to the public by
 * accident, `lib/env.ts` `accidentalSandboxProblem`), stops the server with one log line saying
 * why and exit code 1.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { assertStartupEnv } = await import("@/lib/env");
  const { log } = await import("@/lib/log/logger");
  let env;
  try {
    env = assertStartupEnv();
  } catch (error) {
    // The message names variables and the site's own origin, never a secret's value.
    log("env").fatal({ reason: "config" }, error instanceof Error ? error.message : "Invalid environment");
    process.exit(1);
  }
  if (!env.BROKER_API_URL) {
    log("env").error(
      { reason: "config" },
      "BROKER_API_URL is not set: broker calls will fail. Start the site with `npm start`, which runs the embedded sandbox broker when BROKER_API_URL is unset.",
    );
  }
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
