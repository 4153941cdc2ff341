import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot as root, resolveImport as resolve, valueImports } from "../helpers/import-graph";

/**
 * Issue 11's first-load JS: the client islands that render on page load must not reach zod (the
 * contract's schemas, 19 kB gz) or Radix Dialog (13 kB gz) through a static import. Their checks
 * and dialogs load on first use (`import()`), and wire enums come from the zod-free
 * `lib/api/contract/values.ts`. A static import added later would put them back on every
 * journey page; this walks the static import graph (type-only imports and `import()` skipped).
 */

/** Client islands shown on page load: the plans grid, every proposal step, the video cards. */
const islands = [
  "components/journeys/shared/plan-grid.tsx",
  "components/journeys/health/member-form.tsx",
  "components/journeys/health/medical-form.tsx",
  "components/journeys/shared/nominee-form.tsx",
  "components/journeys/shared/communication-form.tsx",
  "components/journeys/motor/member-form.tsx",
  "components/journeys/motor/previous-insurance-form.tsx",
  "components/journeys/motor/add-ons-form.tsx",
  "components/knowledge/video-play-button.tsx",
];

const heavy = ["zod", "zod/mini", "@radix-ui/react-dialog"];

/** Every chain of static imports from `start` to a heavy package, as "a <- b <- start". */
function heavyChains(start: string): string[] {
  const parent = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  const chains: string[] = [];
  for (let file = queue.shift(); file; file = queue.shift()) {
    // A server action is a reference on the client, not its code.
    if (file !== start && readFileSync(file, "utf8").slice(0, 200).includes('"use server"'))
      continue;
    for (const spec of valueImports(file)) {
      if (heavy.includes(spec)) {
        const chain = [spec];
        for (let at: string | null | undefined = file; at; at = parent.get(at))
          chain.push(relative(root, at));
        chains.push(chain.join(" <- "));
      }
      const next = resolve(spec, file);
      if (next && !parent.has(next)) {
        parent.set(next, file);
        queue.push(next);
      }
    }
  }
  return chains;
}

describe("client islands on page load", () => {
  it.each(islands)("%s reaches neither zod nor Radix Dialog statically", (island) => {
    expect(heavyChains(join(root, island))).toEqual([]);
  });

  it("the walk finds a chain where there is one (a wizard loads zod with its schemas)", () => {
    expect(heavyChains(join(root, "components/journeys/health/quote-wizard.tsx"))).not.toEqual([]);
  });
});
