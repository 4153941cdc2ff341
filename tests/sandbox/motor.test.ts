import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { previousInsurers } from "@/lib/journeys/motor/options";
import { todayInIndia } from "@/lib/validation/dates";
import { startSandbox, type RunningSandbox } from "@/sandbox/server";

/**
 * The motor journey of the sandbox broker over real HTTP, one sandbox (one
 * PGlite) for the file. The tests run in order and share journeys: quote → previous insurance →
 * plans → member → add-ons → purchase → payment → KYC → PDFs; a lapsed policy through the
 * break-in inspection; future-genrali; a restart.
 *
 * Motor KYC goes through the shared KYC routes (routes/kyc.ts, routes/hosted-kyc.ts).
 */

type Json = Record<string, unknown>;
type Answer = { http: number; body: Json };

const SITE = "http://localhost:3000";
const API = "/product/motor/api";

let dataDir: string;
let sandbox: RunningSandbox;
const start = () => startSandbox({ port: 0, dataDir, siteUrl: SITE });

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "sandbox-motor-"));
  sandbox = await start();
});

afterAll(async () => {
  await sandbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function call(path: string, body: unknown, raw = false): Promise<Answer> {
  const res = await fetch(`${sandbox.url}${API}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: raw ? String(body) : JSON.stringify(body),
  });
  const json = (await res.json()) as Json;
  expect(json.status).toBe(res.status);
  return { http: res.status, body: json };
}

async function postForm(url: string, fields: Record<string, string>): Promise<Response> {
  return fetch(url, { method: "POST", body: new URLSearchParams(fields), redirect: "manual" });
}

/** Approves digit's motor KYC on its hosted page (KYC comes before the purchase). */
async function approveKyc(requestKey: string): Promise<void> {
  const res = await postForm(
    `${sandbox.url}/hosted/kyc/digit?requestKey=${encodeURIComponent(requestKey)}&type=motor`,
    { decision: "approve" },
  );
  expect(res.status).toBe(303);
}

type OutboxRow = {
  kind: string;
  recipient: string;
  subject: string;
  body: string;
  link: string | null;
};
async function outbox(): Promise<OutboxRow[]> {
  const res = await fetch(`${sandbox.url}/sandbox/outbox.json`);
  return ((await res.json()) as { data: OutboxRow[] }).data;
}

const daysFromToday = (days: number) =>
  new Date(Date.parse(todayInIndia()) + days * 86_400_000).toISOString().slice(0, 10);

function insurance(overrides: Json = {}): Json {
  return {
    srNo: 1,
    insuranceCompany: "ICICI",
    policyNumber: "3001/12345678",
    startDate: daysFromToday(-340),
    endDate: daysFromToday(25),
    policyType: "comp",
    nbc: 25,
    lastYearClaim: "false",
    ...overrides,
  };
}

const member = {
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

type Card = {
  logo: string;
  pName: string;
  pCode: string;
  companyName: string;
  sumInsured: number;
  premium: number;
  grossPremium?: number;
};
type AddOn = {
  code: string;
  displayName: string;
  available: boolean;
  premium: number | Record<string, number>;
};
type Sections = Record<
  "pACover" | "unnamedPA" | "addons" | "accessories" | "legalLiability",
  { sectionTitle: string; data: AddOn[] }
>;
type FinalQuote = {
  companyLogo: string;
  idv: number;
  netPremium: number;
  tax: number;
  grossPremium: number;
};

async function quote(rcNo: string, name = "Asha Rao"): Promise<string> {
  const res = await call("/form/one/submit", {
    rcNo,
    name,
    phone: "9876543210",
    email: "asha@example.com",
  });
  expect(res.http).toBe(200);
  const key = res.body.requestKey;
  expect(key).toMatch(/^[A-Za-z0-9_-]+$/);
  return key as string;
}

async function plans(key: string): Promise<Card[]> {
  const res = await call("/get/quick-quotes", { requestKey: key });
  expect(res.http).toBe(200);
  return res.body.data as Card[];
}

const digitCard = (cards: Card[]) => {
  const card = cards.find((c) => c.companyName === "digit");
  expect(card).toBeDefined();
  return card!;
};

/** Quote → previous insurance → digit (or another insurer) → member → nominee → communication. */
async function readyToBuy(rcNo: string, previous: Json, companyName = "digit"): Promise<string> {
  const key = await quote(rcNo);
  expect(
    (await call("/set/base-policy-details", { requestKey: key, data: { insurances: [previous] } }))
      .http,
  ).toBe(200);
  const card = (await plans(key)).find((c) => c.companyName === companyName)!;
  expect(
    (
      await call("/select/plan", {
        requestKey: key,
        data: { pName: card.pName, pCode: card.pCode, companyName },
      })
    ).http,
  ).toBe(200);
  expect((await call("/update/member", { requestKey: key, data: member })).http).toBe(200);
  expect((await call("/update/nominee", { requestKey: key, data: {} })).http).toBe(200);
  expect(
    (await call("/update/communication", { requestKey: key, data: { email: "asha@example.com" } }))
      .http,
  ).toBe(200);
  return key;
}

// ---------------------------------------------------------------------------------------------

let key = "";
let policyNumber = "";
let finalQuote: FinalQuote;

describe("quote", () => {
  it("refuses an invalid registration number with 400 and its message", async () => {
    const res = await call("/form/one/submit", {
      rcNo: "MH12AB12",
      name: "Asha Rao",
      phone: "9876543210",
      email: "asha@example.com",
    });
    expect(res.http).toBe(400);
    expect(res.body.message).toContain(
      "Enter a valid vehicle number, like MH12AB1234 or 22BH1234AA",
    );
    const none = await call("/form/one/submit", {
      name: "Asha Rao",
      phone: "9876543210",
      email: "asha@example.com",
    });
    expect(none.http).toBe(400);
    expect(none.body.message).toContain("Enter your vehicle number, like MH12AB1234");
  });

  it("answers 500 for a name containing 'sandbox fail' and stores nothing", async () => {
    const before = (await outbox()).length;
    const res = await call("/form/one/submit", {
      rcNo: "MH12AB1234",
      name: "Asha Sandbox Fail",
      phone: "9876543210",
      email: "asha@example.com",
    });
    expect(res).toEqual({
      http: 500,
      body: { status: 500, message: "Sandbox: simulated broker failure" },
    });
    expect(await outbox()).toHaveLength(before);
  });

  it("answers a requestKey and puts a continue link in the outbox", async () => {
    const res = await call("/form/one/submit", {
      rcNo: "mh 12 ab 1234",
      name: "Asha Rao",
      phone: "+91 98765 43210",
      email: "asha@example.com",
    });
    expect(res.http).toBe(200);
    key = res.body.requestKey as string;
    expect(key).toMatch(/^[A-Za-z0-9_-]{1,100}$/);

    const [latest] = await outbox();
    expect(latest).toMatchObject({
      kind: "motor-continue",
      recipient: "asha@example.com",
      subject: "Continue your motor quote",
      link: `${SITE}/motor/${key}/additional-policy-details`,
    });
    expect(latest?.body).toContain("MH12AB1234");

    const page = await (await fetch(`${sandbox.url}/sandbox/outbox`)).text();
    expect(page).toContain(`<a href="${SITE}/motor/${key}/additional-policy-details">`);
    expect(await (await fetch(`${sandbox.url}/sandbox`)).text()).toContain(
      'href="/sandbox/outbox"',
    );
  });
});

describe("previous insurance", () => {
  it("answers deterministic defaults: a listed insurer, a policy number, an end date 10–40 days ahead", async () => {
    const res = await call("/get/base-policy-details", { requestKey: key });
    expect(res.http).toBe(200);
    const data = res.body.data as {
      insuranceCompany: string;
      policyNumber: string;
      endDate: string;
    };
    expect(previousInsurers.map((i) => i.code)).toContain(data.insuranceCompany);
    expect(data.policyNumber).not.toBe("");
    expect(data.endDate >= daysFromToday(10) && data.endDate <= daysFromToday(40)).toBe(true);

    const again = await quote("MH-12-AB-1234");
    const other = await call("/get/base-policy-details", { requestKey: again });
    expect(other.body).toEqual(res.body); // same vehicle, same defaults
    expect((res.body.meta as { vehicle: { make: string } }).vehicle.make).toBeTruthy();
    // The registration lookup for the visitor to confirm (broker-api.md 2026-11-27).
    const { vehicle } = res.body.data as { vehicle: Record<string, unknown> };
    const full = (res.body.meta as { vehicle: Record<string, unknown> }).vehicle;
    expect(vehicle).toEqual({
      make: full.make,
      model: full.model,
      variant: full.variant,
      fuelType: full.fuel,
      registrationYear: full.registrationYear,
    });
  });

  it("refuses an incomplete policy with spec 5's message, and an unknown key with 404", async () => {
    const bad = await call("/set/base-policy-details", {
      requestKey: key,
      data: { insurances: [insurance({ insuranceCompany: "" })] },
    });
    expect(bad.http).toBe(400);
    expect(bad.body.message).toContain("Company is required");
    const unknown = await call("/set/base-policy-details", {
      requestKey: "mot-unknown",
      data: { insurances: [insurance()] },
    });
    expect(unknown.http).toBe(404);
  });

  it("saves the policies and answers the requestKey", async () => {
    const res = await call("/set/base-policy-details", {
      requestKey: key,
      data: { insurances: [insurance()] },
    });
    expect(res.http).toBe(200);
    expect(res.body.requestKey).toBe(key);
    const defaults = await call("/get/base-policy-details", { requestKey: key });
    expect(defaults.body.data).toEqual({
      insuranceCompany: "ICICI",
      policyNumber: "3001/12345678",
      endDate: daysFromToday(25),
      vehicle: expect.objectContaining({ make: expect.any(String) }),
      // The saved policies come back, so the step shows them after Back, a link or a reload.
      insurances: [insurance()],
    });
  });
});

describe("plans", () => {
  it("quotes digit, future-genrali and two more, with IDV as sumInsured", async () => {
    const cards = await plans(key);
    expect(cards.length).toBeGreaterThanOrEqual(4);
    expect(cards.map((c) => c.companyName)).toEqual(
      expect.arrayContaining(["digit", "future-genrali"]),
    );
    for (const card of cards) {
      expect(card.sumInsured).toBeGreaterThan(0);
      expect(Number.isInteger(card.premium)).toBe(true);
      expect(card.logo).toMatch(/^http/);
    }
    const logo = await fetch(digitCard(cards).logo);
    expect(logo.headers.get("content-type")).toBe("image/svg+xml");
  });

  it("gives an older vehicle a lower IDV", async () => {
    const newer = digitCard(await plans(await quote("25BH4321AB"))).sumInsured;
    const older = digitCard(await plans(await quote("21BH4321AB"))).sumInsured;
    expect(older).toBeLessThan(newer);
  });

  it("charges more after a claim last year (NCB lost)", async () => {
    const before = digitCard(await plans(key)).premium;
    await call("/set/base-policy-details", {
      requestKey: key,
      data: { insurances: [insurance({ lastYearClaim: "true" })] },
    });
    const after = digitCard(await plans(key)).premium;
    expect(after).toBeGreaterThan(before);
    await call("/set/base-policy-details", {
      requestKey: key,
      data: { insurances: [insurance()] },
    });
    expect(digitCard(await plans(key)).premium).toBe(before);
  });

  it("refuses an unknown plan and answers the member URL for digit", async () => {
    expect(
      (
        await call("/select/plan", {
          requestKey: key,
          data: { pName: "X", pCode: "NOPE", companyName: "digit" },
        })
      ).http,
    ).toBe(400);
    const card = digitCard(await plans(key));
    const res = await call("/select/plan", {
      requestKey: key,
      data: { pName: card.pName, pCode: card.pCode, companyName: "digit" },
    });
    expect(res.body).toEqual({ status: 200, url: `/motor/${key}/member` });
  });
});

describe("member, nominee, communication", () => {
  it("prefills the owner's name and contact from the quote", async () => {
    const res = await call("/get/active/member/data", { requestKey: key });
    expect(res.body.data).toMatchObject({
      companyName: "digit",
      member: { firstName: "Asha", lastName: "Rao" },
      communication: { email: "asha@example.com", mobile: "9876543210" },
    });
  });

  it("refuses a member without required fields", async () => {
    const res = await call("/update/member", {
      requestKey: key,
      data: { ...member, documentType: "" },
    });
    expect(res.http).toBe(400);
    expect(res.body.message).toContain("Document type is required");
  });

  it("saves member, nominee and communication and answers the add-ons URL", async () => {
    expect((await call("/update/member", { requestKey: key, data: member })).body).toMatchObject({
      status: 200,
    });
    const nominee = {
      firstName: "Ravi",
      lastName: "Rao",
      dob: "1960-01-01",
      gender: "male",
      relation: "father",
    };
    expect((await call("/update/nominee", { requestKey: key, data: nominee })).http).toBe(200);
    const communication = {
      street: "1 MG Road",
      city: "Pune",
      pincode: 411001,
      email: "asha@example.com",
      mobile: "9876543210",
    };
    expect(
      (await call("/update/communication", { requestKey: key, data: communication })).body,
    ).toEqual({
      status: 200,
      url: `/motor/${key}/add-ons`,
    });
    const saved = await call("/get/active/member/data", { requestKey: key });
    expect(saved.body.data).toMatchObject({ member: { ...member }, nominee, communication });
  });
});

describe("add-ons and final quote", () => {
  let sections: Sections;

  it("answers five sections with the compulsory PA cover first, map premiums and an evShield item", async () => {
    const res = await call("/get/add-ons", { requestKey: key });
    expect(res.http).toBe(200);
    sections = res.body.data as Sections;
    expect(Object.keys(sections).sort()).toEqual([
      "accessories",
      "addons",
      "legalLiability",
      "pACover",
      "unnamedPA",
    ]);
    expect(sections.pACover.data[0]).toMatchObject({ code: "paOwnerDriver", available: true });
    const codes = sections.addons.data.map((a) => a.code);
    expect(codes.some((c) => c.startsWith("evShield"))).toBe(true);
    expect(codes).toEqual(
      expect.arrayContaining([
        "zeroDepreciation",
        "engineProtection",
        "roadsideAssistance",
        "consumables",
        "returnToInvoice",
        "ncbProtection",
        "keyReplacement",
      ]),
    );
    expect(typeof sections.unnamedPA.data[0]?.premium).toBe("object");
  });

  it("quotes the plan card's premium before any add-on", async () => {
    const res = await call("/get/final-quote", { requestKey: key });
    finalQuote = res.body.data as FinalQuote;
    expect(finalQuote.grossPremium).toBe(digitCard(await plans(key)).grossPremium);
    expect(finalQuote.tax).toBe(Math.round(finalQuote.netPremium * 0.18));
    expect(finalQuote.grossPremium).toBe(finalQuote.netPremium + finalQuote.tax);
  });

  it("refuses unknown and unavailable add-ons, and a map add-on without exactly one amount", async () => {
    expect((await call("/update/add-ons", { requestKey: key, data: { turbo: true } })).http).toBe(
      400,
    );
    expect(
      (await call("/update/add-ons", { requestKey: key, data: { unnamedPassengerPA: true } })).http,
    ).toBe(400);
    const two = {
      unnamedPassengerPA: true,
      unnamedPassengerPA__50000: true,
      unnamedPassengerPA__100000: true,
    };
    expect((await call("/update/add-ons", { requestKey: key, data: two })).http).toBe(400);
    expect(
      (await call("/update/add-ons", { requestKey: key, data: { unnamedPassengerPA__999: true } }))
        .http,
    ).toBe(400);
    expect(
      (await call("/update/add-ons", { requestKey: key, data: { zeroDepreciation: "yes" } })).http,
    ).toBe(400);
    // MH12AB1234 is a petrol car: the evShield cover exists but is not available for it.
    const evShield = sections.addons.data.find((a) => a.code.startsWith("evShield"))!;
    expect(evShield.available).toBe(false);
    const refused = await call("/update/add-ons", {
      requestKey: key,
      data: { [evShield.code]: true },
    });
    expect(refused.http).toBe(400);
    expect(refused.body.message).toContain("not available");
  });

  it("adds the chosen add-ons to the final quote", async () => {
    const keyCover = sections.addons.data.find((a) => a.code === "keyReplacement")!;
    const roadside = sections.addons.data.find((a) => a.code === "roadsideAssistance")!;
    const unnamed = sections.unnamedPA.data[0]!;
    const res = await call("/update/add-ons", {
      requestKey: key,
      data: {
        keyReplacement: true,
        roadsideAssistance: false,
        unnamedPassengerPA: true,
        unnamedPassengerPA__100000: true,
        paOwnerDriver: false,
      },
    });
    expect(res.body).toEqual({ status: 200, url: `/motor/${key}/final-quote` });
    const after = (await call("/get/final-quote", { requestKey: key })).body.data as FinalQuote;
    const added =
      (keyCover.premium as number) + (unnamed.premium as Record<string, number>)["100000"]!;
    expect(roadside.available).toBe(true);
    // The compulsory owner-driver cover stays in even when sent false.
    expect(after.netPremium).toBe(finalQuote.netPremium + added);
    expect(after.tax).toBe(Math.round(after.netPremium * 0.18));
    expect(after.grossPremium).toBe(after.netPremium + after.tax);
    expect(after.idv).toBe(finalQuote.idv);
    finalQuote = after;
  });

  it("answers the saved choice on the add-on rows (selected, selectedAmount)", async () => {
    const res = await call("/get/add-ons", { requestKey: key });
    const saved = res.body.data as Record<
      string,
      { data: { code: string; selected?: boolean; selectedAmount?: string }[] }
    >;
    const row = (section: string, code: string) =>
      saved[section]!.data.find((a) => a.code === code);
    expect(row("addons", "keyReplacement")).toMatchObject({ selected: true });
    expect(row("addons", "keyReplacement")).not.toHaveProperty("selectedAmount");
    expect(row("addons", "roadsideAssistance")).toMatchObject({ selected: false });
    expect(row("unnamedPA", "unnamedPassengerPA")).toMatchObject({
      selected: true,
      selectedAmount: "100000",
    });
  });
});

describe("digit purchase without inspection, payment, KYC, documents", () => {
  it("runs digit motor KYC before the purchase: 409 to buy, 202 with the KYC page, approve, then 200", async () => {
    // KYC before payment (broker-api.md "Journey order"): no purchase before it.
    expect((await call("/trigger/purchase", { requestKey: key })).http).toBe(409);
    const body = { insuranceType: "motor", requestKey: key, companyName: "digit" };
    const first = await fetch(`${sandbox.url}/kyc/api/check`, {
      method: "POST",
      body: JSON.stringify(body),
    });
    const check = (await first.json()) as {
      status: number;
      data: { redirectUrl: string; iskycVerified: number };
    };
    expect(check.status).toBe(202);
    expect(check.data.iskycVerified).toBe(0);
    expect(check.data.redirectUrl).toBe(
      `${sandbox.url}/hosted/kyc/digit?requestKey=${key}&type=motor`,
    );

    const page = await fetch(check.data.redirectUrl);
    expect(await page.text()).toContain("Approve KYC");
    const approved = await postForm(check.data.redirectUrl, { decision: "approve" });
    // Back to the site's kyc-check in the same tab, naming the decision.
    expect(approved.status).toBe(303);
    expect(approved.headers.get("location")).toBe(
      `${SITE}/insurance/motor/${key}/digit/kyc-check?kyc=approved`,
    );

    const second = await fetch(`${sandbox.url}/kyc/api/check`, {
      method: "POST",
      body: JSON.stringify(body),
    });
    expect(((await second.json()) as { status: number }).status).toBe(200);
    const verify = await fetch(`${sandbox.url}/kyc/api/verify`, {
      method: "POST",
      body: JSON.stringify(body),
    });
    expect(((await verify.json()) as { data: Json }).data).toMatchObject({
      iskycVerified: 1,
      success: true,
    });
  });

  it("answers the hosted payment page and a stable policy number", async () => {
    const res = await call("/trigger/purchase", { requestKey: key });
    expect(res.http).toBe(200);
    expect(res.body.meta).toEqual({
      companyName: "digit",
      productType: "motor",
      isMotorInspectionNeeded: false,
      isMotorInspectionDone: false,
    });
    const data = res.body.data as { paymentUrl: string; memberName: string; policyNumber: string };
    expect(data.paymentUrl).toBe(`${sandbox.url}/hosted/pay/digit-motor?requestKey=${key}`);
    expect(data.memberName).toBe("Asha Rao");
    expect(data.policyNumber).toMatch(/^DIG-MOT-\d{4}-\d{6}$/);
    policyNumber = data.policyNumber;
    const again = await call("/trigger/purchase", { requestKey: key });
    expect((again.body.data as { policyNumber: string }).policyNumber).toBe(policyNumber);
  });

  it("gives empty document links before payment", async () => {
    const res = await call("/generate/pdf", { requestKey: key });
    expect(res.body.data).toMatchObject({
      policyNumber,
      companyName: "digit",
      policyPraposal: "",
      policySchedule: "",
      policyCis: "",
    });
  });

  it("takes payment on the hosted page and returns to the site's policy documents", async () => {
    const page = await fetch(`${sandbox.url}/hosted/pay/digit-motor?requestKey=${key}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(
      `Pay ₹${new Intl.NumberFormat("en-IN").format(finalQuote.grossPremium)}`,
    );
    expect(html).toContain("Simulate failure");
    expect(page.headers.get("content-security-policy")).toContain(`form-action 'self' ${SITE}`);

    const failed = await postForm(`${sandbox.url}/hosted/pay/digit-motor?requestKey=${key}`, {
      outcome: "fail",
    });
    expect(failed.status).toBe(303);
    expect(failed.headers.get("location")).toBe(`${SITE}/motor/${key}/verify-payment`);

    const paid = await postForm(`${sandbox.url}/hosted/pay/digit-motor?requestKey=${key}`, {
      outcome: "pay",
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`${SITE}/motor/${key}/generate-policy`);
  });

  it("refuses to change the proposal once paid", async () => {
    expect((await call("/update/member", { requestKey: key, data: member })).http).toBe(409);
  });

  it("links real PDFs once paid and KYC approved", async () => {
    const res = await call("/generate/pdf", { requestKey: key });
    const docs = res.body.data as Record<string, string>;
    expect(docs).toMatchObject({ policyNumber, memberName: "Asha Rao", companyName: "digit" });
    for (const field of ["policyPraposal", "policySchedule", "policyCis"]) {
      expect(docs[field]).toMatch(
        new RegExp(`^${sandbox.url}/assets/policies/motor/${key}/\\w+\\.pdf$`),
      );
      const pdf = await fetch(docs[field]!);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get("content-type")).toBe("application/pdf");
      const bytes = Buffer.from(await pdf.arrayBuffer());
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(bytes.length).toBeGreaterThan(1000);
    }
    expect((await fetch(`${sandbox.url}/assets/policies/motor/${key}/other.pdf`)).status).toBe(404);
  });
});

describe("break-in: a lapsed previous policy", () => {
  let lapsedKey = "";
  let lapsedPolicy = "";

  it("answers the site's break-in page and sends an inspection link", async () => {
    lapsedKey = await readyToBuy(
      "KA05MN0007",
      insurance({ startDate: daysFromToday(-395), endDate: daysFromToday(-30) }),
    );
    await approveKyc(lapsedKey);
    const res = await call("/trigger/purchase", { requestKey: lapsedKey });
    expect(res.body.meta).toEqual({
      companyName: "digit",
      productType: "motor",
      isMotorInspectionNeeded: true,
      isMotorInspectionDone: false,
    });
    const data = res.body.data as { paymentUrl: string; policyNumber: string };
    expect(data.paymentUrl).toBe(`/motor/${lapsedKey}/break-in-info`);
    lapsedPolicy = data.policyNumber;

    const rows = (await outbox()).filter((r) => r.kind === "motor-inspection");
    expect(rows[0]).toMatchObject({
      subject: "Vehicle inspection link",
      link: `${sandbox.url}/hosted/inspection?requestKey=${lapsedKey}`,
    });
    expect(
      (await fetch(`${sandbox.url}/hosted/pay/digit-motor?requestKey=${lapsedKey}`)).status,
    ).toBe(409);
  });

  it("finds the policy while the inspection is pending, then after a failed one: inspection-fail", async () => {
    const pending = await call("/check/policy/status", { data: { policyNo: lapsedPolicy } });
    expect(pending.body.data).toEqual({ redirectUrl: `/motor/${lapsedKey}/inspection-fail` });

    const page = await fetch(`${sandbox.url}/hosted/inspection?requestKey=${lapsedKey}`);
    const html = await page.text();
    expect(html).toContain("Pass inspection");
    expect(html).toContain("Fail inspection");
    const failed = await postForm(`${sandbox.url}/hosted/inspection?requestKey=${lapsedKey}`, {
      result: "fail",
    });
    expect(failed.status).toBe(303);
    expect(failed.headers.get("location")).toBe(`${SITE}/motor/search-policy-post-break-in`);

    const res = await call("/check/policy/status", {
      data: { policyNo: lapsedPolicy.toLowerCase() },
    });
    expect(res.body).toEqual({
      status: 200,
      data: { redirectUrl: `/motor/${lapsedKey}/inspection-fail` },
    });
  });

  it("answers 404 for an unknown policy number and 400 for none", async () => {
    expect(
      (await call("/check/policy/status", { data: { policyNo: "DIG-MOT-1999-000000" } })).http,
    ).toBe(404);
    const none = await call("/check/policy/status", { data: { policyNo: "" } });
    expect(none.http).toBe(400);
    expect(none.body.message).toContain("Policy number is required");
  });

  it("after a passed inspection: digit-product-motor, then the hosted payment page", async () => {
    const passed = await postForm(`${sandbox.url}/hosted/inspection?requestKey=${lapsedKey}`, {
      result: "pass",
    });
    expect(passed.status).toBe(303);
    const res = await call("/check/policy/status", { data: { policyNo: lapsedPolicy } });
    expect(res.body.data).toEqual({
      redirectUrl: `/insurance/motor/${lapsedKey}/digit/digit-product-motor`,
    });

    const purchase = await call("/trigger/purchase", { requestKey: lapsedKey });
    expect(purchase.body.meta).toMatchObject({
      isMotorInspectionNeeded: true,
      isMotorInspectionDone: true,
    });
    expect(purchase.body.data).toMatchObject({
      paymentUrl: `${sandbox.url}/hosted/pay/digit-motor?requestKey=${lapsedKey}`,
      policyNumber: lapsedPolicy,
    });
    expect(
      (await outbox()).filter((r) => r.link?.includes(lapsedKey) && r.kind === "motor-inspection"),
    ).toHaveLength(1);
    expect(
      (await fetch(`${sandbox.url}/hosted/pay/digit-motor?requestKey=${lapsedKey}`)).status,
    ).toBe(200);
  });
});

describe("other insurers", () => {
  it("future-genrali: purchase meta without data, KYC by form post with the proposal id", async () => {
    const fgKey = await readyToBuy("DL3CAB1234", insurance(), "future-genrali");
    const res = await call("/trigger/purchase", { requestKey: fgKey });
    expect(res.body).toEqual({
      status: 200,
      meta: { companyName: "future-genrali", productType: "motor" },
      data: {},
    });

    const body = JSON.stringify({
      insuranceType: "motor",
      requestKey: fgKey,
      companyName: "future-genrali",
    });
    const check = (await (
      await fetch(`${sandbox.url}/kyc/api/check`, { method: "POST", body })
    ).json()) as {
      status: number;
      data: { redirectUrl: string; meta: { proposalId: string } };
    };
    expect(check.status).toBe(202);
    const proposalId = check.data.meta.proposalId;
    expect(proposalId).toMatch(/^FGM\d{9}$/);
    const returnUrl = `${SITE}/insurance/motor/${fgKey}/future-genrali/kyc-verify`;
    const fields = {
      Aggregator_KYC_Req_No: proposalId,
      IC_KYC_No: proposalId,
      Aggregator_Return_URL: returnUrl,
    };
    const page = await postForm(check.data.redirectUrl, fields);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Approve KYC");
    const done = await postForm(check.data.redirectUrl, { ...fields, decision: "approve" });
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(returnUrl);
    const elsewhere = await postForm(check.data.redirectUrl, {
      ...fields,
      Aggregator_Return_URL: "https://evil.example/x",
      decision: "approve",
    });
    expect(elsewhere.headers.get("location")).toBe(returnUrl);

    const verify = (await (
      await fetch(`${sandbox.url}/kyc/api/verify`, { method: "POST", body })
    ).json()) as { data: Json };
    expect(verify.data).toMatchObject({ success: true, Final_Status: 1 });
    const docs = await call("/generate/pdf", { requestKey: fgKey });
    expect(docs.body.data).toMatchObject({ companyName: "future-genrali", policySchedule: "" });
  });

  it("another insurer answers like future-genrali; KYC is refused", async () => {
    const otherKey = await readyToBuy("TN09XY4321", insurance(), "tata-aig");
    const res = await call("/trigger/purchase", { requestKey: otherKey });
    expect(res.body).toEqual({
      status: 200,
      meta: { companyName: "tata-aig", productType: "motor" },
      data: {},
    });
    const check = await fetch(`${sandbox.url}/kyc/api/check`, {
      method: "POST",
      body: JSON.stringify({
        insuranceType: "motor",
        requestKey: otherKey,
        companyName: "tata-aig",
      }),
    });
    expect(check.status).toBe(400);
  });
});

describe("validation", () => {
  it("answers 400 for bad bodies, 404 for unknown keys, 409 out of order", async () => {
    expect((await call("/get/quick-quotes", "{nope", true)).http).toBe(400);
    expect((await call("/get/quick-quotes", {})).http).toBe(400);
    expect((await call("/get/quick-quotes", { requestKey: "../x" })).http).toBe(400);
    for (const path of [
      "/get/quick-quotes",
      "/get/final-quote",
      "/trigger/purchase",
      "/generate/pdf",
      "/get/add-ons",
    ]) {
      expect((await call(path, { requestKey: "mot-doesnotexist" })).http).toBe(404);
    }
    const fresh = await quote("UP32AB0001");
    expect((await call("/get/add-ons", { requestKey: fresh })).http).toBe(409);
    expect((await call("/trigger/purchase", { requestKey: fresh })).http).toBe(409);
    expect(
      (await call("/update/communication", { requestKey: fresh, data: { pincode: "12" } })).http,
    ).toBe(400);
  });
});

describe("durability", () => {
  it("keeps every journey across a restart", async () => {
    await sandbox.close();
    sandbox = await start();
    const quoteAfter = await call("/get/final-quote", { requestKey: key });
    expect(quoteAfter.body.data).toMatchObject({
      idv: finalQuote.idv,
      netPremium: finalQuote.netPremium,
      grossPremium: finalQuote.grossPremium,
    });
    const docs = (await call("/generate/pdf", { requestKey: key })).body.data as {
      policyNumber: string;
      policySchedule: string;
    };
    expect(docs.policyNumber).toBe(policyNumber);
    const pdf = await fetch(docs.policySchedule);
    expect(pdf.status).toBe(200);
    expect(
      (await call("/check/policy/status", { data: { policyNo: policyNumber } })).body.data,
    ).toEqual({
      redirectUrl: `/insurance/motor/${key}/digit/digit-product-motor`,
    });
  });
});
