import { describe, expect, it } from "vitest";
import { nextCallBackSlot } from "@/lib/leads/call-back-slot";

/** An India-time wall clock as an instant (IST = UTC+05:30). */
const ist = (iso: string) => new Date(`${iso}+05:30`);

describe("nextCallBackSlot (Mon–Sat, 9 AM–7 PM IST)", () => {
  it.each([
    ["Friday 10:00 is within hours", "2026-11-27T10:00:00", null],
    ["Friday 18:59 is within hours", "2026-11-27T18:59:00", null],
    ["Friday 19:00 → Saturday 9 AM", "2026-11-27T19:00:00", "2026-11-28T09:00:00"],
    ["Saturday 20:00 → Monday 9 AM", "2026-11-28T20:00:00", "2026-11-30T09:00:00"],
    ["Sunday noon → Monday 9 AM", "2026-11-29T12:00:00", "2026-11-30T09:00:00"],
    ["Monday 07:30 → the same day 9 AM", "2026-11-30T07:30:00", "2026-11-30T09:00:00"],
  ])("%s", (_, at, expected) => {
    const slot = nextCallBackSlot(ist(at));
    if (expected === null) expect(slot).toEqual({ kind: "now" });
    else expect(slot).toEqual({ kind: "later", at: ist(expected) });
  });
});
