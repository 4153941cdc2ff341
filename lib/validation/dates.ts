/**
 * The site's one "today": the calendar day in India (`Asia/Kolkata`, UTC+05:30, no daylight
 * saving), the calendar the broker and the visitor work in. Every "not in the future" rule and
 * every lapse check uses it, in the browser and on the server alike, so a server running in UTC
 * never rejects between 00:00 and 05:30 IST a date the browser accepted.
 *
 * Built on `Intl.DateTimeFormat` (in every supported browser and in Node), so the browser bundle
 * carries no date library for it.
 */

/** The time zone of {@link todayInIndia}. */
export const INDIA_TIME_ZONE = "Asia/Kolkata";

/** en-CA formats a date as yyyy-mm-dd; created once because constructing a formatter is slow. */
let formatter: Intl.DateTimeFormat | undefined;

/**
 * Today's date in India as `yyyy-mm-dd`.
 *
 * @param now the instant to read (default: the current time); 2026-11-23T19:00Z → "2026-11-24"
 * @returns the calendar day in `Asia/Kolkata` at `now`
 */
export function todayInIndia(now: Date = new Date()): string {
  formatter ??= new Intl.DateTimeFormat("en-CA", { timeZone: INDIA_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
  const parts = Object.fromEntries(formatter.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}
