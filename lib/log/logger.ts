import "server-only";
import pino from "pino";

/**
 * The site's one structured logger (pino, JSON lines on stdout).
 *
 * Log paths, reasons, statuses, counts and error digests only. Personal data (names, phones,
 * e-mails), requestKeys, Idempotency-Keys and broker message text must never be logged; the
 * `redact` list below censors them where they slip into a log object by those names, as a
 * safety net, not as permission.
 *
 * Level: `LOG_LEVEL` (default `info`; `silent` in unit tests).
 */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? "silent" : "info"),
  base: { service: "site" },
  redact: {
    paths: [
      "requestKey",
      "*.requestKey",
      "idempotencyKey",
      "*.idempotencyKey",
      "phone",
      "*.phone",
      "mobile",
      "*.mobile",
      "email",
      "*.email",
      "name",
      "*.name",
      "firstName",
      "*.firstName",
      "lastName",
      "*.lastName",
      "message",
      "*.message",
      "body",
      "*.body",
      "url",
      "*.url",
      'headers["idempotency-key"]',
    ],
    censor: "[redacted]",
  },
});

/**
 * A child logger for one area of the site (`broker`, `leads`, `outbox`, `csp`, …).
 *
 * @param area short name put on every line as `area`
 */
export function log(area: string) {
  return logger.child({ area });
}
