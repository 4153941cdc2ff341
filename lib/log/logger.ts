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
export const loggerOptions = {
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
      "detail",
      "*.detail",
      "dob",
      "*.dob",
      "policyNo",
      "*.policyNo",
      'headers["idempotency-key"]',
    ],
    censor: "[redacted]",
  },
} satisfies pino.LoggerOptions;

/**
 * A logger with the site's options (level, base fields, redact list) writing to `destination`
 * (default stdout). Tests pass a memory stream to read what would be logged.
 */
export function createLogger(
  destination?: pino.DestinationStream,
  level?: pino.LevelWithSilent,
): pino.Logger {
  const options = level ? { ...loggerOptions, level } : loggerOptions;
  return destination ? pino(options, destination) : pino(options);
}

export const logger = createLogger();

/**
 * A child logger for one area of the site (`broker`, `leads`, `outbox`, `csp`, …).
 *
 * @param area short name put on every line as `area`
 */
export function log(area: string) {
  return logger.child({ area });
}
