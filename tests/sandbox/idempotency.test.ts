import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock, type Clock } from "@/sandbox/context";
import { startSandbox, type RunningSandbox } from "@/sandbox/server";

/**
 * The sandbox broker's Idempotency-Key rules over real HTTP (broker-api.md "Idempotency"):
 * on both quote submits, both purchases and the KYC check, a repeated key gets the first answer
 * and creates nothing new; a malformed key is refused with 400. One sandbox for the file, with a
 * clock the tests can move forward (the 24-hour window); every test uses its own e-mail address
 * so it can count its own requests.
 */

type Json = Record<string, unknown>;
type Answer = { http: number; body: Json; replayed: boolean; text: string };

const SITE = "http://site.test:3000";
const startLimitMs = 180_000;
let dataDir: string;
let sandbox: RunningSandbox;
let offsetMs = 0;
const clock: Clock = { now: () => new Date(Date.now() + offsetMs), sleep: systemClock.sleep };
const start = () => startSandbox({ port: 0, dataDir, siteUrl: SITE, clock });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "sandbox-idem-"));
  sandbox = await start();
}, startLimitMs);

afterAll(async () => {
  await sandbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, startLimitMs);

async function post(path: string, body: unknown, key?: string): Promise<Answer> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (key !== undefined) headers["idempotency-key"] = key;
  const res = await fetch(`${sandbox.url}${path}`, {
    method: "POST",
    headers,
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return {
    http: res.status,
    body: JSON.parse(text) as Json,
    replayed: res.headers.get("idempotent-replayed") === "true",
    text,
  };
}

/**
 * Approves digit's KYC on its hosted page, as the visitor would (KYC comes before the purchase:
 * broker-api.md "Journey order").
 */
async function approveDigitKyc(requestKey: string, type: "health" | "motor"): Promise<void> {
  const url =
    type === "health"
      ? `${sandbox.url}/hosted/kyc/digit/decision`
      : `${sandbox.url}/hosted/kyc/digit?requestKey=${encodeURIComponent(requestKey)}&type=motor`;
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ requestKey, type, decision: "approve" }).toString(),
    redirect: "manual",
  });
  expect(res.status).toBe(303);
}

const H = "/product/health/api";
const M = "/product/motor/api";
const newKey = () => `test-${randomUUID()}`;
const uniqueEmail = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

async function requestsFor(email: string): Promise<{ requestKey: string; kind: string }[]> {
  const res = await fetch(
    `${sandbox.url}/sandbox/requests.json?email=${encodeURIComponent(email)}`,
  );
  return ((await res.json()) as { data: { requestKey: string; kind: string }[] }).data;
}

async function outboxFor(email: string): Promise<{ subject: string }[]> {
  const res = await fetch(`${sandbox.url}/sandbox/outbox.json`);
  return ((await res.json()) as { data: { recipient: string; subject: string }[] }).data.filter(
    (m) => m.recipient === email,
  );
}

async function remembered(
  route: string,
  requestKey: string,
): Promise<{ replays: number; status: number }[]> {
  const res = await fetch(
    `${sandbox.url}/sandbox/idempotency.json?route=${encodeURIComponent(route)}&requestKey=${encodeURIComponent(requestKey)}`,
  );
  return ((await res.json()) as { data: { replays: number; status: number }[] }).data;
}

function healthQuote(email: string, name = "Asha Rao"): Json {
  return {
    adults: 1,
    kids: 0,
    pincode: "400001",
    name,
    phone: "9876543210",
    email,
    insuredPersons: [{ memberNo: 1, dob: "1985-03-10", gender: "Female", relation: "Self" }],
  };
}

const motorQuote = (email: string, name = "Asha Rao"): Json => ({
  rcNo: "MH12AB1234",
  name,
  phone: "9876543210",
  email,
});

/** Health quote → the insurer's first plan → member → medical → nominee → communication. */
async function healthReadyToBuy(companyName: string): Promise<string> {
  const email = uniqueEmail("buy");
  const key = (await post(`${H}/form/one/submit`, healthQuote(email))).body.key as string;
  const cards = (await post(`${H}/get/quick-quotes`, { requestKey: key })).body.data as {
    pName: string;
    pCode: string;
    companyName: string;
  }[];
  const plan = cards.find((c) => c.companyName === companyName)!;
  expect(
    (
      await post(`${H}/select/plan`, {
        requestKey: key,
        data: { pName: plan.pName, pCode: plan.pCode, companyName },
      })
    ).http,
  ).toBe(200);
  const member = {
    memberNo: 1,
    firstName: "Asha",
    lastName: "Rao",
    dob: "1985-03-10",
    gender: "Female",
    maritalStatus: "Married",
    profession: "Salaried",
    relation: "Self",
    height: 165,
    weight: 62,
    documentType: "PAN",
    documentId: "ABCDE1234F",
    documentIssueDate: "2024-01-01",
  };
  expect(
    (await post(`${H}/update/member`, { requestKey: key, data: { members: [member] } })).http,
  ).toBe(200);
  expect((await post(`${H}/update/medical`, { requestKey: key, data: {} })).http).toBe(200);
  expect((await post(`${H}/update/nominee`, { requestKey: key, data: {} })).http).toBe(200);
  expect(
    (
      await post(`${H}/update/communication`, {
        requestKey: key,
        data: { email, mobile: "9876543210" },
      })
    ).http,
  ).toBe(200);
  return key;
}

describe("a repeated Idempotency-Key gets the first answer and creates nothing new", () => {
  it("health quote: one requestKey for two calls with one key", async () => {
    const email = uniqueEmail("hq");
    const key = newKey();
    const first = await post(`${H}/form/one/submit`, healthQuote(email), key);
    const second = await post(`${H}/form/one/submit`, healthQuote(email), key);
    expect(first.http).toBe(200);
    expect(second).toMatchObject({ http: 200, text: first.text, replayed: true });
    expect(await requestsFor(email)).toHaveLength(1);
    // Another key is another quote.
    await post(`${H}/form/one/submit`, healthQuote(email), newKey());
    expect(await requestsFor(email)).toHaveLength(2);
  });

  it("motor quote: one requestKey and one 'continue' message for two calls with one key", async () => {
    const email = uniqueEmail("mq");
    const key = newKey();
    const first = await post(`${M}/form/one/submit`, motorQuote(email), key);
    const second = await post(`${M}/form/one/submit`, motorQuote(email), key);
    expect(first.http).toBe(200);
    expect(second).toMatchObject({ http: 200, text: first.text, replayed: true });
    expect(await requestsFor(email)).toHaveLength(1);
    expect(await outboxFor(email)).toHaveLength(1);
  });

  it("health purchase: the same answer, run once", async () => {
    const requestKey = await healthReadyToBuy("digit");
    await approveDigitKyc(requestKey, "health");
    const key = newKey();
    const first = await post(`${H}/trigger/purchase`, { requestKey }, key);
    const second = await post(`${H}/trigger/purchase`, { requestKey }, key);
    expect(first.http).toBe(200);
    expect(second).toMatchObject({ http: 200, text: first.text, replayed: true });
    expect(await remembered(`${H}/trigger/purchase`, requestKey)).toEqual([
      expect.objectContaining({ status: 200, replays: 1 }),
    ]);
  });

  it("KYC check: the same answer, run once (future-genrali's proposal)", async () => {
    const requestKey = await healthReadyToBuy("future-genrali");
    const body = { insuranceType: "health", requestKey, companyName: "future-genrali" };
    const key = newKey();
    const first = await post("/kyc/api/check", body, key);
    const second = await post("/kyc/api/check", body, key);
    expect(first.http).toBe(202);
    expect(second).toMatchObject({ http: 202, text: first.text, replayed: true });
    expect(await remembered("/kyc/api/check", requestKey)).toEqual([
      expect.objectContaining({ status: 202, replays: 1 }),
    ]);
  });

  it("motor purchase: one inspection message, the same answer", async () => {
    const email = uniqueEmail("mp");
    const requestKey = (await post(`${M}/form/one/submit`, motorQuote(email))).body
      .requestKey as string;
    const today = new Date(Date.now() + 5.5 * 3_600_000);
    const day = (d: number) =>
      new Date(today.getTime() + d * 86_400_000).toISOString().slice(0, 10);
    const lapsed = {
      srNo: 1,
      insuranceCompany: "ICICI",
      policyNumber: "3001/12345678",
      startDate: day(-395),
      endDate: day(-30),
      policyType: "comp",
      nbc: 25,
      lastYearClaim: "false",
    };
    expect(
      (await post(`${M}/set/base-policy-details`, { requestKey, data: { insurances: [lapsed] } }))
        .http,
    ).toBe(200);
    const card = (
      (await post(`${M}/get/quick-quotes`, { requestKey })).body.data as {
        pName: string;
        pCode: string;
        companyName: string;
      }[]
    ).find((c) => c.companyName === "digit")!;
    expect(
      (
        await post(`${M}/select/plan`, {
          requestKey,
          data: { pName: card.pName, pCode: card.pCode, companyName: "digit" },
        })
      ).http,
    ).toBe(200);
    const owner = {
      firstName: "Asha",
      lastName: "Rao",
      dob: "1990-08-15",
      gender: "Female",
      maritalStatus: "Married",
      profession: "Salaried",
      documentType: "PAN",
      documentId: "ABCDE1234F",
      documentIssueDate: "2012-01-01",
    };
    expect((await post(`${M}/update/member`, { requestKey, data: owner })).http).toBe(200);
    await approveDigitKyc(requestKey, "motor");
    const key = newKey();
    const first = await post(`${M}/trigger/purchase`, { requestKey }, key);
    const second = await post(`${M}/trigger/purchase`, { requestKey }, key);
    expect(first.http).toBe(200);
    expect(second).toMatchObject({ http: 200, text: first.text, replayed: true });
    expect(
      (await outboxFor(email)).filter((m) => m.subject === "Vehicle inspection link"),
    ).toHaveLength(1);
    expect(await remembered(`${M}/trigger/purchase`, requestKey)).toEqual([
      expect.objectContaining({ replays: 1 }),
    ]);
  });

  it("concurrent repeats create one quote; the others are replays or 409 'still running'", async () => {
    const email = uniqueEmail("race");
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(`${M}/form/one/submit`, motorQuote(email), key)),
    );
    for (const a of answers) expect([200, 409]).toContain(a.http);
    expect(new Set(answers.filter((a) => a.http === 200).map((a) => a.body.requestKey)).size).toBe(
      1,
    );
    expect(await requestsFor(email)).toHaveLength(1);
    expect(await outboxFor(email)).toHaveLength(1);
  });

  it("the same key with another body: 422 and nothing created", async () => {
    const key = newKey();
    const email = uniqueEmail("body");
    expect((await post(`${H}/form/one/submit`, healthQuote(email), key)).http).toBe(200);
    const other = uniqueEmail("body2");
    const res = await post(`${H}/form/one/submit`, healthQuote(other), key);
    expect(res.http).toBe(422);
    expect(res.body.message).toMatch(/different request body/);
    expect(await requestsFor(other)).toHaveLength(0);
  });

  it("a failed first answer is not kept: a retry with the key runs again", async () => {
    const key = newKey();
    const email = uniqueEmail("fail");
    expect((await post(`${M}/form/one/submit`, motorQuote(email, "sandbox fail"), key)).http).toBe(
      500,
    );
    expect((await post(`${M}/form/one/submit`, motorQuote(email, "sandbox fail"), key)).http).toBe(
      500,
    );
    // A refused body (400) is not kept either: the corrected request with the same key runs.
    const bad = await post(`${H}/form/one/submit`, { ...healthQuote(email), pincode: "1" }, key);
    expect(bad.http).toBe(400);
    expect((await post(`${H}/form/one/submit`, healthQuote(email), key)).http).toBe(200);
    expect(await requestsFor(email)).toHaveLength(1);
  });

  it("after 24 hours the key is forgotten", async () => {
    const email = uniqueEmail("day");
    const key = newKey();
    const first = await post(`${M}/form/one/submit`, motorQuote(email), key);
    offsetMs = 24 * 3_600_000 - 60_000;
    expect((await post(`${M}/form/one/submit`, motorQuote(email), key)).body.requestKey).toBe(
      first.body.requestKey,
    );
    offsetMs = 24 * 3_600_000 + 60_000;
    const later = await post(`${M}/form/one/submit`, motorQuote(email), key);
    offsetMs = 0;
    expect(later.replayed).toBe(false);
    expect(later.body.requestKey).not.toBe(first.body.requestKey);
  });

  it(
    "a remembered answer survives a restart",
    async () => {
      const email = uniqueEmail("restart");
      const key = newKey();
      const first = await post(`${H}/form/one/submit`, healthQuote(email), key);
      await sandbox.close();
      sandbox = await start();
      const again = await post(`${H}/form/one/submit`, healthQuote(email), key);
      expect(again).toMatchObject({ http: 200, text: first.text, replayed: true });
      expect(await requestsFor(email)).toHaveLength(1);
    },
    startLimitMs,
  );
});

describe("a malformed Idempotency-Key is refused with 400 and runs nothing", () => {
  const cases: [string, string][] = [
    ["5,000 characters", "k".repeat(5_000)],
    ["256 characters", "k".repeat(256)],
    ["a space", "two words"],
    ["a control character (tab)", "tab\there"],
    ["non-ASCII", "clé-ü"],
  ];

  it.each(cases)("%s", async (_label, key) => {
    const email = uniqueEmail("bad");
    for (const path of [`${H}/form/one/submit`, `${M}/form/one/submit`]) {
      const res = await post(
        path,
        path.startsWith(H) ? healthQuote(email) : motorQuote(email),
        key,
      );
      expect(res.http).toBe(400);
      expect(res.body.message).toBe("Idempotency-Key must be 1 to 255 visible ASCII characters");
    }
    for (const path of [`${H}/trigger/purchase`, `${M}/trigger/purchase`]) {
      expect((await post(path, { requestKey: "anything" }, key)).http).toBe(400);
    }
    expect(
      (
        await post(
          "/kyc/api/check",
          { insuranceType: "health", requestKey: "x", companyName: "digit" },
          key,
        )
      ).http,
    ).toBe(400);
    expect(await requestsFor(email)).toHaveLength(0);
    expect(await outboxFor(email)).toHaveLength(0);
  });

  it("255 visible characters (with ../ and colons) are accepted", async () => {
    const email = uniqueEmail("long");
    const key = `web:../${"k".repeat(248)}`;
    expect(key).toHaveLength(255);
    expect((await post(`${M}/form/one/submit`, motorQuote(email), key)).http).toBe(200);
  });
});
