import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

/** Ports of the stack the e2e tests start (kept apart from a developer's `npm start` on 3000/4010). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3000);
export const E2E_SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 4010);
/** The analytics tracker the e2e server names; never resolved, always intercepted by the tests. */
export const ANALYTICS_SCRIPT_URL = "http://analytics.e2e.test/script.js";

// Debian's Chromium: Playwright cannot download its own browser on these machines. The
// benchmarks (tests/bench) measure with the browser itself, as a visitor's Chrome renders.
export const chromiumLaunch = {
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/**
 * The browser tests' Chromium: Debian's `chromium-headless-shell` (the same engine, version and
 * flags, without the browser's UI layer) when installed, else `chromiumLaunch`'s. On CI's two
 * cores it halves the suite's browser CPU: `every-press` + `content-routes` (95 tests, CI mode)
 * took 5.0 min with `chromium` and 2.9 min with the shell (runner CPU 2 m 40 s vs 1 m 17 s).
 * `E2E_CHROME_PATH` names another.
 */
export const e2eLaunch = {
  ...chromiumLaunch,
  executablePath:
    process.env.E2E_CHROME_PATH ??
    (existsSync("/usr/bin/chromium-headless-shell")
      ? "/usr/bin/chromium-headless-shell"
      : chromiumLaunch.executablePath),
};

/** The specs the "phone" project runs (and the desktop project does not). */
const PHONE_SPECS = /phone(-press)?\.spec\.ts$/;

export default defineConfig({
  testDir: "./e2e",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // Recording a trace (a DOM snapshot and a screenshot per action) cost CI about a quarter of
    // its browser-test time on two cores (every-press + proposal-steps: 6.1 → 4.4 min): CI records
    // one only for a failed test's retry, which is the run a failure is read from anyway.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: e2eLaunch,
  },
  projects: [
    // Most visitors are on a phone: a Pixel 7 class screen with touch runs e2e/phone*.spec.ts.
    // Listed first so its two files start first and the desktop files fill in around them (as
    // the last project, one of them ran alone at the end while the other worker was idle).
    {
      name: "phone",
      testMatch: PHONE_SPECS,
      use: { ...devices["Pixel 7"], launchOptions: e2eLaunch },
    },
    {
      name: "chromium",
      testIgnore: PHONE_SPECS,
      use: { ...devices["Desktop Chrome"], launchOptions: e2eLaunch },
    },
  ],
  webServer: {
    // The built site with its embedded sandbox broker, on a fresh data folder per run.
    command: `rm -rf .data/e2e .data/e2e-site && npm start`,
    url: `http://localhost:${E2E_PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      PORT: String(E2E_PORT),
      SANDBOX_PORT: String(E2E_SANDBOX_PORT),
      SANDBOX_DATA_DIR: ".data/e2e",
      // The lead outbox of the e2e site, fresh per run like the sandbox.
      SITE_DATA_DIR: ".data/e2e-site",
      // The whole suite comes from one address with a few phone numbers: raise the abuse limits.
      RATE_LIMIT_MULTIPLIER: "20",
      SITE_URL: `http://localhost:${E2E_PORT}`,
      BROKER_API_URL: "",
      NEXT_TELEMETRY_DISABLED: "1",
      // A self-hosted analytics tracker on a host the tests intercept (e2e/support/fixtures.ts
      // serves a silent one; e2e/analytics.spec.ts a recording one). Pages rendered per request
      // load it; static pages only when the build had the same values.
      ANALYTICS_SCRIPT_URL: ANALYTICS_SCRIPT_URL,
      ANALYTICS_SITE_ID: "e2e-site",
    },
  },
});
