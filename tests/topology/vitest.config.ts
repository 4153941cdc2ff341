/**
 * `npm run test:topology`: the topology test alone (it needs the build `npm test` has just made,
 * so it is not part of `npm run test:unit`, which runs before the build).
 */
import { defineConfig } from "vitest/config";
import base from "../../vitest.config";

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ["tests/topology/**/*.spec.ts"],
    testTimeout: 120_000,
    hookTimeout: 240_000,
    maxWorkers: 1,
  },
});
