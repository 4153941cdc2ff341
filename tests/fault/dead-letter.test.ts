import { createServer, type Server } from "node:http";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { waitUntil } from "./harness";

/**
 * Issue 24, item 6: a lead the visitor was told was received, which the broker then answers
 * 500, 500, 500 and finally 400, is not dropped: it lands in the outbox's dead-letter queue
 * (`npm run outbox:dead` lists it) and one `error` log line with an alert says so, without
 * personal data.
 */

vi.mock("server-only", () => ({}));
const errors: { area: string; fields: Record<string, unknown>; message: string }[] = [];
vi.mock("@/lib/log/logger", () => ({
  log: (area: string) => ({
    info: () => {},
    warn: () => {},
    debug: () => {},
    error: (fields: Record<string, unknown>, message: string) =>
      errors.push({ area, fields, message }),
  }),
}));

let server: Server;
let siteDataDir: string;
const answers: number[] = [];

beforeAll(async () => {
  vi.spyOn(console, "error").mockImplementation(() => {});
  server = createServer((request, response) => {
    request.resume();
    const status = answers.length < 3 ? 500 : 400;
    answers.push(status);
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify({ status, message: status === 400 ? "Invalid lead" : "Down" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  siteDataDir = await mkdtemp(join(tmpdir(), "fault-dead-"));
  Object.assign(process.env, {
    BROKER_API_URL: `http://127.0.0.1:${port}`,
    SITE_URL: "http://localhost:3000",
    SITE_DATA_DIR: siteDataDir,
    OUTBOX_RETRY_DELAY_S: "1",
    OUTBOX_RETRY_MAX_S: "1",
    OUTBOX_POLL_S: "0.5",
  });
  delete process.env.DATABASE_URL;
});

afterAll(async () => {
  const { stopOutboxWorker } = await import("@/lib/outbox/worker");
  await stopOutboxWorker();
  await new Promise((resolve) => server?.close(resolve));
  if (siteDataDir) await rm(siteDataDir, { recursive: true, force: true });
});

it("500, 500, 500 then 400: the promised lead goes to the dead-letter queue with an alert", async () => {
  const { acceptLead } = await import("@/lib/leads/accept-lead");
  const { deadLetters, outboxCounts } = await import("@/lib/outbox/stats");
  const result = await acceptLead(
    {
      form: "page:/contact",
      key: randomUUID(),
      website: "",
      fields: {
        firstName: "Asha",
        lastName: "Rao",
        phone: "9876543210",
        email: "asha@example.com",
        remarks: "Call me after six",
      },
    },
    null,
  );
  // The visitor is told the lead is received.
  expect(result).toMatchObject({ ok: true, queued: true });

  await waitUntil(async () => (await deadLetters()).length > 0, 60_000, "a dead letter");
  expect(answers).toEqual([500, 500, 500, 400]);
  const [letter, ...others] = await deadLetters();
  expect(others).toEqual([]);
  expect(letter).toMatchObject({
    reason: "refused 400",
    name: "Asha Rao",
    phone: "9876543210",
  });
  // What the team sees holds no email and no message.
  expect(JSON.stringify(letter)).not.toContain("asha@example.com");
  expect(JSON.stringify(letter)).not.toContain("Call me");
  expect((await outboxCounts()).waiting).toBe(0);

  const alert = errors.find((e) => e.fields.alert === "lead-dead-letter");
  expect(alert).toBeDefined();
  expect(JSON.stringify(alert)).not.toMatch(/Asha|9876543210|asha@example/);
}, 90_000);
