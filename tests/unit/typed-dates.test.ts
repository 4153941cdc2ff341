import { describe, expect, it } from "vitest";
import { displayToIso, isCalendarDate, normaliseDate } from "@/lib/validation/dates";

/** The typed-date helpers now in lib/validation/dates.ts share one calendar rule. */

describe("isCalendarDate", () => {
  it.each(["2024-02-29", "1990-01-31", "1850-06-01"])("accepts %s", (v) => {
    expect(isCalendarDate(v)).toBe(true);
  });
  it.each(["2023-02-29", "2024-02-30", "2024-13-01", "2024-00-10", "2024-1-5", "31/01/1990", ""])(
    "rejects %j",
    (v) => {
      expect(isCalendarDate(v)).toBe(false);
    },
  );
});

describe("the screen and wire forms agree on which days exist", () => {
  it.each([
    ["29/02/2024", "2024-02-29"],
    ["29/02/2023", null],
    ["31/04/2024", null],
    ["01/01/1899", null],
  ])("%s", (typed, iso) => {
    expect(displayToIso(typed)).toBe(iso);
    expect(normaliseDate(typed)).toBe(iso);
    if (iso) expect(isCalendarDate(iso)).toBe(true);
  });
});
