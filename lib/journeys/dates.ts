/**
 * Dates a person can type: dd/mm/yyyy on screen, yyyy-mm-dd on the wire (broker-api.md).
 * Small hand-written helpers so the browser bundle stays free of a date library.
 */

const DISPLAY = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function valid(y: number, m: number, d: number): boolean {
  if (y < 1900 || y > 2100 || m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** "31/01/1990" (also 31-1-1990, 31.01.1990, 31011990) → "1990-01-31"; null when not a real date. */
export function displayToIso(value: string): string | null {
  const v = value.trim();
  const compact = /^(\d{2})(\d{2})(\d{4})$/.exec(v);
  const m = compact ?? DISPLAY.exec(v);
  if (!m) return null;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return valid(y, mo, d) ? `${y}-${pad(mo)}-${pad(d)}` : null;
}

/** "1990-01-31" → "31/01/1990"; anything else is returned unchanged (so a half-typed value stays). */
export function isoToDisplay(value: string | undefined | null): string {
  if (!value) return "";
  const m = ISO.exec(value.trim().slice(0, 10));
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** True for a real yyyy-mm-dd date. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const m = ISO.exec(value);
  return !!m && valid(Number(m[1]), Number(m[2]), Number(m[3]));
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
