import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize } from "node:path";

/** The repository root (where `@/` points). */
export const repoRoot = join(__dirname, "../..");

/**
 * The module specifiers a file imports for their values: static `import`/`export … from` and
 * bare `import "…"`; type-only imports (`import type`, `{ type A }`) skipped. With `dynamic`,
 * `import("…")` too (code loaded on first use).
 */
export function valueImports(file: string, { dynamic = false } = {}): string[] {
  const source = readFileSync(file, "utf8");
  const specs: string[] = [];
  for (const m of source.matchAll(
    /^(?:import|export)\s+(type\s+)?([\s\S]*?)\s*from\s+"([^"]+)";/gm,
  )) {
    const [, typeOnly, names = "", spec = ""] = m;
    if (typeOnly) continue;
    const braces = /^\{([\s\S]*)\}$/.exec(names.trim());
    if (braces?.[1]?.split(",").every((n) => n.trim() === "" || n.trim().startsWith("type ")))
      continue;
    specs.push(spec);
  }
  for (const m of source.matchAll(/^import\s+"([^"]+)";/gm)) specs.push(m[1] ?? "");
  if (dynamic)
    for (const m of source.matchAll(/import\(\s*"([^"]+)"\s*\)/g)) specs.push(m[1] ?? "");
  return specs;
}

/** The file a `@/…` or relative specifier names, or `undefined` for a package (or JSON). */
export function resolveImport(spec: string, from: string): string | undefined {
  const base = spec.startsWith("@/")
    ? join(repoRoot, spec.slice(2))
    : spec.startsWith(".")
      ? normalize(join(dirname(from), spec))
      : undefined;
  if (!base) return undefined;
  return ["", ".ts", ".tsx", "/index.ts", "/index.tsx"]
    .map((ext) => base + ext)
    .find((path) => existsSync(path) && statSync(path).isFile() && !path.endsWith(".json"));
}
