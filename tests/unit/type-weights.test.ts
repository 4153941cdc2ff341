/**
 * The site's type uses two weights, regular (400) and bold (700), and nothing else (issue 25).
 *
 * Why: each weight a page's first screen names costs its first layout one more font match and
 * one more strike per size, each a synchronous lookup through the browser process on Linux
 * (docs/performance-log.md, 28 Nov 2026: five weights on /travel-insurance's first screen,
 * two now). Two weights is also what the system faces share: Roboto, San Francisco, Segoe UI and
 * DejaVu all have a regular and a bold, while 500, 600 and 800 fall to one of them on many
 * phones anyway.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(__dirname, "..", "..");
const dirs = ["app", "components", "lib", "content"];
const otherWeight =
  /\bfont-(thin|extralight|light|medium|semibold|extrabold|black)\b|\bfont-\[\d+\]|font-weight:\s*(?!400|700|inherit|bold\b|normal\b)\w+|fontWeight:\s*(?!400|700)\d+/;

/** Every source file under `dir` (the same recursive read as tests/unit/honest-content.test.ts). */
const sources = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(tsx?|css|mjs)$/.test(f))
    .map((f) => join(dir, f));

describe("type weights", () => {
  it("no source names a weight other than regular or bold", () => {
    const files = dirs.flatMap((d) => sources(join(root, d)));
    // The scan read the sources (an empty list would pass anything).
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.endsWith("globals.css"))).toBe(true);
    const offending = files
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .map((line, i) => ({ file, line: i + 1, text: line }))
          .filter(({ text }) => otherWeight.test(text)),
      )
      .map(({ file, line, text }) => `${file.slice(root.length + 1)}:${line}: ${text.trim()}`);
    expect(offending).toEqual([]);
  });

  it("the pattern catches what it must", () => {
    for (const bad of [
      "font-semibold",
      "md:font-medium",
      "font-extrabold",
      "font-[600]",
      "font-weight: 600",
    ])
      expect(otherWeight.test(bad), bad).toBe(true);
    for (const ok of ["font-bold", "font-normal", "font-weight: 700", "font-sans", "font-mono"])
      expect(otherWeight.test(ok), ok).toBe(false);
  });
});
