import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activeMemberDataSchema,
  finalQuoteSchema,
  planCardSchema,
  policyDocumentsSchema,
  purchaseResponseSchema,
  type FinalQuote,
  type PlanCard,
} from "@/lib/api/contract/health";
import { kycCheckDataSchema, kycVerifyDataSchema } from "@/lib/api/contract/kyc";
import { startSandbox, type RunningSandbox } from "@/sandbox/server";

/**
 * The sandbox's health journey over real HTTP, as the site walks it: quote → plans
 * → select → member/medical/nominee/communication → KYC (hosted pages, following the 303s) →
 * purchase → hosted payment → policy PDFs, for each insurer; then a restart keeps the state.
 * One sandbox (one PGlite) for the file; every test makes its own requests.
 */

type Json = Record<string, unknown>;
type Answer = { http: number; body: Json };

const SITE = "http://site.test:3000";
let dataDir: string;
let sandbox: RunningSandbox;

const start = () => startSandbox({ port: 0, dataDir, siteUrl: SITE });

/** PGlite takes ~3 s to open, far more on a loaded 2-core machine: generous limits for the starts. */
const startLimitMs = 180_000;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "sandbox-health-"));
  sandbox = await start();
}, startLimitMs);

afterAll(async () => {
  await sandbox?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
}, startLimitMs);

async function post(path: string, body: unknown, raw = false): Promise<Answer> {
  const res = await fetch(`${sandbox.url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: raw ? String(body) : JSON.stringify(body),
  });
  return { http: res.status, body: (await res.json()) as Json };
}

const health = (path: string, body: unknown) => post(`/product/health/api${path}`, body);

type Person = {
  memberNo: number;
  dob: string;
  gender: "Male" | "Female" | "Other";
  relation: "Self" | "Spouse" | "Child" | "Parent";
};

function quoteBody(overrides: Json = {}, persons?: Person[]): Json {
  const insuredPersons = persons ?? [
    { memberNo: 1, dob: "1985-03-10", gender: "Female", relation: "Self" },
    { memberNo: 2, dob: "1983-07-22", gender: "Male", relation: "Spouse" },
  ];
  return {
    adults: insuredPersons.filter((p) => p.relation !== "Child").length,
    kids: insuredPersons.filter((p) => p.relation === "Child").length,
    pincode: "400001",
    name: "Asha Rao",
    phone: "9876543210",
    email: "asha@example.com",
    insuredPersons,
    ...overrides,
  };
}

async function newQuote(overrides: Json = {}, persons?: Person[]): Promise<string> {
  const res = await health("/form/one/submit", quoteBody(overrides, persons));
  expect(res.http).toBe(200);
  expect(res.body.status).toBe(200);
  const key = res.body.key;
  expect(typeof key).toBe("string");
  return key as string;
}

/** The plan cards of a request, checked against the contract. */
async function cards(key: string): Promise<PlanCard[]> {
  const res = await health("/get/quick-quotes", { requestKey: key });
  expect(res.http).toBe(200);
  const data = res.body.data as unknown[];
  for (const c of data) expect(planCardSchema.safeParse(c).success).toBe(true);
  return data as PlanCard[];
}

const premiumOf = (list: PlanCard[], pCode: string) =>
  list.find((c) => c.pCode === pCode)?.premium ?? Number.NaN;

/** Full members for the default two-person quote; hdfc-ergo fields when asked. */
function members(
  hdfc: boolean,
  persons: Person[] = quoteBody().insuredPersons as Person[],
): Json[] {
  return persons.map((p, i) => ({
    memberNo: p.memberNo,
    firstName: i === 0 ? "Asha" : `Member${p.memberNo}`,
    lastName: "Rao",
    dob: p.dob,
    gender: p.gender,
    maritalStatus: "Married",
    profession: i === 0 ? "Software Engineer" : "Salaried",
    relation: p.relation,
    height: 165,
    weight: 62,
    documentType: "PAN",
    documentId: "ABCDE1234F",
    documentIssueDate: "2024-01-01",
    ...(hdfc ? { annualIncome: 1500000 } : {}),
    ...(hdfc && i === 0
      ? {
          policyType: "Family",
          sumInsured: 1500000,
          ipaRider: true,
          criticalIllnessCover: true,
          criticalIllnessPlan: 25,
          criticalIllnessCoverValue: 500000,
        }
      : {}),
  }));
}

/** Quote → select the insurer's first plan → member → medical → nominee → communication. */
async function throughCommunication(
  companyName: string,
): Promise<{ key: string; communicationUrl: string }> {
  const key = await newQuote();
  const plan = (await cards(key)).find((c) => c.companyName === companyName);
  expect(plan).toBeDefined();
  const select = await health("/select/plan", {
    requestKey: key,
    data: { pName: plan?.pName, pCode: plan?.pCode, companyName },
  });
  expect(select.body).toEqual({ status: 200, url: `/health/${key}/member` });
  expect(
    (
      await health("/update/member", {
        requestKey: key,
        data: { members: members(companyName === "hdfc-ergo") },
      })
    ).http,
  ).toBe(200);
  expect(
    (
      await health("/update/medical", {
        requestKey: key,
        data: { hasDiabetes: true, diabetes: { type: "type2", medication: "oral" } },
      })
    ).body,
  ).toEqual({
    status: 200,
    routeTo: "nominee",
  });
  expect(
    (
      await health("/update/nominee", {
        requestKey: key,
        data: {
          firstName: "Ravi",
          lastName: "Rao",
          dob: "1983-07-22",
          gender: "male",
          relation: "husband",
        },
      })
    ).http,
  ).toBe(200);
  const comm = await health("/update/communication", {
    requestKey: key,
    data: {
      street: "12 Marine Drive",
      city: "Mumbai",
      pincode: 400001,
      email: "asha@example.com",
      mobile: "9876543210",
    },
  });
  expect(comm.http).toBe(200);
  return { key, communicationUrl: comm.body.url as string };
}

const kyc = (
  path: "check" | "verify",
  requestKey: string,
  companyName: string,
  insuranceType = "health",
) => post(`/kyc/api/${path}`, { insuranceType, requestKey, companyName });

/** A hosted page's form: its action and fields, with `choice` as the pressed submit button. */
function formOf(html: string, choice: string): { action: string; fields: URLSearchParams } {
  const form = /<form method="post" action="([^"]+)">([\s\S]*?)<\/form>/.exec(html);
  expect(form).not.toBeNull();
  const fields = new URLSearchParams();
  for (const m of (form?.[2] ?? "").matchAll(
    /<input type="hidden" name="([^"]+)" value="([^"]*)">/g,
  )) {
    fields.set(m[1] ?? "", decodeEntities(m[2] ?? ""));
  }
  const button = new RegExp(`<button type="submit" name="([^"]+)" value="${choice}">`).exec(
    form?.[2] ?? "",
  );
  expect(button, `a ${choice} button`).not.toBeNull();
  fields.set(button?.[1] ?? "", choice);
  return { action: form?.[1] ?? "", fields };
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** Opens a hosted page (GET, or POST of form fields) and checks it is an accessible HTML page. */
async function openHosted(
  url: string,
  form?: Record<string, string>,
): Promise<{ http: number; html: string }> {
  const res = await fetch(url, form ? { method: "POST", body: new URLSearchParams(form) } : {});
  const html = await res.text();
  if (res.status === 200) {
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(res.headers.get("content-security-policy")).toContain(`form-action 'self' ${SITE}`);
  }
  return { http: res.status, html };
}

/** Presses a button of a hosted page and returns the 303's Location. */
async function press(html: string, choice: string): Promise<string> {
  const { action, fields } = formOf(html, choice);
  const res = await fetch(new URL(action, sandbox.url), {
    method: "POST",
    body: fields,
    redirect: "manual",
  });
  expect(res.status).toBe(303);
  const location = res.headers.get("location");
  expect(location).toBeTruthy();
  return location ?? "";
}

async function finalQuote(key: string): Promise<FinalQuote> {
  const res = await health("/get/final-quote", { requestKey: key });
  expect(res.http).toBe(200);
  const parsed = finalQuoteSchema.safeParse(res.body.data);
  expect(parsed.success).toBe(true);
  return res.body.data as FinalQuote;
}

async function documentsOf(key: string): Promise<Record<string, string>> {
  const res = await health("/generate/pdf", { requestKey: key });
  expect(res.http).toBe(200);
  expect(policyDocumentsSchema.safeParse(res.body.data).success).toBe(true);
  return res.body.data as Record<string, string>;
}

async function expectPdf(url: string, policyNumber: string): Promise<void> {
  const res = await fetch(url);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/pdf");
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  const pdf = await PDFDocument.load(bytes);
  expect(pdf.getPageCount()).toBe(1);
  expect(pdf.getTitle()).toContain(policyNumber);
}

const rupees = (n: number) => `₹${n.toLocaleString("en-IN")}`;

describe("quote: POST /form/one/submit", () => {
  it("answers { status: 200, key }", async () => {
    const res = await health("/form/one/submit", quoteBody());
    expect(res).toEqual({ http: 200, body: { status: 200, key: expect.any(String) } });
  });

  it("refuses an invalid quote with 400 and the spec's message", async () => {
    const res = await health("/form/one/submit", quoteBody({ pincode: "4000" }));
    expect(res.http).toBe(400);
    expect(res.body.message).toContain("Please enter a valid 6-digit pincode.");
    expect((res.body.data as { issues: { path: string }[] }).issues).toEqual([
      expect.objectContaining({ path: "pincode" }),
    ]);
    expect((await health("/form/one/submit", quoteBody({ adults: 7 }))).body.message).toContain(
      "Maximum 6 adults allowed",
    );
  });

  it("answers 400 to a body that is not JSON", async () => {
    const res = await post("/product/health/api/form/one/submit", "{nope", true);
    expect(res).toEqual({ http: 400, body: expect.objectContaining({ status: 400 }) });
  });

  it("hook: a name containing 'sandbox fail' answers 500", async () => {
    const res = await health("/form/one/submit", quoteBody({ name: "Test Sandbox Fail" }));
    expect(res).toEqual({
      http: 500,
      body: { status: 500, message: "Sandbox: simulated broker failure" },
    });
  });
});

describe("plans: POST /get/quick-quotes", () => {
  it("lists two plans of each of the five insurers with logos the sandbox serves", async () => {
    const list = await cards(await newQuote());
    expect(list).toHaveLength(10);
    const insurers = [...new Set(list.map((c) => c.companyName))];
    expect(insurers.sort()).toEqual([
      "care-health",
      "digit",
      "future-genrali",
      "hdfc-ergo",
      "niva-bupa",
    ]);
    for (const c of list) {
      expect(Number.isInteger(c.premium) && c.premium > 0).toBe(true);
      expect(c.logo).toBe(`${sandbox.url}/assets/logos/${c.companyName}.svg`);
    }
    const logo = await fetch(list[0]?.logo ?? "");
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await logo.text()).toContain("<svg");
    expect((await fetch(`${sandbox.url}/assets/logos/unknown.svg`)).status).toBe(404);
  });

  it("is deterministic and varies with age, members, sum insured and pincode zone", async () => {
    const young: Person[] = [{ memberNo: 1, dob: "1998-01-01", gender: "Male", relation: "Self" }];
    const old: Person[] = [{ memberNo: 1, dob: "1962-01-01", gender: "Male", relation: "Self" }];
    const couple: Person[] = [
      ...young,
      { memberNo: 2, dob: "1998-05-05", gender: "Female", relation: "Spouse" },
    ];
    const base = await cards(await newQuote({}, young));
    const again = await cards(await newQuote({}, young));
    const older = await cards(await newQuote({}, old));
    const two = await cards(await newQuote({}, couple));
    const jaipur = await cards(await newQuote({ pincode: "302001" }, young));
    expect(again).toEqual(base);
    for (const c of base) {
      expect(premiumOf(older, c.pCode)).toBeGreaterThan(c.premium);
      expect(premiumOf(two, c.pCode)).toBeGreaterThan(c.premium);
      expect(premiumOf(jaipur, c.pCode)).toBeLessThan(c.premium); // 400001 is a metro pincode
    }
    for (const metro of ["110001", "560001", "600001", "700001", "500001"]) {
      const list = await cards(await newQuote({ pincode: metro }, young));
      expect(list.map((c) => c.premium)).toEqual(base.map((c) => c.premium));
    }
    for (const insurer of new Set(base.map((c) => c.companyName))) {
      const [small, large] = base
        .filter((c) => c.companyName === insurer)
        .sort((a, b) => a.sumInsured - b.sumInsured);
      expect(large?.sumInsured).toBeGreaterThan(small?.sumInsured ?? 0);
      expect(large?.premium).toBeGreaterThan(small?.premium ?? 0);
    }
  });

  it("hook: pincode 999999 gives an empty list, and no plan can be chosen", async () => {
    const key = await newQuote({ pincode: "999999" });
    expect(await health("/get/quick-quotes", { requestKey: key })).toEqual({
      http: 200,
      body: { status: 200, data: [] },
    });
    const select = await health("/select/plan", {
      requestKey: key,
      data: { pName: "Optima Secure", pCode: "HE-OS-5L", companyName: "hdfc-ergo" },
    });
    expect(select.http).toBe(400);
  });

  it("missing requestKey → 400, unknown requestKey → 404", async () => {
    expect((await health("/get/quick-quotes", {})).http).toBe(400);
    expect((await health("/get/quick-quotes", { requestKey: "" })).http).toBe(400);
    expect(await health("/get/quick-quotes", { requestKey: "no-such-key" })).toEqual({
      http: 404,
      body: { status: 404, message: "Unknown health requestKey no-such-key" },
    });
    expect((await health("/generate/pdf", { requestKey: "no-such-key" })).http).toBe(404);
  });
});

describe("select, prefill and the proposal forms", () => {
  it("refuses a plan that is not offered, and steps before a plan is chosen", async () => {
    const key = await newQuote();
    expect((await health("/get/active/member/data", { requestKey: key })).http).toBe(409);
    expect((await health("/get/final-quote", { requestKey: key })).http).toBe(409);
    expect(
      (
        await health("/select/plan", {
          requestKey: key,
          data: { pName: "X", pCode: "NOPE", companyName: "digit" },
        })
      ).http,
    ).toBe(400);
    expect((await health("/select/plan", { requestKey: key, data: { pName: "X" } })).http).toBe(
      400,
    );
  });

  it("prefills members from the quote and communication from its email, phone and pincode", async () => {
    const key = await newQuote({ name: "Asha Devi Rao" });
    const plan = (await cards(key))[0];
    await health("/select/plan", {
      requestKey: key,
      data: { pName: plan?.pName, pCode: plan?.pCode, companyName: plan?.companyName },
    });
    const res = await health("/get/active/member/data", { requestKey: key });
    expect(res.http).toBe(200);
    expect(activeMemberDataSchema.safeParse(res.body.data).success).toBe(true);
    expect(res.body.data).toEqual({
      companyName: plan?.companyName,
      pName: plan?.pName,
      members: [
        {
          memberNo: 1,
          dob: "1985-03-10",
          gender: "Female",
          relation: "Self",
          firstName: "Asha",
          lastName: "Devi Rao",
        },
        { memberNo: 2, dob: "1983-07-22", gender: "Male", relation: "Spouse" },
      ],
      communication: { email: "asha@example.com", mobile: "9876543210", pincode: 400001 },
    });
  });

  it("checks hdfc-ergo's member rules (spec 5) and the member count", async () => {
    const key = await newQuote();
    await health("/select/plan", {
      requestKey: key,
      data: { pName: "Optima Secure", pCode: "HE-OS-5L", companyName: "hdfc-ergo" },
    });
    const noIncome = members(true).map((m) => ({ ...m, annualIncome: undefined }));
    const res = await health("/update/member", { requestKey: key, data: { members: noIncome } });
    expect(res.http).toBe(400);
    expect(res.body.message).toContain("Enter the annual income in rupees");
    const tooMuchCover = members(true).map((m, i) =>
      i === 0 ? { ...m, criticalIllnessCoverValue: 1500000 } : m,
    );
    expect(
      (await health("/update/member", { requestKey: key, data: { members: tooMuchCover } })).body
        .message,
    ).toContain("The critical illness cover must be less than the sum insured");
    expect(
      (
        await health("/update/member", {
          requestKey: key,
          data: { members: members(true).slice(0, 1) },
        })
      ).http,
    ).toBe(400);
    expect(
      (await health("/update/member", { requestKey: key, data: { members: members(true) } })).http,
    ).toBe(200);
  });

  it("saves medical, nominee and communication and prefills them back", async () => {
    const { key } = await throughCommunication("care-health");
    const res = await health("/get/active/member/data", { requestKey: key });
    expect(res.body.data).toMatchObject({
      members: [
        { firstName: "Asha", profession: "Software Engineer", documentType: "PAN" },
        { firstName: "Member2" },
      ],
      medical: { hasDiabetes: true, diabetes: { type: "type2", medication: "oral" } },
      nominee: { firstName: "Ravi", relation: "husband", gender: "male" },
      communication: { city: "Mumbai", pincode: 400001 },
    });
    const badNominee = await health("/update/nominee", {
      requestKey: key,
      data: { relation: "cousin" },
    });
    expect(badNominee.http).toBe(400);
    expect(badNominee.body.message).toContain("Choose the nominee's relation from the list");
  });

  it.each([
    ["future-genrali", "kyc"],
    ["hdfc-ergo", "kyc"],
    ["digit", "final-quote"],
    ["care-health", "final-quote"],
    ["niva-bupa", "final-quote"],
  ])("communication of %s sends the browser to its %s step", async (companyName, next) => {
    const { key, communicationUrl } = await throughCommunication(companyName);
    expect(communicationUrl).toBe(
      next === "kyc"
        ? `/insurance/health/${key}/${companyName}/kyc-check`
        : `/health/${key}/final-quote`,
    );
  });
});

describe("final quote", () => {
  it("adds 18% GST in whole rupees and names the members", async () => {
    const { key } = await throughCommunication("digit");
    const plan = (await cards(key)).find((c) => c.companyName === "digit");
    const quote = await finalQuote(key);
    const p = quote.policyData;
    // Two members: the base before the family discount, the discount named (issue 22); the
    // net premium is the card's.
    expect(p.netPremium).toBe(plan?.premium);
    expect(p.discounts).toEqual([
      { name: "Family discount", amount: p.basePremium - (plan?.premium ?? 0) },
    ]);
    expect(p.riders).toBeUndefined();
    expect(p.policyStartDate).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(p.policyEndDate! > p.policyStartDate!).toBe(true);
    expect(p.tax).toBe(Math.round(p.netPremium * 0.18));
    expect(p.grossPremium).toBe(p.netPremium + p.tax);
    expect(p.companyLogo).toBe(`${sandbox.url}/assets/logos/digit.svg`);
    expect(quote.insurenceDetails).toEqual({
      companyName: "digit",
      pName: plan?.pName,
      members: [
        { Name: "Asha Rao", Relation: "Self" },
        { Name: "Member2 Rao", Relation: "Spouse" },
      ],
    });
  });

  it("hdfc-ergo: member 1's sum insured and riders change the premium", async () => {
    const { key } = await throughCommunication("hdfc-ergo");
    const plan = (await cards(key)).find((c) => c.companyName === "hdfc-ergo");
    const p = (await finalQuote(key)).policyData;
    expect(p.sumInsured).toBe(1500000);
    expect(p.basePremium).toBeGreaterThan(plan?.premium ?? 0);
    // Itemised: base − discounts + riders = net.
    expect(p.riders?.length).toBeGreaterThan(0);
    const riders = (p.riders ?? []).reduce((sum, r) => sum + r.premium, 0);
    const discounts = (p.discounts ?? []).reduce((sum, d) => sum + d.amount, 0);
    expect(p.basePremium - discounts + riders).toBe(p.netPremium);
    expect(p.grossPremium).toBe(p.netPremium + Math.round(p.netPremium * 0.18));
  });
});

describe("KYC and purchase per insurer", () => {
  it("hdfc-ergo: check → hosted page → reject/approve via 303 → verify → purchase without payment handler", async () => {
    const { key } = await throughCommunication("hdfc-ergo");
    expect(await health("/trigger/purchase", { requestKey: key })).toEqual({
      http: 409,
      body: { status: 409, message: "Complete KYC first" },
    });

    const check = await kyc("check", key, "hdfc-ergo");
    expect(check.http).toBe(200);
    expect(kycCheckDataSchema.safeParse(check.body.data).success).toBe(true);
    const link = (check.body.data as { redirect_link: string }).redirect_link;
    expect(check.body.data).toMatchObject({
      iskycVerified: 0,
      companyName: "hdfc-ergo",
      insuranceType: "health",
      requestKey: key,
    });
    expect(link.startsWith(`${sandbox.url}/hosted/kyc/hdfc-ergo?`)).toBe(true);

    const page = await openHosted(link);
    expect(page.http).toBe(200);
    expect(page.html).toContain(">Approve KYC</button>");
    expect(page.html).toContain(">Reject KYC</button>");
    expect(await press(page.html, "reject")).toBe(
      `${SITE}/insurance/health/${key}/hdfc-ergo/kyc-verify`,
    );
    const rejected = await kyc("verify", key, "hdfc-ergo");
    expect(rejected.body.data).toMatchObject({ iskycVerified: 0, salutation: "Dear Asha" });
    expect((await kyc("check", key, "hdfc-ergo")).body.data).toMatchObject({ iskycVerified: 0 });

    expect(await press((await openHosted(link)).html, "approve")).toBe(
      `${SITE}/insurance/health/${key}/hdfc-ergo/kyc-verify`,
    );
    const verified = await kyc("verify", key, "hdfc-ergo");
    expect(verified.http).toBe(200);
    expect(kycVerifyDataSchema.safeParse(verified.body.data).success).toBe(true);
    const data = verified.body.data as {
      iskycVerified: number;
      image: string;
      message: string;
      salutation: string;
    };
    expect(data).toMatchObject({ iskycVerified: 1, salutation: "Dear Asha" });
    expect(data.message).toBeTruthy();
    expect((await fetch(data.image)).headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect((await kyc("check", key, "hdfc-ergo")).body.data).toMatchObject({ iskycVerified: 1 });

    const purchase = await health("/trigger/purchase", { requestKey: key });
    expect(purchase).toEqual({
      http: 200,
      body: { status: 200, meta: { companyName: "hdfc-ergo", productType: "health" }, data: {} },
    });
    expect(await documentsOf(key)).toEqual({
      policyNumber: "",
      memberName: "Asha Rao",
      companyName: "hdfc-ergo",
      policyPraposal: "",
      policySchedule: "",
      policyCis: "",
      ecard: "",
    });
  });

  it("future-genrali: 202 + form post → approve → verify → purchase form → hosted payment → documents", async () => {
    const { key } = await throughCommunication("future-genrali");
    expect((await health("/trigger/purchase", { requestKey: key })).http).toBe(409);

    const check = await kyc("check", key, "future-genrali");
    expect(check.http).toBe(202);
    const checkData = check.body.data as { redirectUrl: string; meta: { proposalId: string } };
    expect(checkData.redirectUrl).toBe(`${sandbox.url}/hosted/kyc/future-genrali`);
    const proposalId = checkData.meta.proposalId;
    expect(proposalId).toBeTruthy();
    expect(await kyc("verify", key, "future-genrali")).toMatchObject({
      http: 200,
      body: { data: { success: false, Final_Status: 0 } },
    });

    const returnUrl = `${SITE}/insurance/health/${key}/future-genrali/kyc-verify`;
    const foreign = await openHosted(checkData.redirectUrl, {
      Aggregator_KYC_Req_No: proposalId,
      IC_KYC_No: proposalId,
      Aggregator_Return_URL: "https://evil.example/x",
    });
    expect(foreign.http).toBe(400);
    const unknown = await openHosted(checkData.redirectUrl, {
      Aggregator_KYC_Req_No: "FGP-nope",
      IC_KYC_No: "FGP-nope",
      Aggregator_Return_URL: returnUrl,
    });
    expect(unknown.http).toBe(404);
    expect((await openHosted(checkData.redirectUrl, { IC_KYC_No: proposalId })).http).toBe(400);

    const page = await openHosted(checkData.redirectUrl, {
      Aggregator_KYC_Req_No: proposalId,
      IC_KYC_No: proposalId,
      Aggregator_Return_URL: returnUrl,
    });
    expect(page.http).toBe(200);
    expect(await press(page.html, "approve")).toBe(returnUrl);
    expect(await kyc("verify", key, "future-genrali")).toMatchObject({
      http: 200,
      body: { data: { success: true, Final_Status: 1 } },
    });
    expect((await kyc("check", key, "future-genrali")).http).toBe(200);

    const gross = (await finalQuote(key)).policyData.grossPremium;
    const purchase = await health("/trigger/purchase", { requestKey: key });
    expect(purchase.http).toBe(200);
    expect(purchaseResponseSchema.safeParse(purchase.body).success).toBe(true);
    const meta = purchase.body.meta as { apiUrl: string; companyName: string; productType: string };
    const fields = purchase.body.data as Record<string, string>;
    expect(meta).toMatchObject({
      companyName: "future-genrali",
      productType: "health",
      apiUrl: `${sandbox.url}/hosted/pay/future-genrali`,
    });
    expect(fields).toMatchObject({
      ProposalNo: proposalId,
      Amount: String(gross),
      CustomerName: "Asha Rao",
      ReturnURL: `${SITE}/health/${key}/verify-payment`,
    });
    for (const value of Object.values(fields)) expect(typeof value).toBe("string");

    expect((await openHosted(meta.apiUrl, { ...fields, Amount: "1" })).http).toBe(400);
    const pay = await openHosted(meta.apiUrl, fields);
    expect(pay.http).toBe(200);
    expect(pay.html).toContain(`>Pay ${rupees(gross)}</button>`);
    expect(pay.html).toContain(">Simulate failure</button>");
    expect(await press(pay.html, "fail")).toBe(`${SITE}/health/${key}/verify-payment`);
    expect((await documentsOf(key)).policyNumber).toBe("");
    expect(await press(pay.html, "pay")).toBe(`${SITE}/health/${key}/generate-policy`);

    const docs = await documentsOf(key);
    expect(docs.policyNumber).toMatch(/^FGH-/);
    expect(docs).toMatchObject({
      companyName: "future-genrali",
      memberName: "Asha Rao",
      ecard: "",
    });
    for (const doc of ["policyPraposal", "policySchedule", "policyCis"]) {
      expect(docs[doc]).toBe(`${sandbox.url}/assets/policies/${key}/${doc}.pdf`);
      await expectPdf(docs[doc] ?? "", docs.policyNumber ?? "");
    }
    expect((await fetch(`${sandbox.url}/assets/policies/${key}/ecard.pdf`)).status).toBe(404);
  });

  it("future-genrali: a rejected KYC verifies as Final_Status 0", async () => {
    const { key } = await throughCommunication("future-genrali");
    const check = await kyc("check", key, "future-genrali");
    const { redirectUrl, meta } = check.body.data as {
      redirectUrl: string;
      meta: { proposalId: string };
    };
    const returnUrl = `${SITE}/insurance/health/${key}/future-genrali/kyc-verify`;
    const page = await openHosted(redirectUrl, {
      Aggregator_KYC_Req_No: meta.proposalId,
      IC_KYC_No: meta.proposalId,
      Aggregator_Return_URL: returnUrl,
    });
    expect(await press(page.html, "reject")).toBe(returnUrl);
    expect((await kyc("verify", key, "future-genrali")).body.data).toMatchObject({
      success: false,
      Final_Status: 0,
    });
    expect((await kyc("check", key, "future-genrali")).http).toBe(202);
  });

  it("digit: KYC first (409 before it) → purchase → hosted payment (fail, then pay) → documents", async () => {
    const { key } = await throughCommunication("digit");
    const gross = (await finalQuote(key)).policyData.grossPremium;
    // KYC before payment (broker-api.md "Journey order"): no purchase before it.
    expect((await health("/trigger/purchase", { requestKey: key })).http).toBe(409);
    const check = await kyc("check", key, "digit");
    expect(check.http).toBe(202);
    const redirectUrl = (check.body.data as { redirectUrl: string }).redirectUrl;
    expect(redirectUrl).toBe(`${sandbox.url}/hosted/kyc/digit?requestKey=${key}&type=health`);
    const page = await openHosted(redirectUrl);
    expect(await press(page.html, "approve")).toBe(
      `${SITE}/insurance/health/${key}/digit/kyc-check?kyc=approved`,
    );
    expect(await kyc("check", key, "digit")).toMatchObject({ http: 200, body: { status: 200 } });

    const purchase = await health("/trigger/purchase", { requestKey: key });
    expect(purchase.http).toBe(200);
    const data = purchase.body.data as {
      paymentUrl: string;
      memberName: string;
      policyNumber: string;
    };
    expect(purchase.body.meta).toEqual({ companyName: "digit", productType: "health" });
    expect(data).toEqual({
      paymentUrl: `${sandbox.url}/hosted/pay/digit?requestKey=${key}`,
      memberName: "Asha Rao",
      policyNumber: expect.stringMatching(/^DGH-/),
    });
    expect((await health("/trigger/purchase", { requestKey: key })).body.data).toEqual(data);
    // Not paid yet: not issued.
    expect((await documentsOf(key)).policyNumber).toBe("");

    const pay = await openHosted(data.paymentUrl);
    expect(pay.http).toBe(200);
    expect(pay.html).toContain(`>Pay ${rupees(gross)}</button>`);
    expect(await press(pay.html, "fail")).toBe(
      `${SITE}/product/health/form/digit/payment/failed/${key}`,
    );
    expect(await press(pay.html, "pay")).toBe(`${SITE}/health/${key}/generate-policy`);

    const docs = await documentsOf(key);
    expect(docs).toMatchObject({
      policyNumber: data.policyNumber,
      memberName: "Asha Rao",
      companyName: "digit",
    });
    for (const doc of ["policyPraposal", "policySchedule", "policyCis", "ecard"]) {
      expect(docs[doc]).toBe(`${sandbox.url}/assets/policies/${key}/${doc}.pdf`);
      await expectPdf(docs[doc] ?? "", data.policyNumber);
    }
    // A later failure on the payment page does not undo the payment.
    expect(await press(pay.html, "fail")).toBe(`${SITE}/health/${key}/generate-policy`);
    // Details cannot change once paid.
    expect(
      (await health("/update/nominee", { requestKey: key, data: { firstName: "Other" } })).http,
    ).toBe(409);
  });

  it("digit: a rejected KYC answers 403 (the site goes to its thank-you page)", async () => {
    const { key } = await throughCommunication("digit");
    const check = await kyc("check", key, "digit");
    const page = await openHosted((check.body.data as { redirectUrl: string }).redirectUrl);
    expect(await press(page.html, "reject")).toBe(
      `${SITE}/insurance/health/${key}/digit/kyc-check?kyc=rejected`,
    );
    expect((await kyc("check", key, "digit")).http).toBe(403);
  });

  it.each(["care-health", "niva-bupa"])(
    "%s: no KYC; purchase answers an empty data record",
    async (companyName) => {
      const { key } = await throughCommunication(companyName);
      expect(await kyc("check", key, companyName)).toEqual({
        http: 400,
        body: { status: 400, message: "KYC is not needed for this insurer" },
      });
      expect((await kyc("verify", key, companyName)).http).toBe(400);
      expect(await health("/trigger/purchase", { requestKey: key })).toEqual({
        http: 200,
        body: { status: 200, meta: { companyName, productType: "health" }, data: {} },
      });
    },
  );

  it("choosing another insurer starts KYC again", async () => {
    const { key } = await throughCommunication("hdfc-ergo");
    const link = ((await kyc("check", key, "hdfc-ergo")).body.data as { redirect_link: string })
      .redirect_link;
    await press((await openHosted(link)).html, "approve");
    expect((await kyc("check", key, "hdfc-ergo")).body.data).toMatchObject({ iskycVerified: 1 });
    await health("/select/plan", {
      requestKey: key,
      data: { pName: "Digit Health Care Plus", pCode: "DIG-HCP-5L", companyName: "digit" },
    });
    await health("/select/plan", {
      requestKey: key,
      data: { pName: "Optima Restore", pCode: "HE-OR-10L", companyName: "hdfc-ergo" },
    });
    expect((await kyc("check", key, "hdfc-ergo")).body.data).toMatchObject({ iskycVerified: 0 });
    expect((await health("/trigger/purchase", { requestKey: key })).http).toBe(409);
  });

  it("KYC refuses incomplete bodies, unknown keys, another insurer and another journey type", async () => {
    const { key } = await throughCommunication("hdfc-ergo");
    expect((await post("/kyc/api/check", { insuranceType: "health", requestKey: key })).http).toBe(
      400,
    );
    expect((await kyc("check", "no-such-key", "hdfc-ergo")).http).toBe(404);
    expect((await kyc("check", key, "hdfc-ergo", "motor")).http).toBe(404);
    expect((await kyc("check", key, "digit")).http).toBe(400);
    expect(
      (await openHosted(`${sandbox.url}/hosted/kyc/hdfc-ergo?requestKey=no-such-key`)).http,
    ).toBe(404);
    expect((await openHosted(`${sandbox.url}/hosted/kyc/digit?requestKey=${key}`)).http).toBe(400);
    expect((await openHosted(`${sandbox.url}/hosted/pay/digit?requestKey=${key}`)).http).toBe(400);
  });
});

describe("inspection and restart", () => {
  it("lists health requests on /sandbox/health", async () => {
    const key = await newQuote({ name: "Inspect <Me>" });
    const res = await fetch(`${sandbox.url}/sandbox/health`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(key);
    expect(html).toContain("Inspect &lt;Me&gt;");
    expect(await (await fetch(`${sandbox.url}/sandbox`)).text()).toContain(
      'href="/sandbox/health"',
    );
  });

  it(
    "a restart keeps every request's state",
    async () => {
      const { key } = await throughCommunication("digit");
      // KYC before payment.
      const check = await kyc("check", key, "digit");
      expect(check.http).toBe(202);
      await press(
        (await openHosted((check.body.data as { redirectUrl: string }).redirectUrl)).html,
        "approve",
      );
      const purchase = await health("/trigger/purchase", { requestKey: key });
      const { paymentUrl, policyNumber } = purchase.body.data as {
        paymentUrl: string;
        policyNumber: string;
      };
      await press((await openHosted(paymentUrl)).html, "pay");
      const before = await health("/get/active/member/data", { requestKey: key });
      const quoteBefore = await finalQuote(key);

      await sandbox.close();
      sandbox = await start();

      expect(await health("/get/active/member/data", { requestKey: key })).toEqual(before);
      expect(await finalQuote(key)).toEqual({
        ...quoteBefore,
        policyData: {
          ...quoteBefore.policyData,
          companyLogo: `${sandbox.url}/assets/logos/digit.svg`,
        },
      });
      // The KYC done before the restart is still done.
      expect((await kyc("check", key, "digit")).http).toBe(200);
      const docs = await documentsOf(key);
      expect(docs.policyNumber).toBe(policyNumber);
      await expectPdf(docs.policySchedule ?? "", policyNumber);
    },
    startLimitMs,
  );
});
