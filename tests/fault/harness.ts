import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startSandbox, type RunningSandbox } from "@/sandbox/server";

/**
 * A sandbox broker that can be stopped and started again on the same port and data folder (a
 * broker outage), for the fault suite and the lead bench. The site code under test reaches it
 * only over HTTP, through `BROKER_API_URL`.
 */
export type Broker = {
  url: string;
  up(): Promise<void>;
  down(): Promise<void>;
  /** Leads the broker stored, newest first (`/sandbox/leads.json`). */
  leads(): Promise<{ email: string; idempotencyKey: string | null; remarks: string | null }[]>;
  dispose(): Promise<void>;
};

/** Starts a sandbox broker on a free port, in a fresh temporary data folder. */
export async function startBroker(): Promise<Broker> {
  const dataDir = await mkdtemp(join(tmpdir(), "fault-broker-"));
  let running: RunningSandbox | undefined = await startSandbox({
    port: 0,
    dataDir,
    siteUrl: "http://localhost:3000",
  });
  const port = running.port;
  const url = running.url;
  return {
    url,
    async up() {
      running ??= await startSandbox({ port, dataDir, siteUrl: "http://localhost:3000" });
    },
    async down() {
      const r = running;
      running = undefined;
      await r?.close();
    },
    async leads() {
      const res = await fetch(`${url}/sandbox/leads.json`);
      return (
        (await res.json()) as {
          data: { email: string; idempotencyKey: string | null; remarks: string | null }[];
        }
      ).data;
    },
    async dispose() {
      await running?.close();
      running = undefined;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` every 250 ms until it returns true, or fails after `timeoutMs`. */
export async function waitUntil(
  check: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Counts stored leads whose e-mail contains `tag`: how many, and how many beyond one per e-mail. */
export async function countStored(
  broker: Broker,
  tag: string,
): Promise<{ stored: number; duplicated: number }> {
  const mine = (await broker.leads()).filter((l) => l.email.includes(tag));
  const distinct = new Set(mine.map((l) => l.email)).size;
  return { stored: mine.length, duplicated: mine.length - distinct };
}
