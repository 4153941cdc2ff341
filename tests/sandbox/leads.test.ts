import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type RunningSandbox } from "@/sandbox/server";

/**
 * The sandbox's lead call and inspection pages over real HTTP. One sandbox (one PGlite, ~3 s,
 * ~800 MB) for the whole file; every test tags its leads with its own `leadSource` so tests
 * can count their own rows in the shared database.
 */

type Json = Record<string, unknown>;
type LeadRowJson = {
  id: string;
  keyId: string;
  businessType: string;
  leadSource: string;
  idempotencyKey: string | null;
};

let dataDir: string;
let sandbox: RunningSandbox;

const startOnDataDir = () => startSandbox({ port: 0, dataDir, siteUrl: "http://localhost:3000" });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "sandbox-leads-"));
  sandbox = await startOnDataDir();
});

afterAll(async () => {
  await sandbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function lead(source: string, overrides: Json = {}): Json {
  return {
    firstName: "Asha",
    lastName: "Rao",
    phone: "+91 98765 43210",
    email: "asha@example.com",
    leadSource: source,
    clientType: "Individual",
    businessType: "Health",
    ...overrides,
  };
}

async function postLead(
  body: unknown,
  opts: { keyId?: string; idempotencyKey?: string; raw?: boolean } = {},
): Promise<{ http: number; body: Json }> {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (opts.idempotencyKey !== undefined) headers["idempotency-key"] = opts.idempotencyKey;
  const res = await fetch(
    `${sandbox.url}/lead/form/create/new/lead?keyId=${encodeURIComponent(opts.keyId ?? "client")}`,
    { method: "POST", headers, body: opts.raw ? String(body) : JSON.stringify(body) },
  );
  return { http: res.status, body: (await res.json()) as Json };
}

async function storedLeads(source: string): Promise<LeadRowJson[]> {
  const res = await fetch(`${sandbox.url}/sandbox/leads.json`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { status: number; data: LeadRowJson[] };
  expect(body.status).toBe(200);
  return body.data.filter((row) => row.leadSource === source);
}

describe("POST /lead/form/create/new/lead", () => {
  it("stores a valid lead and lists it with keyId and businessType", async () => {
    const res = await postLead(lead("t-valid"));
    expect(res.http).toBe(200);
    expect(res.body).toMatchObject({ status: 200, message: "Lead created" });
    const id = (res.body.data as { id?: unknown }).id;
    expect(typeof id).toBe("string");

    const rows = await storedLeads("t-valid");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id, keyId: "client", businessType: "Health" });
  });

  it("stores a posp lead under keyId posp", async () => {
    const res = await postLead(lead("t-posp", { businessType: "posp" }), { keyId: "posp" });
    expect(res.http).toBe(200);
    expect(await storedLeads("t-posp")).toMatchObject([{ keyId: "posp", businessType: "posp" }]);
  });

  it("stores a lead once per Idempotency-Key and answers repeats with the first id", async () => {
    const first = await postLead(lead("t-idem"), { idempotencyKey: "idem-1" });
    const second = await postLead(lead("t-idem", { firstName: "Changed" }), {
      idempotencyKey: "idem-1",
    });
    expect(first.http).toBe(200);
    expect(second.http).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(await storedLeads("t-idem")).toHaveLength(1);
  });

  it("stores one lead for concurrent repeats of the same key", async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => postLead(lead("t-race"), { idempotencyKey: "race-1" })),
    );
    const ids = new Set(results.map((r) => (r.body.data as { id: string }).id));
    expect(results.every((r) => r.http === 200)).toBe(true);
    expect(ids.size).toBe(1);
    expect(await storedLeads("t-race")).toHaveLength(1);
  });

  it("stores two leads for two different keys", async () => {
    const a = await postLead(lead("t-two-keys"), { idempotencyKey: "key-a" });
    const b = await postLead(lead("t-two-keys"), { idempotencyKey: "key-b" });
    expect(a.http).toBe(200);
    expect(b.http).toBe(200);
    expect(a.body.data).not.toEqual(b.body.data);
    expect(await storedLeads("t-two-keys")).toHaveLength(2);
  });

  it("refuses an invalid phone with 400, the field issue, and stores nothing", async () => {
    const res = await postLead(lead("t-bad-phone", { phone: "12345" }));
    expect(res.http).toBe(400);
    expect(res.body.status).toBe(400);
    expect(res.body.message).toEqual(expect.stringContaining("phone"));
    expect((res.body.data as { issues: { path: string }[] }).issues).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: "phone" })]),
    );
    expect(await storedLeads("t-bad-phone")).toHaveLength(0);
  });

  it("refuses keyId posp with a businessType other than posp", async () => {
    const res = await postLead(lead("t-mismatch", { businessType: "Home" }), { keyId: "posp" });
    expect(res.http).toBe(400);
    expect(res.body.status).toBe(400);
    expect(await storedLeads("t-mismatch")).toHaveLength(0);
  });

  it("refuses businessType posp under keyId client", async () => {
    const res = await postLead(lead("t-mismatch-2", { businessType: "posp" }), { keyId: "client" });
    expect(res.http).toBe(400);
    expect(await storedLeads("t-mismatch-2")).toHaveLength(0);
  });

  it("refuses an unknown keyId", async () => {
    const res = await postLead(lead("t-keyid"), { keyId: "partner" });
    expect(res).toEqual({ http: 400, body: expect.objectContaining({ status: 400 }) });
    expect(await storedLeads("t-keyid")).toHaveLength(0);
  });

  it("refuses an Idempotency-Key longer than 255 characters", async () => {
    const res = await postLead(lead("t-long-key"), { idempotencyKey: "k".repeat(256) });
    expect(res.http).toBe(400);
    expect(await storedLeads("t-long-key")).toHaveLength(0);
  });

  it("simulates a broker failure on sandbox:fail and stores nothing", async () => {
    const res = await postLead(lead("t-fail", { remarks: "please sandbox:fail" }));
    expect(res).toEqual({
      http: 500,
      body: { status: 500, message: "Sandbox: simulated broker failure" },
    });
    const viaComment = await postLead(lead("t-fail", { comment: "sandbox:fail" }));
    expect(viaComment.http).toBe(500);
    expect(await storedLeads("t-fail")).toHaveLength(0);
  });

  it("answers a non-JSON body with a 400 envelope", async () => {
    const res = await postLead("{not json", { raw: true });
    expect(res).toEqual({ http: 400, body: expect.objectContaining({ status: 400 }) });
  });
});

describe("routing and inspection", () => {
  it("answers an unknown path with a 404 envelope", async () => {
    const res = await fetch(`${sandbox.url}/no/such/route`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ status: 404 });
  });

  it("answers a known path with the wrong method with a 405 envelope", async () => {
    const res = await fetch(`${sandbox.url}/lead/form/create/new/lead?keyId=client`);
    expect(res.status).toBe(405);
    expect(await res.json()).toMatchObject({ status: 405 });
  });

  it("serves the index and an escaped HTML table of leads", async () => {
    await postLead(lead("t-html", { remarks: `<script>alert("x")</script> & co` }));
    const index = await fetch(`${sandbox.url}/sandbox`);
    expect(index.status).toBe(200);
    expect(await index.text()).toContain('href="/sandbox/leads"');

    const res = await fetch(`${sandbox.url}/sandbox/leads`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain("<title>");
    expect(html).toContain('<th scope="col">');
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co");
    expect(html).not.toContain("<script>");
  });
});

describe("durability", () => {
  it("keeps stored leads across a restart on the same data dir", async () => {
    const before = await storedLeads("t-valid");
    expect(before).toHaveLength(1);
    await sandbox.close();
    sandbox = await startOnDataDir();
    const after = await storedLeads("t-valid");
    expect(after.map((r) => r.id)).toEqual(before.map((r) => r.id));
    expect(await storedLeads("t-idem")).toHaveLength(1);
  });
});
