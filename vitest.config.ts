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
  },
});
