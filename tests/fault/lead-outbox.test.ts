import { mkdtemp, rm } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { countStored, startBroker, waitUntil, type Broker } from "./harness";

/**
 * Fault suite of the lead path (issue 9 "Leads: none lost, none doubled"): the site's own code
 * (`acceptLead`, the pg-boss outbox on PGlite, its worker) against the real sandbox broker over
 * HTTP, which is stopped and started to make an outage. Every test counts what the broker stored.
 * The worker's backoff is shortened through its environment (1 s, capped at 2 s).
 */

vi.mock("server-only", () => ({}));

let broker: Broker;
let siteDataDir: string;
let site: {
  acceptLead: typeof import("@/lib/leads/accept-lead").acceptLead;
  startOutboxWorker: typeof import("@/lib/outbox/worker").startOutboxWorker;
  stopOutboxWorker: typeof import("@/lib/outbox/worker").stopOutboxWorker;
  outboxCounts: typeof import("@/lib/outbox/stats").outboxCounts;
};

const run = randomUUID().slice(0, 8);
const lead = (tag: string, i: number, remarks?: string) => ({
  form: "page:/contact",
  key: randomUUID(),
  website: "",
  fields: {
    firstName: "Asha",
    lastName: "Rao",
    phone: "9876543210",
    email: `${tag}-${i}-${run}@example.com`,
    ...(remarks ? { remarks } : {}),
  },
});

const drained = async () => {
  const c = await site.outboxCounts();
  return c.waiting === 0 && c.active === 0;
};

beforeAll(async () => {
  // The broker client reports each failed call on stderr; hundreds of them are expected here.
  vi.spyOn(console, "error").mockImplementation(() => {});
  broker = await startBroker();
  siteDataDir = await mkdtemp(join(tmpdir(), "fault-site-"));
  Object.assign(process.env, {
    BROKER_API_URL: broker.url,
    SITE_URL: "http://localhost:3000",
    SITE_DATA_DIR: siteDataDir,
    OUTBOX_RETRY_DELAY_S: "1",
    OUTBOX_RETRY_MAX_S: "2",
    OUTBOX_POLL_S: "0.5",
    OUTBOX_DELIVERY_TIMEOUT_MS: "30000",
  });
  delete process.env.DATABASE_URL;
  site = {
    acceptLead: (await import("@/lib/leads/accept-lead")).acceptLead,
    ...(await import("@/lib/outbox/worker")),
    outboxCounts: (await import("@/lib/outbox/stats")).outboxCounts,
  };
});

afterAll(async () => {
  await site?.stopOutboxWorker();
  await broker?.dispose();
  if (siteDataDir) await rm(siteDataDir, { recursive: true, force: true });
});

describe("lead outbox against the sandbox broker", () => {
  it("a double click (the same key twice, 30 ms apart) stores one lead", async () => {
    const one = lead("double", 0);
    const first = site.acceptLead(one, null);
    await new Promise((r) => setTimeout(r, 30));
    const second = site.acceptLead(one, null);
    expect(await Promise.all([first, second])).toEqual([
      { ok: true, queued: false, reference: expect.any(String) },
      { ok: true, queued: false, reference: expect.any(String) },
    ]);
    expect(await countStored(broker, "double")).toEqual({ stored: 1, duplicated: 0 });
  });

  it("broker down during a burst of 200 leads, then back: 200 stored, 0 duplicated", async () => {
    const burst = Array.from({ length: 200 }, (_, i) => lead("burst", i));
    const answers: Awaited<ReturnType<typeof site.acceptLead>>[] = [];
    for (let start = 0; start < burst.length; start += 20) {
      // The broker goes down a third of the way in.
      if (start === 60) await broker.down();
      answers.push(
        ...(await Promise.all(burst.slice(start, start + 20).map((l) => site.acceptLead(l, null)))),
      );
    }
    const accepted = answers.filter((a) => a.ok && !a.queued).length;
    const queued = answers.filter((a) => a.ok && a.queued).length;
    expect(accepted + queued).toBe(200);
    expect(queued).toBeGreaterThanOrEqual(140);
    // Every queued lead is in the outbox (waiting, or being tried against the broker that is down).
    const held = await site.outboxCounts();
    expect(held.waiting + held.active).toBe(queued);

    await new Promise((r) => setTimeout(r, 2_000));
    await broker.up();
    await waitUntil(drained, 60_000, "the outbox to drain");
    const counts = await countStored(broker, "burst");
    console.info(
      `fault: burst sent 200, accepted ${accepted}, queued ${queued}, stored ${counts.stored}, duplicated ${counts.duplicated}`,
    );
    expect(counts).toEqual({ stored: 200, duplicated: 0 });
  }, 120_000);

  it("a site restart with queued leads: all delivered after it", async () => {
    await broker.down();
    const leads = Array.from({ length: 20 }, (_, i) => lead("restart", i));
    const answers = await Promise.all(leads.map((l) => site.acceptLead(l, null)));
    expect(answers.every((a) => a.ok && a.queued)).toBe(true);
    // The site stops (its outbox database is closed), the broker comes back, the site starts again.
    await site.stopOutboxWorker();
    await broker.up();
    expect(await countStored(broker, "restart")).toEqual({ stored: 0, duplicated: 0 });
    await site.startOutboxWorker();
    await waitUntil(
      async () => (await countStored(broker, "restart")).stored === 20 && (await drained()),
      60_000,
      "queued leads after the restart",
    );
    expect(await countStored(broker, "restart")).toEqual({ stored: 20, duplicated: 0 });
  }, 120_000);

  it("broker answering after 20 s: the visitor is told it is received, and 1 lead is stored", async () => {
    const slow = lead("slow", 0, "sandbox:slow please");
    const started = Date.now();
    const answer = await site.acceptLead(slow, null);
    // The site gave up after its 15 s timeout and queued the lead instead of reporting a failure.
    expect(Date.now() - started).toBeGreaterThanOrEqual(14_000);
    expect(answer).toEqual({ ok: true, queued: true, reference: expect.any(String) });
    await waitUntil(drained, 60_000, "the slow lead's redelivery");
    expect(await countStored(broker, "slow")).toEqual({ stored: 1, duplicated: 0 });
  }, 120_000);
});
