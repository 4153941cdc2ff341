import "server-only";
import { assertStartupEnv } from "@/lib/env";
import { log } from "@/lib/log/logger";

/**
 * Start-up checks of the Node.js server (called by `instrumentation.ts` `register`): a malformed
 * variable, or a public SITE_URL without BROKER_API_URL (the sandbox served to the public by
 * accident, `accidentalSandboxProblem` in `lib/env.ts`), stops the server with one log line
 * saying why and exit code 1. Kept apart from `instrumentation.ts` because that file is also
 * compiled for the Edge runtime, which has no `process.exit`.
 */
export function checkStartup(): void {
  let env;
  try {
    env = assertStartupEnv();
  } catch (error) {
    // The message names variables and the site's own origin, never a secret's value.
    log("env").fatal(
      { reason: "config" },
      error instanceof Error ? error.message : "Invalid environment",
    );
    process.exit(1);
  }
  if (!env.BROKER_API_URL) {
    log("env").error(
      { reason: "config" },
      "BROKER_API_URL is not set: broker calls will fail. Start the site with `npm start`, which runs the embedded sandbox broker when BROKER_API_URL is unset.",
    );
  }
}
