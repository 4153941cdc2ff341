/**
 * What may be logged about a thrown value: the digest Next gave it (the reference an error page
 * shows), its class name, and its stack frames without the first line, which repeats the message.
 * The message itself is never returned: it may quote a visitor's input or a broker answer.
 *
 * @param error anything thrown
 * @returns `{ digest?, errorName, frames }`, frames at most 8 `at …` lines
 */
export function errorFacts(error: unknown): {
  digest?: string;
  errorName: string;
  frames: string[];
} {
  const digest = (error as { digest?: unknown } | null)?.digest;
  const errorName = error instanceof Error ? error.name : typeof error;
  const frames =
    error instanceof Error && typeof error.stack === "string"
      ? error.stack
          .split("\n")
          .map((line) => line.trim())
          .filter((line) => line.startsWith("at "))
          .slice(0, 8)
      : [];
  return { ...(typeof digest === "string" ? { digest } : {}), errorName, frames };
}
