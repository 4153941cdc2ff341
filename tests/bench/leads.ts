/**
 * Lead bench: `npm run bench:leads -- --burst 200 [--broker-down-ms 5000]`.
 *
 * Starts a sandbox broker in a temporary folder, sends a burst of leads through the site's own
 * lead code (`acceptLead`, the outbox and its worker, PGlite in a temporary folder), 20 at a
 * time, with the broker down for the first `--broker-down-ms` of the burst, waits for the outbox
 * to drain, and prints what happened:
 *
 *   sent       leads sent by visitors
 *   accepted   taken by the broker at once
 *   queued     written to the outbox (visitor told "received")
 *   refused    told to try again (should be 0)
 *   stored     leads the broker holds at the end
 *   duplicated stored beyond one per lead (should be 0)
 *
 * Limits are not counted (every lead comes from the bench); the outbox backoff is 1 s capped at 2 s.
 * Run with Node's `react-server` condition so `server-only` modules load outside Next.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { countStored, startBroker, waitUntil } from "../fault/harness";

const { values } = parseArgs({
  options: {
    burst: { type: "string", default: "200" },
    "broker-down-ms": { type: "string", default: "0" },
  },
});
const burst = Number(values.burst);
const downMs = Number(values["broker-down-ms"]);
if (!Number.isInteger(burst) || burst < 1 || !Number.isFinite(downMs) || downMs < 0) {
  console.error("usage: npm run bench:leads -- --burst 200 [--broker-down-ms 5000]");
  process.exit(2);
}

const broker = await startBroker();
const siteDataDir = await mkdtemp(join(tmpdir(), "bench-site-"));
Object.assign(process.env, {
  BROKER_API_URL: broker.url,
  SITE_DATA_DIR: siteDataDir,
  OUTBOX_RETRY_DELAY_S: "1",
  OUTBOX_RETRY_MAX_S: "2",
  OUTBOX_POLL_S: "0.5",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "silent",
});
delete process.env.DATABASE_URL;
console.error = () => {}; // the broker client's per-call failure lines

const { acceptLead } = await import("@/lib/leads/accept-lead");
const { stopOutboxWorker } = await import("@/lib/outbox/worker");
const { outboxCounts } = await import("@/lib/outbox/stats");

const tag = `bench-${randomUUID().slice(0, 8)}`;
let accepted = 0;
let queued = 0;
let refused = 0;
const started = Date.now();
try {
  if (downMs > 0) {
    await broker.down();
    setTimeout(() => void broker.up(), downMs);
  }
  for (let start = 0; start < burst; start += 20) {
    const batch = Array.from({ length: Math.min(20, burst - start) }, (_, j) => ({
      form: "page:/contact",
      key: randomUUID(),
      website: "",
      fields: {
        firstName: "Bench",
        lastName: "Lead",
        phone: "9876543210",
        email: `${tag}-${start + j}@example.com`,
      },
    }));
    for (const answer of await Promise.all(batch.map((lead) => acceptLead(lead, null)))) {
      if (!answer.ok) refused++;
      else if (answer.queued) queued++;
      else accepted++;
    }
  }
  const sentMs = Date.now() - started;
  await broker.up();
  await waitUntil(
    async () => {
      if (queued === 0) return true;
      const c = await outboxCounts();
      return c.waiting === 0 && c.active === 0;
    },
    180_000,
    "the outbox to drain",
  );
  const { stored, duplicated } = await countStored(broker, tag);
  const table = {
    sent: burst,
    accepted,
    queued,
    refused,
    stored,
    duplicated,
    "burst ms": sentMs,
    "until stored ms": Date.now() - started,
  };
  for (const [k, v] of Object.entries(table)) process.stdout.write(`${k.padEnd(16)} ${v}\n`);
} finally {
  await stopOutboxWorker();
  await broker.dispose();
  await rm(siteDataDir, { recursive: true, force: true });
}
