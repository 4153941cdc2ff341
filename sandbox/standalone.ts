/**
 * How `npm start` runs the production build: Next's standalone server
 * (`.next/standalone/server.js`, `output: "standalone"` in next.config.ts), not `next start`,
 * which warns that it "does not work with output: standalone" (issue 24). The standalone folder
 * holds no static files of its own: as Next's docs say, `.next/static` and `public` are copied
 * into it after the build (deploy/run-instances.sh, which starts the same server.js for the
 * production topology, does the same).
 *
 * The one place that knows how an instance starts; sandbox/launch.ts calls it.
 */
import { cpSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

/** Where `next build` writes the standalone server, below the project root. */
export const standaloneDir = (root: string) => join(root, ".next", "standalone");

/**
 * Copies `.next/static` and `public` into the standalone folder (replacing older copies), so its
 * server.js serves them as `next start` would. Another server may be serving from that folder
 * already (the e2e suite's site while a test starts a second one): a copy is made beside it and
 * swapped in by renaming, and the static files of the build already copied are left alone (the
 * build's id is recorded beside them), so a running server never answers from half a folder.
 * @throws when there is no standalone build.
 */
export function prepareStandalone(root: string): void {
  const dir = standaloneDir(root);
  if (!existsSync(join(dir, "server.js")))
    throw new Error("no standalone build in .next/standalone: run `npm run build` first");
  const buildIdFile = join(root, ".next", "BUILD_ID");
  const buildId = existsSync(buildIdFile) ? readFileSync(buildIdFile, "utf8") : undefined;
  const copiedIdFile = join(dir, ".next", "STATIC_BUILD_ID");
  const copiedId = existsSync(copiedIdFile) ? readFileSync(copiedIdFile, "utf8") : undefined;
  const staticDir = join(dir, ".next", "static");
  if (buildId === undefined || buildId !== copiedId || !existsSync(staticDir)) {
    replaceDir(join(root, ".next", "static"), staticDir);
    if (buildId !== undefined) writeFileSync(copiedIdFile, buildId);
  }
  replaceDir(join(root, "public"), join(dir, "public"));
}

/** Puts a copy of `from` (or nothing, when it is missing) at `to`: copied aside, then renamed. */
function replaceDir(from: string, to: string): void {
  const temp = `${to}.${process.pid}.new`;
  const old = `${to}.${process.pid}.old`;
  rmSync(temp, { recursive: true, force: true });
  if (existsSync(from)) cpSync(from, temp, { recursive: true });
  try {
    if (existsSync(to)) renameSync(to, old);
    if (existsSync(temp)) renameSync(temp, to);
  } catch {
    // Another launcher swapped its own copy in at the same moment: the same files.
  }
  rmSync(old, { recursive: true, force: true });
  rmSync(temp, { recursive: true, force: true });
}

/**
 * The command and environment that start the standalone server.
 *
 * - PORT: the port given; HOSTNAME: `HOST` or `localhost` (loopback only, as behind the proxy;
 *   and with another name Next takes next-intl's `/about` → `/en/about` rewrite for an external
 *   one: see deploy/run-instances.sh). The shell's own HOSTNAME (a machine name) is not used.
 * - NODE_ENV=production.
 * - SITE_DATA_DIR made absolute against `cwd`: server.js changes into the standalone folder, and
 *   a relative outbox folder would land inside `.next`, which the next build deletes.
 *
 * @param env the environment the launcher would give next
 * @param port the port to listen on
 * @param root the project root
 * @param cwd the working directory relative paths were meant against (the launcher's)
 */
export function standaloneCommand(
  env: Record<string, string | undefined>,
  port: number,
  root: string,
  cwd: string,
): { script: string; cwd: string; env: NodeJS.ProcessEnv } {
  const dir = standaloneDir(root);
  return {
    script: join(dir, "server.js"),
    cwd: dir,
    env: {
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      HOSTNAME: env.HOST?.trim() || "localhost",
      SITE_DATA_DIR: resolve(cwd, env.SITE_DATA_DIR?.trim() || ".data/site"),
    },
  };
}
