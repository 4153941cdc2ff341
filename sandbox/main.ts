/**
 * `npm run sandbox`: runs the sandbox broker alone, until SIGINT or SIGTERM.
 *
 * Environment: SANDBOX_PORT (4010), SANDBOX_HOST (127.0.0.1), SANDBOX_PUBLIC_URL
 * (`http://localhost:<port>`), SANDBOX_DATA_DIR (.data/sandbox), SITE_URL
 * (http://localhost:3000), DATABASE_URL (optional; PostgreSQL instead of PGlite).
 */
import { nonEmpty, readSandboxEnv } from "./config";
import { SandboxPortInUseError, startSandbox } from "./server";

async function main(): Promise<void> {
  const env = readSandboxEnv();
  if (nonEmpty(process.env.BROKER_API_URL)) {
    // Running the sandbox by hand is allowed; the site only uses it when BROKER_API_URL points here.
    console.warn(
      `Note: BROKER_API_URL is set (${process.env.BROKER_API_URL}); the site will use that, not this sandbox.`,
    );
  }
  const sandbox = await startSandbox({
    port: env.port,
    host: env.host,
    dataDir: env.dataDir,
    publicUrl: env.publicUrl,
    siteUrl: nonEmpty(process.env.SITE_URL) ?? "http://localhost:3000",
    databaseUrl: env.databaseUrl,
  });
  const publicUrl = env.publicUrl ?? sandbox.url;
  console.log(`Sandbox broker: ${publicUrl} (stored leads: ${publicUrl}/sandbox/leads)`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`Sandbox broker: ${signal}, closing`);
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error("Sandbox broker: close failed:", error);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  if (error instanceof SandboxPortInUseError) {
    console.error(
      `Sandbox broker: port ${error.port} is already in use; set SANDBOX_PORT to a free port.`,
    );
  } else {
    console.error(
      "Sandbox broker failed to start:",
      error instanceof Error ? error.message : error,
    );
  }
  process.exit(1);
});
