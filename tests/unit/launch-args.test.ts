import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The launcher passes further arguments on to next, so a build can be made with another bundler
 * (`npm run build -- --webpack`, issue 11's Turbopack-vs-webpack comparison). (`start` runs the
 * standalone server, which takes no options: tests/unit/standalone-start.test.ts.)
 */

const root = fileURLToPath(new URL("../../", import.meta.url));

describe("sandbox/launch.ts arguments", () => {
  it("hands arguments after the command to next", { timeout: 120_000 }, () => {
    const run = spawnSync(
      join(root, "node_modules/.bin/tsx"),
      ["sandbox/launch.ts", "dev", "--help"],
      {
        cwd: root,
        // A broker URL keeps the sandbox off: only next runs.
        // (With a real broker, SITE_URL is required: lib/env.ts missingSiteUrlProblem.)
        env: {
          ...process.env,
          BROKER_API_URL: "http://127.0.0.1:9",
          SITE_URL: "http://localhost:3999",
          PORT: "3999",
        },
        encoding: "utf8",
        timeout: 90_000,
      },
    );
    expect(run.status).toBe(0);
    expect(run.stdout).toContain("Usage: next dev");
  });
});
