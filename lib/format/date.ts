import { isoToDisplay } from "@/lib/validation/dates";

/**
 * dd/mm/yyyy in India's calendar with Latin digits, whatever the page's language (issue 13:
 * forms and insurer documents expect Latin digits). Built once: formatters are slow to build.
 * "en-GB" is used only for its day/month/year order; the digits are pinned to Latin.
 */
const ddmmyyyy = new Intl.DateTimeFormat("en-GB-u-nu-latn", {
  timeZone: "Asia/Kolkata",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
});

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date as the site shows it: "31/01/2026".
 *
 * - A calendar day `yyyy-mm-dd` (a legal page's lastUpdated, a policy date) is shown as that
 *   day, with no time-zone shift.
 * - An instant (a `Date`, or an ISO timestamp such as a blog post's `createdAt`) is shown as the
 *   day it was in India (`Asia/Kolkata`), so "2026-01-31T20:00:00Z" is "01/02/2026".
 *
 * @param value a `Date`, `yyyy-mm-dd`, or an ISO 8601 timestamp
 * @returns dd/mm/yyyy, or "" when the value is not a valid date (nothing to show beats "Invalid Date")
 */
export function formatDate(value: Date | string): string {
  if (typeof value === "string" && CALENDAR_DAY.test(value.trim())) {
    return isoToDisplay(value.trim());
  }
  const date = typeof value === "string" ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? "" : ddmmyyyy.format(date);
}
