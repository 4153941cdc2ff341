/** Validates the environment when the server starts (Next.js instrumentation hook). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // TRACE/TRACK: 405 before Next (its proxy cannot see them; lib/security/refuse-trace.ts).
  const { refuseTraceRequests } = await import("@/lib/security/refuse-trace");
  refuseTraceRequests();
  const { getEnv } = await import("@/lib/env");
  const env = getEnv();
  if (!env.BROKER_API_URL) {
    console.error(
      "BROKER_API_URL is not set: broker calls will fail. Start the site with `npm start`, which runs the embedded sandbox broker when BROKER_API_URL is unset.",
    );
  }
  // Delivers leads queued in the durable outbox, also those queued before a restart.
  void (await import("@/lib/outbox/worker")).startOutboxWorker();
}
