import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { pastDate } from "@/lib/api/contract/shared";
import { nomineeSchema } from "@/lib/api/contract/proposal";
import { todayInIndia } from "@/lib/validation/dates";
import { quoteDraftSchema } from "@/lib/journeys/health/quote-schema";

/**
 * One India-time "today" (issue 9): a server in UTC must accept at 00:00–05:30 IST the date the
 * visitor's browser in India already calls today.
 */

const savedTz = process.env.TZ;
beforeAll(() => {
  // The server the finding was seen on: UTC.
  process.env.TZ = "UTC";
});
afterAll(() => {
  process.env.TZ = savedTz;
});
afterEach(() => {
  vi.useRealTimers();
});

describe("todayInIndia", () => {
  it.each([
    ["2026-11-23T19:00:00Z", "2026-11-24"], // 00:30 IST, still the 23rd in UTC
    ["2026-11-23T18:29:59Z", "2026-11-23"], // 23:59:59 IST
    ["2026-11-23T18:30:00Z", "2026-11-24"], // midnight IST
    ["2026-11-23T18:31:00Z", "2026-11-24"],
    ["2026-11-23T00:00:00Z", "2026-11-23"], // 05:30 IST
    ["2026-12-31T18:30:00Z", "2027-01-01"], // new year in India first
    ["2028-02-28T18:30:00Z", "2028-02-29"], // leap day
  ])("at %s it is %s in India", (instant, expected) => {
    expect(todayInIndia(new Date(instant))).toBe(expected);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(instant));
    expect(todayInIndia()).toBe(expected);
  });
});

describe("todayInIndia in the browser's render path", () => {
  it("builds no Intl.DateTimeFormat (its time-zone data cost the member step 13 ms of hydration)", async () => {
    const spy = vi.spyOn(Intl, "DateTimeFormat");
    try {
      // A fresh copy of the module: a formatter made and kept by an earlier call would hide one.
      vi.resetModules();
      const fresh = await import("@/lib/validation/dates");
      expect(fresh.todayInIndia(new Date("2026-11-23T19:00:00Z"))).toBe("2026-11-24");
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });
});

describe("'not in the future' rules use India's date on a UTC server", () => {
  const dob = pastDate("Enter the date of birth", "date of birth");

  it.each([
    // instant, date typed, accepted?
    ["2026-11-23T19:00:00Z", "2026-11-24", true],
    ["2026-11-23T18:31:00Z", "2026-11-24", true],
    ["2026-11-23T18:29:00Z", "2026-11-24", false],
    ["2026-11-23T19:00:00Z", "2026-11-25", false],
  ])("at %s, %s accepted: %s", (instant, date, accepted) => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date(instant));
    expect(dob.safeParse(date).success).toBe(accepted);
    const nominee = nomineeSchema.safeParse({
      firstName: "",
      lastName: "",
      dob: date,
      gender: "",
      relation: "",
    });
    expect(
      nominee.success
        ? []
        : nominee.error.issues.filter((i) => i.path[0] === "dob").map((i) => i.message),
    ).toEqual(accepted ? [] : ["The nominee's date of birth cannot be in the future"]);
  });

  it("the health quote's date of birth: 24/11/2026 is today at 00:30 IST", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-23T19:00:00Z"));
    const draft = {
      audience: "customer",
      pospNumber: "",
      name: "Asha Verma",
      phone: "9876543210",
      email: "asha@example.com",
      adults: "1",
      kids: "0",
      pincode: "400072",
      insuredPersons: [{ dob: "24/11/2026", gender: "Female", relation: "Self" }],
    };
    const parsed = quoteDraftSchema.safeParse(draft);
    expect(
      parsed.success
        ? []
        : parsed.error.issues.filter((i) => String(i.path.join(".")).includes("dob")),
    ).toEqual([]);
  });
});
