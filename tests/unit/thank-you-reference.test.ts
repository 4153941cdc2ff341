import { describe, expect, it } from "vitest";
import { callBackWhen } from "@/lib/leads/call-back-text";
import { isLeadReference, leadReference } from "@/lib/leads/lead-reference";

/** An India-time wall clock as an instant (IST = UTC+05:30). */
const ist = (iso: string) => new Date(`${iso}+05:30`);

describe("leadReference", () => {
  it("is the broker's id when it is a plain short id", () => {
    expect(leadReference("L-1042", "web:lead:abc")).toBe("L-1042");
  });

  it.each([
    ["missing", undefined],
    ["with spaces", "call 99999 99999"],
    ["markup", "<b>x</b>"],
    ["too long", "x".repeat(41)],
  ])("is made from the key when the broker's id is %s", (_, id) => {
    const reference = leadReference(id, "web:lead:abc");
    expect(reference).toMatch(/^SS-[0-9A-F]{8}$/);
    expect(reference).toBe(leadReference(undefined, "web:lead:abc"));
    expect(reference).not.toBe(leadReference(undefined, "web:lead:abd"));
  });

  it("the thank-you page shows only well-formed references", () => {
    expect(isLeadReference("SS-0A1B2C3D")).toBe(true);
    for (const bad of ["", "a b c d", "x@example.com", ["SS-0A1B2C3D"], 42, undefined])
      expect(isLeadReference(bad)).toBe(false);
  });
});

describe("callBackWhen (Mon–Sat, 9 AM–7 PM IST)", () => {
  it.each([
    ["Friday 10:00", "2026-11-27T10:00:00", "en", { kind: "now" }],
    ["Friday 19:30", "2026-11-27T19:30:00", "en", { kind: "tomorrow", time: "9:00 am" }],
    [
      "Saturday 20:00",
      "2026-11-28T20:00:00",
      "en",
      { kind: "on", day: "Monday, 30 November", time: "9:00 am" },
    ],
    ["Sunday noon", "2026-11-29T12:00:00", "en", { kind: "tomorrow", time: "9:00 am" }],
    [
      "Monday 07:30",
      "2026-11-30T07:30:00",
      "en",
      { kind: "on", day: "Monday, 30 November", time: "9:00 am" },
    ],
  ])("%s (%s) → %j", (_, at, locale, expected) => {
    const when = callBackWhen(ist(at), locale);
    if (expected.kind === "now") expect(when).toEqual(expected);
    else expect({ ...when, time: "time" in when ? when.time.toLowerCase() : "" }).toEqual(expected);
  });

  it("speaks Hindi with Latin digits", () => {
    const when = callBackWhen(ist("2026-11-28T20:00:00"), "hi");
    expect(when.kind).toBe("on");
    if (when.kind !== "on") return;
    expect(when.day).toMatch(/सोमवार/);
    expect(when.day).toMatch(/30/);
    expect(when.time).toMatch(/9:00/);
  });
});
