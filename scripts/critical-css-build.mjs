// Post-build step (issue 25 item 1): the critical CSS of every page prerendered at build
// (`.next/server/app/{en,hi}/**/*.html`), written to `.next/critical-css.json`, which
// scripts/inline-css-hook.mjs loads at start, so the first visitor of a static page already gets
// the small inline part. Pages rendered later (ISR, journeys) are learnt at run time.
//
// Run by `npm run build` (sandbox/launch.ts) and by deploy/run-instances.sh when a build lacks
// the file: `node scripts/critical-css-build.mjs [.next folder]`.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { createCriticalStore, entriesToJson } from "./critical-css.mjs";
import { inlineStylesheets, routeKey } from "./inline-css.mjs";

/** The file the entries are written to, inside a `.next` folder. */
export const CRITICAL_CSS_FILE = "critical-css.json";

/** Every `.html` file under `dir`. */
function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && d.name.endsWith(".html"))
    .map((d) => join(d.parentPath, d.name));
}

/**
 * The URL path of a prerendered file, relative to `.next/server/app`: `en.html` → `/`,
 * `en/about.html` → `/about`, `hi/about.html` → `/hi/about`; undefined for files outside the
 * locale folders (`_not-found.html`, `_global-error.html`), which are not pages of their own.
 */
export function pathOfPrerendered(rel) {
  const parts = rel
    .replace(/\.html$/, "")
    .split(sep)
    .join("/")
    .split("/");
  const locale = parts.shift();
  if (locale === "en") return `/${parts.join("/")}`;
  if (locale === "hi") return `/hi${parts.length ? `/${parts.join("/")}` : ""}`;
  return undefined;
}

/**
 * Computes and writes the critical CSS of the prerendered pages of a build.
 *
 * @param nextDir The build's `.next` folder.
 * @returns Pages and keys seen, beasties runs and their total and largest time (ms).
 */
export async function warmCriticalCss(nextDir) {
  const appDir = join(nextDir, "server", "app");
  const readCss = (href) => {
    try {
      return readFileSync(join(nextDir, href.replace(/^\/_next\//, "")), "utf8");
    } catch {
      return undefined;
    }
  };
  const store = createCriticalStore({ maxKeys: Infinity });
  let pages = 0;
  let runs = 0;
  let total = 0;
  let max = 0;
  for (const file of htmlFiles(appDir).sort()) {
    const path = pathOfPrerendered(relative(appDir, file));
    if (path === undefined) continue;
    pages++;
    const learnt = await store.learn(
      routeKey(path),
      inlineStylesheets(readFileSync(file, "utf8"), readCss),
    );
    if (!learnt) continue;
    runs++;
    total += learnt.ms;
    max = Math.max(max, learnt.ms);
  }
  const entries = store.entries();
  writeFileSync(join(nextDir, CRITICAL_CSS_FILE), JSON.stringify(entriesToJson(entries)));
  return { pages, keys: entries.length, runs, totalMs: total, maxMs: max };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.argv[2] ?? fileURLToPath(new URL("../.next", import.meta.url));
  const r = await warmCriticalCss(dir);
  console.log(
    `Critical CSS: ${r.keys} routes from ${r.pages} prerendered pages, ${r.runs} beasties runs, ` +
      `${(r.totalMs / Math.max(1, r.runs)).toFixed(0)} ms each on average (max ${r.maxMs.toFixed(0)} ms)`,
  );
}
