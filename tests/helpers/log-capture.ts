/**
 * Reads what the site would log: a `vi.mock("@/lib/log/logger", …)` factory that builds the real
 * pino logger (same options, same redact list) writing JSON lines into memory.
 *
 *     vi.mock("@/lib/log/logger", async (importOriginal) =>
 *       (await import("../helpers/log-capture")).captureLogger(importOriginal));
 */

const captured: string[] = [];

type LoggerModule = typeof import("@/lib/log/logger");

/** The logger module with every line kept in memory (level debug). */
export async function captureLogger(importOriginal: () => Promise<unknown>): Promise<LoggerModule> {
  const real = (await importOriginal()) as LoggerModule;
  const logger = real.createLogger({ write: (line: string) => void captured.push(line) }, "debug");
  return { ...real, logger, log: (area: string) => logger.child({ area }) };
}

/** The raw JSON lines logged so far. */
export function loggedText(): string {
  return captured.join("");
}

/** The lines logged so far, parsed. */
export function loggedLines(): Record<string, unknown>[] {
  return captured.map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Forgets the lines logged so far. */
export function clearLog(): void {
  captured.length = 0;
}
