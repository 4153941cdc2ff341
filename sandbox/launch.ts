/**
 * `tsx sandbox/launch.ts <start|dev|build> [next option …]`: runs `next <cmd>` (options passed
 * on, e.g. `--webpack`), with the sandbox broker
 * when no real broker is configured (broker-api.md "The embedded sandbox broker").
 * `start` runs the standalone server of the build instead of `next start` (sandbox/standalone.ts:
 * `.next/standalone/server.js` on localhost:$PORT, `HOST` to listen elsewhere; options are not
 * used); `build` copies `.next/static` and `public` into the standalone folder when it succeeds.
 *
 * - BROKER_API_URL set (not empty): `next <cmd>` (`-p $PORT` for start/dev, PORT default 3000)
 *   with the environment untouched; the sandbox stays off. `start` and `build` refuse (exit 1)
 *   without SITE_URL, so return URLs never name localhost.
 * - BROKER_API_URL unset and SITE_URL a public origin (not localhost, not a private address):
 *   refuses to start (exit 1) unless SANDBOX=1, so production never serves the sandbox by accident.
 * - BROKER_API_URL unset otherwise: starts the sandbox in this process (SANDBOX_* and DATABASE_URL as in
 *   `main.ts`), then runs next with BROKER_API_URL = the sandbox's loopback URL,
 *   SITE_URL defaulting to `http://localhost:$PORT`, the sandbox's public origin appended to
 *   REDIRECT_ALLOWLIST, and ASSET_BASE_URL defaulting to `$SANDBOX_PUBLIC_URL/assets`. For
 *   `build` the sandbox runs for the duration of the build, so prerendered pages can call it.
 *
 * SIGINT/SIGTERM go to next; when next exits the sandbox closes and this process exits with
 * next's exit code.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { constants } from "node:os";
import { fileURLToPath } from "node:url";
import { accidentalSandboxProblem, missingSiteUrlProblem } from "@/lib/env";
import { warmCriticalCss } from "../scripts/critical-css-build.mjs";
import { prepareStandalone, standaloneCommand, standaloneDir } from "./standalone";
import { nonEmpty, originOf, readPort, readSandboxEnv } from "./config";
import { SandboxPortInUseError, startSandbox, type RunningSandbox } from "./server";

const commands = ["start", "dev", "build"] as const;
type Command = (typeof commands)[number];

/** The project's own next binary, independent of the working directory. */
const nextBin = fileURLToPath(new URL("../node_modules/.bin/next", import.meta.url));
/** The project's Node (24, as every npm script), else the one running this launcher. */
const nodeBin =
  [fileURLToPath(new URL("../node_modules/.bin/node", import.meta.url))].find((bin) =>
    existsSync(bin),
  ) ?? process.execPath;
/** The project root (the standalone build lives in its .next). */
const root = fileURLToPath(new URL("..", import.meta.url));

let child: ChildProcess | undefined;
/** The sandbox, from the moment it starts starting (a signal may arrive while PGlite opens). */
let sandbox: Promise<RunningSandbox> | undefined;
let exiting = false;

async function main(): Promise<void> {
  const cmd = process.argv[2];
  if (!isCommand(cmd)) {
    console.error("Usage: tsx sandbox/launch.ts <start|dev|build>");
    process.exit(2);
  }
  const port = readPort(process.env, "PORT", 3000);
  // Further arguments go to next as they are (`npm run build -- --webpack`).
  const extra = process.argv.slice(3);
  const args = cmd === "build" ? ["build", ...extra] : [cmd, "-p", String(port), ...extra];
  process.on("SIGINT", forward);
  process.on("SIGTERM", forward);
  // The configuration guards come first, before anything else can fail (a missing build, say).
  const realBroker = nonEmpty(process.env.BROKER_API_URL) !== undefined;
  const refusal = realBroker
    ? // A real broker: return URLs must name the public site, never localhost (issue 24, item 8).
      cmd === "dev"
      ? undefined
      : missingSiteUrlProblem({ ...process.env, NODE_ENV: "production" })
    : // Before the sandbox opens its database: a public site must not fall into it by accident.
      accidentalSandboxProblem(process.env);
  if (refusal) {
    console.error(refusal);
    process.exit(1);
  }
  if (cmd === "start") {
    warnIfSiteUrlChanged(nonEmpty(process.env.SITE_URL) ?? `http://localhost:${port}`);
    try {
      prepareStandalone(root);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    }
  }

  if (realBroker) {
    runNext(args, process.env);
    return;
  }

  const env = readSandboxEnv();
  const siteUrl = nonEmpty(process.env.SITE_URL) ?? `http://localhost:${port}`;
  sandbox = startSandbox({
    port: env.port,
    host: env.host,
    dataDir: env.dataDir,
    publicUrl: env.publicUrl,
    siteUrl,
    databaseUrl: env.databaseUrl,
  });
  const running = await sandbox;
  if (exiting) return; // a signal arrived while the database was opening; finish() closes it
  const publicUrl = env.publicUrl ?? running.url;
  console.log(`Sandbox broker: ${publicUrl} (stored leads: ${publicUrl}/sandbox/leads)`);

  const allowlist = (process.env.REDIRECT_ALLOWLIST ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s !== "");
  const sandboxOrigin = originOf(publicUrl);
  if (!allowlist.includes(sandboxOrigin)) allowlist.push(sandboxOrigin);

  runNext(args, {
    ...process.env,
    BROKER_API_URL: running.url,
    SITE_URL: siteUrl,
    REDIRECT_ALLOWLIST: allowlist.join(","),
    ASSET_BASE_URL: nonEmpty(process.env.ASSET_BASE_URL) ?? `${publicUrl}/assets`,
  });
}

/** Puts the stylesheet inline in every HTML answer of the started server (README "Performance budget"). */
const inlineCssHook = fileURLToPath(new URL("../scripts/inline-css-hook.mjs", import.meta.url));

function runNext(args: string[], env: NodeJS.ProcessEnv): void {
  if (args[0] === "start") {
    // The standalone server, with the stylesheet put inline in every HTML answer.
    const server = standaloneCommand(env, Number(args[2]), root, process.cwd());
    child = spawn(nodeBin, ["--import", inlineCssHook, server.script], {
      stdio: "inherit",
      env: server.env,
      cwd: server.cwd,
    });
  } else {
    child = spawn(nextBin, args, { stdio: "inherit", env });
  }
  child.on("error", (error) => {
    console.error(`Could not run ${nextBin}: ${error.message}`);
    void finish(1);
  });
  child.on("exit", (code, signal) => {
    void (async () => {
      let status = code ?? (signal ? 128 + (constants.signals[signal] ?? 0) : 1);
      if (args[0] === "build" && code === 0) {
        writeFileSync(siteUrlMarker, env.SITE_URL ?? "http://localhost:3000");
        // `npm start` and deploy/ serve the standalone folder: give it its static files now.
        if (existsSync(standaloneDir(root))) prepareStandalone(root);
        status = await warmCriticalCssStep();
      }
      void finish(status);
    })();
  });
}

/**
 * The critical CSS of the prerendered pages (scripts/critical-css-build.mjs), so the first
 * visitor of a static page already gets the small inline part (README "Performance budget").
 * @returns 0, or 1 when it failed (the build is then incomplete: said, not hidden).
 */
async function warmCriticalCssStep(): Promise<number> {
  try {
    const r = await warmCriticalCss(fileURLToPath(new URL("../.next", import.meta.url)));
    const each = r.runs ? Math.round(r.totalMs / r.runs) : 0;
    console.log(
      `Critical CSS: ${r.keys} routes from ${r.pages} prerendered pages (beasties ${each} ms per page on average, max ${Math.round(r.maxMs)} ms)`,
    );
    return 0;
  } catch (error) {
    console.error(
      `Critical CSS step failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
}

/** Where a build records the SITE_URL its static pages were rendered with. */
const siteUrlMarker = fileURLToPath(new URL("../.next/SITE_URL", import.meta.url));

/**
 * Static pages carry canonical links and the sitemap from build time: say so when the site
 * is started with another SITE_URL, instead of serving stale links silently.
 */
function warnIfSiteUrlChanged(siteUrl: string): void {
  if (!existsSync(siteUrlMarker)) return;
  const built = readFileSync(siteUrlMarker, "utf8").trim();
  if (built && built !== siteUrl) {
    console.warn(
      `SITE_URL is ${siteUrl} but the build used ${built}: canonical links and the sitemap name ${built}. Run \`npm run build\` again with SITE_URL=${siteUrl}.`,
    );
  }
}

/** Passes a signal on to next; before next runs, it stops the launcher instead. */
function forward(signal: NodeJS.Signals): void {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill(signal);
  } else if (!child) {
    void finish(128 + (constants.signals[signal] ?? 0));
  }
}

/** Closes the sandbox (if running) and exits with `code`. */
async function finish(code: number): Promise<void> {
  if (exiting) return;
  exiting = true;
  try {
    const running = await sandbox?.catch(() => undefined);
    await running?.close();
  } catch (error) {
    console.error("Sandbox broker: close failed:", error instanceof Error ? error.message : error);
  }
  process.exit(code);
}

function isCommand(value: string | undefined): value is Command {
  return value !== undefined && (commands as readonly string[]).includes(value);
}

main().catch((error: unknown) => {
  if (error instanceof SandboxPortInUseError) {
    console.error(
      `Sandbox broker: port ${error.port} is already in use; set SANDBOX_PORT to a free port (or BROKER_API_URL to use a real broker).`,
    );
  } else {
    console.error(
      "Sandbox broker failed to start:",
      error instanceof Error ? error.message : error,
    );
  }
  process.exit(1);
});
