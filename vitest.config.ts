import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: { "@": fileURLToPath(new URL("./", import.meta.url)) },
  },
  oxc: { jsx: { runtime: "automatic" } },
  test: {
    include: [
      "tests/**/*.test.{ts,tsx}",
      "lib/**/*.test.{ts,tsx}",
      "components/**/*.test.{ts,tsx}",
      "app/**/*.test.{ts,tsx}",
    ],
    environment: "node",
    setupFiles: ["./tests/setup.ts"],
    // next-intl's ESM imports `next/server` without an extension, which Node's resolver refuses
    // (Next has no exports map); processed by Vite instead, it resolves (proxy.ts tests).
    server: { deps: { inline: ["next-intl"] } },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite takes ~800 MB per instance: keep parallelism low on 2-core machines.
    maxWorkers: 2,
    // Worker threads rather than child processes: each of the 124 files starts faster (import
    // and environment setup 86 → 60 s of worker time); the suite took 121 s instead of 146 s
    // on 2 cores. No test needs a process of its own (none changes directory or exits).
    pool: "threads",
  },
});
