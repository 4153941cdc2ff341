import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The launcher (`npm start` / `npm run build`) refuses to put the sandbox broker behind a public
 * SITE_URL by accident, before the sandbox opens its database or next starts.
 */

const root = fileURLToPath(new URL("../../", import.meta.url));
const tsx = join(root, "node_modules/.bin/tsx");
const dataDir = mkdtempSync(join(tmpdir(), "launch-guard-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function launch(vars: Record<string, string>) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    BROKER_API_URL: "",
    SANDBOX: "",
    SANDBOX_DATA_DIR: join(dataDir, "db"),
    SANDBOX_PORT: "0",
    PORT: "3999",
    ...vars,
  };
  return spawnSync(tsx, ["sandbox/launch.ts", "start"], {
    cwd: root,
    env,
    encoding: "utf8",
    timeout: 90_000,
  });
}

describe("sandbox/launch.ts production guard", () => {
  it(
    "exits 1 with a clear message for a public SITE_URL without BROKER_API_URL, starting nothing",
    { timeout: 120_000 },
    () => {
      const run = launch({ SITE_URL: "https://www.sureshield.example" });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain(
        "SITE_URL is https://www.sureshield.example, a public origin, but BROKER_API_URL is not set",
      );
      expect(run.stderr).toContain("SANDBOX=1");
      expect(run.stdout).not.toContain("Sandbox broker:");
      expect(existsSync(join(dataDir, "db"))).toBe(false);
    },
  );

  it(
    "exits 1 when BROKER_API_URL is set and SITE_URL is not (issue 24, item 8)",
    { timeout: 120_000 },
    () => {
      const run = launch({ BROKER_API_URL: "https://api.sureshield.example", SITE_URL: "" });
      expect(run.status).toBe(1);
      expect(run.stderr).toContain("SITE_URL is not set, but BROKER_API_URL is");
    },
  );
});
