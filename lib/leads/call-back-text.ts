import { nextCallBackSlot } from "./call-back-slot";

/** When the visitor should expect the call, in words for the thank-you page. */
export type CallBackWhen =
  { kind: "now" } | { kind: "tomorrow"; time: string } | { kind: "on"; day: string; time: string };

/**
 * The call-back slot of {@link nextCallBackSlot} in the page's language (issue 23 item 8):
 * "now" inside office hours (the catalogue says "within the hour"), else the opening time, with
 * "tomorrow" when it is the next calendar day in India or the weekday and date otherwise
 * (later the same morning counts as "on" that day: the visitor reads the date). Dates and
 * times are India time, digits Latin.
 *
 * @param now the moment the lead was taken
 * @param locale `en` or `hi`
 */
export function callBackWhen(now: Date, locale: string): CallBackWhen {
  const slot = nextCallBackSlot(now);
  if (slot.kind === "now") return { kind: "now" };
  const tag = locale === "hi" ? "hi-IN-u-nu-latn" : "en-IN";
  const zone = { timeZone: "Asia/Kolkata" } as const;
  const time = new Intl.DateTimeFormat(tag, { ...zone, hour: "numeric", minute: "2-digit" }).format(
    slot.at,
  );
  const dayOf = (d: Date) => new Intl.DateTimeFormat("en-CA", zone).format(d);
  const tomorrow = new Date(now.getTime() + 24 * 3600_000);
  if (dayOf(slot.at) === dayOf(tomorrow)) return { kind: "tomorrow", time };
  const day = new Intl.DateTimeFormat(tag, {
    ...zone,
    weekday: "long",
    day: "numeric",
    month: "long",
  }).format(slot.at);
  return { kind: "on", day, time };
}
