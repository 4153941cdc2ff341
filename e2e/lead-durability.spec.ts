import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import type { Browser } from "@playwright/test";
import { expect, storedLeads, test, uniqueEmail } from "./support/fixtures";

// Its own stack on other ports: the sandbox broker and the site as two processes, so the broker
// can go down while the site stays up, and the site can restart with leads in its outbox.
const PORT = Number(process.env.E2E_DURABILITY_PORT ?? 3200);
const SANDBOX_PORT = Number(process.env.E2E_DURABILITY_SANDBOX_PORT ?? 4210);
const BROKER_DATA_DIR = ".data/e2e-durability";
const SITE_DATA_DIR = ".data/e2e-durability-site";
const sandboxUrl = `http://127.0.0.1:${SANDBOX_PORT}`;
const siteUrl = `http://localhost:${PORT}`;

function spawnGroup(args: string[], env: Record<string, string>): ChildProcess {
  return spawn("node_modules/.bin/tsx", args, {
    env: { ...process.env, ...env },
    stdio: "ignore",
    // Its own process group, so stopping it also stops every process it started.
    detached: true,
  });
}

const startBroker = () =>
  spawnGroup(["sandbox/main.ts"], {
    SANDBOX_PORT: String(SANDBOX_PORT),
    SANDBOX_DATA_DIR: BROKER_DATA_DIR,
    SITE_URL: siteUrl,
    DATABASE_URL: "",
  });
const startSite = () =>
  spawnGroup(["sandbox/launch.ts", "start"], {
    PORT: String(PORT),
    SITE_URL: siteUrl,
    BROKER_API_URL: sandboxUrl,
    SITE_DATA_DIR,
    DATABASE_URL: "",
    OUTBOX_RETRY_DELAY_S: "1",
    OUTBOX_RETRY_MAX_S: "5",
  });

async function waitForUp(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not come up`);
}

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await exited;
}

async function sendLead(browser: Browser, email: string) {
  const page = await browser.newPage({ baseURL: siteUrl });
  await page.goto("/posp");
  const form = page.locator("#lead-form form");
  await form.locator('[name="firstName"]').fill("Neha");
  await form.locator('[name="lastName"]').fill("Joshi");
  await form.locator('[name="phone"]').fill("9876501234");
  await form.locator('[name="email"]').fill(email);
  await form.getByRole("button", { name: /call back/i }).click();
  await page.waitForURL(/\/thank-you\?ref=[\w-]+$/);
  await expect(page.getByText("Our team has your request.")).toBeVisible();
  await page.close();
}

const mine = async (email: string) =>
  (await storedLeads(sandboxUrl)).filter((l) => l.email === email);

async function eventually(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

test("leads survive a broker outage and a site restart: received, then stored once each", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  for (const dir of [BROKER_DATA_DIR, SITE_DATA_DIR]) rmSync(dir, { recursive: true, force: true });
  let broker: ChildProcess | undefined = startBroker();
  let site: ChildProcess | undefined = startSite();
  try {
    await waitForUp(`${sandboxUrl}/sandbox/leads.json`);
    await waitForUp(`${siteUrl}/posp`);

    // 1. The broker is up: stored at once.
    const first = uniqueEmail("durable");
    await sendLead(browser, first);
    expect(await mine(first)).toHaveLength(1);

    // 2. The broker is down: the visitor is told the request is received; it arrives after the broker's return.
    await stop(broker);
    const during = uniqueEmail("outage");
    await sendLead(browser, during);
    broker = startBroker();
    await waitForUp(`${sandboxUrl}/sandbox/leads.json`);
    expect(await eventually(async () => (await mine(during)).length === 1, 60_000)).toBe(true);

    // 3. The broker is down and the site restarts with the lead still queued: delivered after the restart.
    await stop(broker);
    const queued = uniqueEmail("restart");
    await sendLead(browser, queued);
    await stop(site);
    broker = startBroker();
    await waitForUp(`${sandboxUrl}/sandbox/leads.json`);
    expect(await mine(queued)).toHaveLength(0);
    site = startSite();
    await waitForUp(`${siteUrl}/`);
    expect(await eventually(async () => (await mine(queued)).length === 1, 60_000)).toBe(true);

    // Stored once each, and what the broker stored survives its own restart.
    await new Promise((r) => setTimeout(r, 2_000));
    for (const email of [first, during, queued]) {
      const rows = await mine(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ keyId: "posp", businessType: "posp", firstName: "Neha" });
    }
  } finally {
    await stop(site);
    await stop(broker);
    for (const dir of [BROKER_DATA_DIR, SITE_DATA_DIR])
      rmSync(dir, { recursive: true, force: true });
  }
});
