import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { JOURNEY_WORDS } from "@/lib/journeys/i18n/client-messages";
import { repoRoot, resolveImport, valueImports } from "../helpers/import-graph";

/**
 * Each journey screen gets, in its page, only the catalogue areas its client components read
 * (`JourneyWords` in the layouts of `app/[locale]/(journeys)`). This follows every route file's
 * imports from the first `"use client"` module down and collects the areas of the
 * `useTranslations("Area")` calls it reaches: a missing area would show catalogue keys instead
 * of words; an area listed without a reader is bytes in every page for nothing.
 */

const JOURNEYS = path.join(repoRoot, "app/[locale]/(journeys)");

/** The layouts that hand areas over: route folder → key of `JOURNEY_WORDS`. */
const LAYOUTS = {
  "insurance-compare": "plans",
  insurance: "product",
  "health/[requestKey]/(steps)": "healthSteps",
  "motor/[requestKey]/(steps)": "motorSteps",
} as const satisfies Record<string, keyof typeof JOURNEY_WORDS>;

const USE_CLIENT = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*["']use client["']/;

/** The areas client code reached from `file` reads (`client`: `file` is below a client boundary). */
function clientAreas(
  file: string,
  areas = new Set<string>(),
  seen = new Set<string>(),
  client = false,
) {
  const source = readFileSync(file, "utf8");
  const isClient = client || USE_CLIENT.test(source);
  const id = `${file}|${isClient}`;
  if (seen.has(id)) return areas;
  seen.add(id);
  if (isClient) {
    for (const call of source.matchAll(/useTranslations\(([^)]*)\)/g)) {
      const area = /^\s*"([A-Za-z]+)"\s*$/.exec(call[1] ?? "")?.[1];
      // Only literal areas can be checked: anything else must be written so they can be.
      if (!area) throw new Error(`${path.relative(repoRoot, file)}: useTranslations(${call[1]})`);
      areas.add(area);
    }
  }
  for (const spec of valueImports(file, { dynamic: true })) {
    const target = resolveImport(spec, file);
    if (target) clientAreas(target, areas, seen, isClient);
  }
  return areas;
}

/** The route files (pages, loading screens, their own components) under `dir`, layouts aside. */
function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name.endsWith(".tsx") && entry.name !== "layout.tsx" ? [full] : [];
  });
}

/** The `JOURNEY_WORDS` key of the layout above `file`, if any. */
function layoutOf(file: string): keyof typeof JOURNEY_WORDS | undefined {
  const relative = path.relative(JOURNEYS, file);
  const folder = Object.keys(LAYOUTS).find((dir) => relative.startsWith(`${dir}/`));
  return folder ? LAYOUTS[folder as keyof typeof LAYOUTS] : undefined;
}

const files = routeFiles(JOURNEYS).map((file) => [path.relative(JOURNEYS, file), file] as const);

describe("journey catalogue areas: each screen gets what its client components read", () => {
  it.each(Object.entries(LAYOUTS))("%s/layout.tsx hands over JOURNEY_WORDS.%s", (dir, key) => {
    const layout = readFileSync(path.join(JOURNEYS, dir, "layout.tsx"), "utf8");
    expect(layout).toContain(`JOURNEY_WORDS.${key}`);
  });

  it("the journeys' own layout hands none over (the final quotes sit under it alone)", () => {
    const root = readFileSync(path.join(JOURNEYS, "layout.tsx"), "utf8");
    expect(root).not.toMatch(/<JourneyWords|<NextIntlClientProvider/);
    expect(files.length).toBeGreaterThan(30);
  });

  it.each(files)("%s", (_, file) => {
    const key = layoutOf(file);
    const given: readonly string[] = key ? JOURNEY_WORDS[key] : [];
    expect([...clientAreas(file)].filter((area) => !given.includes(area))).toEqual([]);
  });

  it.each(Object.entries(LAYOUTS))("every area handed over in %s has a reader", (dir) => {
    const read = new Set<string>();
    for (const [relative, file] of files)
      if (relative.startsWith(`${dir}/`)) for (const area of clientAreas(file)) read.add(area);
    const key = LAYOUTS[dir as keyof typeof LAYOUTS];
    expect(JOURNEY_WORDS[key].filter((area) => !read.has(area))).toEqual([]);
  });

  it("the final quotes read none", () => {
    const finalQuotes = files.filter(([relative]) => relative.endsWith("final-quote/page.tsx"));
    expect(finalQuotes).toHaveLength(2);
    for (const [, file] of finalQuotes) expect([...clientAreas(file)]).toEqual([]);
  });
});
