import { site } from "@/content/site";

/** India has no daylight saving: IST is always UTC+05:30. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Minutes past midnight of an "HH:mm" time. */
function minutesOf(hhmm: string): number {
  const [h = "0", m = "0"] = hhmm.split(":");
  return Number(h) * 60 + Number(m);
}

/**
 * When the support team can next call a visitor back, from the office hours in `content/site.ts`
 * (`supportSchedule`: Mon–Sat, 09:00–19:00 India time).
 *
 * @param now the moment the lead was taken (defaults to the current time)
 * @param schedule the office hours (days Mon=1 … Sun=7, "HH:mm" opening and closing, IST)
 * @returns `{ kind: "now" }` inside office hours, else `{ kind: "later", at }` with `at` the next
 *   opening time as a `Date` (an absolute instant; format it in `Asia/Kolkata`). Never throws: a
 *   schedule with no days answers "later" a week ahead.
 */
export function nextCallBackSlot(
  now: Date = new Date(),
  schedule: { days: readonly number[]; opens: string; closes: string } = site.supportSchedule,
): { kind: "now" } | { kind: "later"; at: Date } {
  const opens = minutesOf(schedule.opens);
  const closes = minutesOf(schedule.closes);
  // The wall clock in India, read through UTC getters.
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const isoDay = (d: Date) => ((d.getUTCDay() + 6) % 7) + 1;
  const minute = ist.getUTCHours() * 60 + ist.getUTCMinutes();
  if (schedule.days.includes(isoDay(ist)) && minute >= opens && minute < closes) {
    return { kind: "now" };
  }
  for (let ahead = 0; ahead <= 7; ahead++) {
    const day = new Date(
      Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + ahead),
    );
    if (!schedule.days.includes(isoDay(day))) continue;
    if (ahead === 0 && minute >= opens) continue;
    return { kind: "later", at: new Date(day.getTime() + opens * 60_000 - IST_OFFSET_MS) };
  }
  return { kind: "later", at: new Date(now.getTime() + 7 * 24 * 3600_000) };
}
