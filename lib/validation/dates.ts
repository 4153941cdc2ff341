/**
 * The site's one "today": the calendar day in India (`Asia/Kolkata`, UTC+05:30, no daylight
 * saving), the calendar the broker and the visitor work in. Every "not in the future" rule and
 * every lapse check uses it, in the browser and on the server alike, so a server running in UTC
 * never rejects between 00:00 and 05:30 IST a date the browser accepted.
 *
 * Plain arithmetic on the fixed offset, not `Intl.DateTimeFormat` with `timeZone`: India has kept
 * UTC+05:30 without daylight saving since 1945, and constructing that formatter loads the
 * browser's time-zone data, 13 ms of main-thread CPU on the member step's hydration (its
 * `isMinor` check runs while rendering), a task Lighthouse counted as blocking (issue 23).
 */

/** The time zone of {@link todayInIndia}. */
export const INDIA_TIME_ZONE = "Asia/Kolkata";

/** India Standard Time's offset from UTC, in milliseconds (+05:30). */
const INDIA_OFFSET_MS = 330 * 60_000;

/**
 * Today's date in India as `yyyy-mm-dd`.
 *
 * @param now the instant to read (default: the current time); 2026-11-23T19:00Z → "2026-11-24"
 * @returns the calendar day in `Asia/Kolkata` at `now`
 */
export function todayInIndia(now: Date = new Date()): string {
  return new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// Typed dates: dd/mm/yyyy on screen, yyyy-mm-dd on the wire (broker-api.md). Small hand-written
// helpers so the browser bundle stays free of a date library.

const DISPLAY = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days in month `m` (1–12) of year `y`, by the proleptic Gregorian calendar. */
function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** A day that exists in the calendar, in the years a person types (1900–2100). */
function isTypedDay(y: number, m: number, d: number): boolean {
  return y >= 1900 && y <= 2100 && m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** `yyyy-mm-dd` that names a real calendar day (no 2024-02-30); any year. */
export function isCalendarDate(value: string): boolean {
  const m = ISO.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
}

/** "31/01/1990" (also 31-1-1990, 31.01.1990, 31 01 1990, 31011990) → "1990-01-31"; null when not a real date in 1900–2100. */
export function displayToIso(value: string): string | null {
  const v = value.trim();
  const compact = /^(\d{2})(\d{2})(\d{4})$/.exec(v);
  const m = compact ?? DISPLAY.exec(v);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isTypedDay(y, mo, d) ? `${y}-${pad(mo)}-${pad(d)}` : null;
}

/** "1990-01-31" → "31/01/1990"; anything else is returned unchanged (so a half-typed value stays). */
export function isoToDisplay(value: string | undefined | null): string {
  if (!value) return "";
  const m = ISO.exec(value.trim().slice(0, 10));
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/**
 * Normalises a typed date to `yyyy-mm-dd`. Accepts dd/mm/yyyy, dd-mm-yyyy (day and month may
 * have one digit) and yyyy-mm-dd (likewise); the date must exist in the calendar (no 31/02) and
 * the year lie in 1900–2100.
 *
 * @returns the `yyyy-mm-dd` string, or null when the value is not such a date.
 */
export function normaliseDate(value: string): string | null {
  const text = value.trim();
  let y: number, m: number, d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  const dmy = /^(\d{1,2})([/-])(\d{1,2})\2(\d{4})$/.exec(text);
  if (iso) {
    [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  } else if (dmy) {
    [d, m, y] = [Number(dmy[1]), Number(dmy[3]), Number(dmy[4])];
  } else {
    return null;
  }
  return isTypedDay(y, m, d) ? `${pad(y, 4)}-${pad(m)}-${pad(d)}` : null;
}

/**
 * Keeps a typed date readable as the person types: the day and the month hold at most two
 * digits, so a third digit starts the next part after a slash ("3101" → "31/01",
 * "31011990" → "31/01/1990", "14/081" → "14/08/1"); slashes the person typed are kept
 * ("1/8/1992"), letters are dropped and the year stops at four digits.
 */
export function maskDateInput(typed: string): string {
  const parts = typed.replace(/[^\d/]/g, "").split("/");
  const out: string[] = [];
  for (const part of parts) {
    if (out.length >= 3) break;
    let rest = part;
    while (out.length < 2 && rest.length > 2) {
      out.push(rest.slice(0, 2));
      rest = rest.slice(2);
    }
    out.push(rest);
  }
  if (out.length === 3) out[2] = (out[2] ?? "").slice(0, 4);
  return out.slice(0, 3).join("/");
}
