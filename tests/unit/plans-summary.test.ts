import { createTranslator } from "next-intl";
import { beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import {
  MAX_SUMMARY_COOKIE,
  decodeQuoteSummary,
  encodeQuoteSummary,
  summaryOfDraft,
  type QuoteSummary,
} from "@/lib/journeys/health/quote-summary";
import { plansSummaryParts, type Translate } from "@/lib/journeys/shared/plans-summary";

const jar = vi.hoisted(() => ({ set: vi.fn(), get: vi.fn() }));
vi.mock("server-only", () => ({}));
vi.mock("next/headers", () => ({ cookies: async () => jar }));
vi.mock("@/lib/journeys/shared/server-policy", () => ({
  redirectPolicy: () => ({ siteOrigin: "https://www.example.in", allowlist: [] }),
}));

const draft = {
  name: "Asha Rao",
  phone: "9876543210",
  email: "asha@example.com",
  adults: "2",
  kids: "1",
  pincode: " 400072 ",
  insuredPersons: [
    { dob: "15/06/1990", gender: "Female", relation: "Self" },
    { dob: "01/01/1988", gender: "Male", relation: "Spouse" },
    { dob: "30/11/2025", gender: "Male", relation: "Child" },
  ],
};
const TODAY = "2026-11-27";
const family: QuoteSummary = {
  adults: 2,
  kids: 1,
  pincode: "400072",
  members: [
    { relation: "Self", age: 36 },
    { relation: "Spouse", age: 38 },
    { relation: "Child", age: 0 },
  ],
};
const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString("base64url");

describe("the quote summary kept for the plans page", () => {
  it("holds head counts, relations, ages in years and the pincode — nothing else", () => {
    const summary = summaryOfDraft(draft, TODAY);
    expect(summary).toEqual(family);
    const text = Buffer.from(encodeQuoteSummary(summary!), "base64url").toString();
    for (const personal of ["Asha", "9876543210", "example.com", "1990", "Female"])
      expect(text).not.toContain(personal);
  });

  it("keeps no summary of a draft it cannot state truly", () => {
    expect(summaryOfDraft({ ...draft, pincode: "040072" }, TODAY)).toBeNull();
    expect(summaryOfDraft({ ...draft, kids: "2" }, TODAY)).toBeNull();
    const badDob = draft.insuredPersons.map((p, i) => (i === 1 ? { ...p, dob: "31/02/1988" } : p));
    expect(summaryOfDraft({ ...draft, insuredPersons: badDob }, TODAY)).toBeNull();
  });

  it("reads back what it wrote", () => {
    expect(decodeQuoteSummary(encodeQuoteSummary(family))).toEqual(family);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["not base64url", "eyJ!!"],
    ["not JSON", Buffer.from("adults=2").toString("base64url")],
    ["counts that do not add up", b64({ ...family, kids: 2 })],
    ["too many adults", b64({ ...family, adults: 9, members: Array(10).fill(family.members[1]) })],
    ["a bad pincode", b64({ ...family, pincode: "<b>1</b>" })],
    [
      "an unknown relation",
      b64({ ...family, members: [...family.members.slice(0, 2), { relation: "Boss", age: 5 }] }),
    ],
    [
      "a fractional age",
      b64({ ...family, members: [{ relation: "Self", age: 3.5 }, ...family.members.slice(1)] }),
    ],
    [
      "a second Self",
      b64({ ...family, members: [family.members[0], family.members[0], family.members[2]] }),
    ],
    [
      "a member carrying a name",
      b64({
        ...family,
        members: [{ relation: "Self", age: 36, name: "Asha" }, ...family.members.slice(1)],
      }),
    ],
    ["an oversized value", "A".repeat(MAX_SUMMARY_COOKIE + 1)],
  ])("ignores a cookie that is %s", (_, value) => {
    expect(decodeQuoteSummary(value)).toBeNull();
  });

  it("drops extra top-level fields a tampered cookie adds", () => {
    expect(decodeQuoteSummary(b64({ ...family, name: "Asha Rao" }))).toEqual(family);
  });
});

describe("the summary cookie", () => {
  beforeEach(() => {
    jar.set.mockReset();
    jar.get.mockReset();
  });

  it("is httpOnly, Lax, Secure on https, short-lived and scoped to the request's plans pages", async () => {
    const { keepQuoteSummary } = await import("@/lib/journeys/health/quote-summary-cookie");
    await keepQuoteSummary("RK-123", family);
    const set = jar.set.mock.calls.map((c) => c[0] as Record<string, unknown>);
    expect(set.map((c) => [c.name, c.path])).toEqual([
      ["quote_summary_en", "/insurance-compare/health/RK-123"],
      ["quote_summary_hi", "/hi/insurance-compare/health/RK-123"],
    ]);
    for (const c of set) {
      expect(c).toMatchObject({ httpOnly: true, sameSite: "lax", secure: true });
      expect(c.maxAge).toBeLessThanOrEqual(60 * 60 * 24);
      expect(decodeQuoteSummary(c.value as string)).toEqual(family);
    }
  });

  it("reads the page language's cookie and ignores a tampered one", async () => {
    const { readQuoteSummary } = await import("@/lib/journeys/health/quote-summary-cookie");
    jar.get.mockImplementation((name: string) =>
      name === "quote_summary_hi" ? { value: encodeQuoteSummary(family) } : undefined,
    );
    expect(await readQuoteSummary("hi")).toEqual(family);
    expect(await readQuoteSummary("en")).toBeNull();
    jar.get.mockReturnValue({ value: b64({ ...family, adults: 1 }) });
    expect(await readQuoteSummary("hi")).toBeNull();
  });
});

describe("the summary line's text", () => {
  const tOf = (locale: "en" | "hi", messages: typeof en) =>
    createTranslator({ locale, messages }) as unknown as Translate;
  const plans = { plans: 10, insurers: 5, covers: [500000, 2500000, 1000000] };

  it("health with the quote's summary: members, ages, pincode, plans and the cover range", () => {
    expect(
      plansSummaryParts(tOf("en", en), { ...plans, coverLabel: "Cover", who: family }),
    ).toEqual([
      "2 adults, 1 child (Self 36 yrs, Spouse 38 yrs, Child under 1 yr)",
      "Pincode 400072",
      "10 plans from 5 insurers",
      "Cover ₹5,00,000 to ₹25,00,000",
    ]);
  });

  it("without the cookie, only what the plans say — nothing guessed", () => {
    const parts = plansSummaryParts(tOf("en", en), { ...plans, coverLabel: "Cover", who: null });
    expect(parts).toEqual(["10 plans from 5 insurers", "Cover ₹5,00,000 to ₹25,00,000"]);
  });

  it("one adult, no children; one cover amount", () => {
    const single: QuoteSummary = {
      adults: 1,
      kids: 0,
      pincode: "110001",
      members: [{ relation: "Self", age: 1 }],
    };
    expect(
      plansSummaryParts(tOf("en", en), {
        plans: 1,
        insurers: 1,
        covers: [500000],
        coverLabel: "Cover",
        who: single,
      }),
    ).toEqual([
      "1 adult (Self 1 yr)",
      "Pincode 110001",
      "1 plan from 1 insurer",
      "Cover ₹5,00,000",
    ]);
  });

  it("motor: the vehicle as the broker named it and the IDV range", () => {
    expect(
      plansSummaryParts(tOf("en", en), {
        plans: 6,
        insurers: 4,
        covers: [412000, 455000],
        coverLabel: "IDV",
        vehicle: {
          make: "Maruti Suzuki",
          model: "Swift",
          variant: "VXi",
          fuel: "Petrol",
          registrationYear: 2019,
        },
      }),
    ).toEqual([
      "Maruti Suzuki Swift VXi, Petrol, 2019",
      "6 plans from 4 insurers",
      "IDV ₹4,12,000 to ₹4,55,000",
    ]);
  });

  it("Hindi: the catalogue's words in Devanagari", () => {
    const parts = plansSummaryParts(tOf("hi", hi as unknown as typeof en), {
      ...plans,
      coverLabel: "Cover",
      who: family,
    });
    expect(parts[0]).toBe("2 वयस्क, 1 बच्चा (स्वयं 36 वर्ष, पति/पत्नी 38 वर्ष, बच्चा 1 वर्ष से कम)");
    expect(parts[1]).toBe("पिनकोड 400072");
  });
});
