import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { chromiumLaunch } from "../playwright.config";
import { expect, storedLeads, test, uniqueEmail } from "./support/fixtures";

// Its own stack (site + sandbox broker) on other ports, so it can be stopped and started again.
const PORT = 3200;
const SANDBOX_PORT = 4210;
const DATA_DIR = ".data/e2e-durability";

function startStack(): ChildProcess {
  return spawn("node_modules/.bin/tsx", ["lib/sandbox/launch.ts", "start"], {
    env: { ...process.env, PORT: String(PORT), SANDBOX_PORT: String(SANDBOX_PORT), SANDBOX_DATA_DIR: DATA_DIR, SITE_URL: `http://localhost:${PORT}`, BROKER_API_URL: "" },
    stdio: "ignore",
    // Its own process group, so stopping it also stops every process it started.
    detached: true,
  });
}

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

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid, "SIGTERM");
  await exited;
}

test.use({ launchOptions: chromiumLaunch });

test("a lead stored by the sandbox broker is still there after a restart", async ({ browser }) => {
  test.setTimeout(120_000);
  rmSync(DATA_DIR, { recursive: true, force: true });
  const sandbox = `http://127.0.0.1:${SANDBOX_PORT}`;
  let stack = startStack();
  try {
    await waitForUp(`http://localhost:${PORT}/posp`);
    const email = uniqueEmail("durable");
    const page = await browser.newPage({ baseURL: `http://localhost:${PORT}` });
    await page.goto("/posp");
    const form = page.locator("#lead-form form");
    await form.locator('[name="firstName"]').fill("Neha");
    await form.locator('[name="lastName"]').fill("Joshi");
    await form.locator('[name="phone"]').fill("9876501234");
    await form.locator('[name="email"]').fill(email);
    await form.getByRole("button", { name: /call back/i }).click();
    await page.waitForURL("**/thank-you");
    await page.close();
    expect((await storedLeads(sandbox)).filter((l) => l.email === email)).toHaveLength(1);

    await stop(stack);
    stack = startStack();
    await waitForUp(`${sandbox}/sandbox/leads.json`);
    await waitForUp(`http://localhost:${PORT}/`);
    const after = (await storedLeads(sandbox)).filter((l) => l.email === email);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ keyId: "posp", businessType: "posp", firstName: "Neha" });
  } finally {
    await stop(stack);
    rmSync(DATA_DIR, { recursive: true, force: true });
  }
});
