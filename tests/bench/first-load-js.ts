/**
 * Benchmark: first-load JavaScript of routes, in kB gzipped (not a test).
 * Usage: tsx tests/bench/first-load-js.ts [baseUrl] [route ...]   (default http://localhost:3000 and all content routes)
 * The server must be running (`npm start`).
 *
 * First-load JS = the scripts the HTML names (`<script src>`, plus `<link rel="preload" as="script">`
 * and `modulepreload`), each counted once, `nomodule` scripts excluded (modern browsers skip them).
 * Each body is gzipped here with zlib's default level, which is what Next's on-the-fly compression
 * sends, so the figure does not depend on the server in front (next start, nginx, a CDN).
 */
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { contentRoutes } from "../../lib/seo/content-routes";

/** One route's first-load JS: how many scripts and their gzipped total in kB (1 kB = 1024 bytes, one decimal). */
export type FirstLoadJs = { route: string; scripts: number; kB: number };

/** The script URLs an HTML document names, absolute, in document order, without `nomodule` ones. */
export function scriptUrlsOf(html: string, pageUrl: string): string[] {
  const urls = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const attr = (name: string) =>
      new RegExp(`\\s${name}(?:=(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, "i").exec(tag);
    const value = (name: string) => {
      const m = attr(name);
      return m ? (m[1] ?? m[2] ?? m[3] ?? "") : undefined;
    };
    let src: string | undefined;
    if (/^<script/i.test(tag)) {
      if (attr("nomodule")) continue;
      src = value("src");
    } else {
      const rel = value("rel")?.toLowerCase();
      if (rel === "modulepreload" || (rel === "preload" && value("as")?.toLowerCase() === "script"))
        src = value("href");
    }
    if (src) urls.add(new URL(src.replace(/&amp;/g, "&"), pageUrl).href);
  }
  return [...urls];
}

/**
 * Fetches `base + route`, then every script its HTML names, and sums their gzipped sizes.
 * @throws when the page or a script does not answer 2xx.
 */
export async function firstLoadJs(base: string, route: string): Promise<FirstLoadJs> {
  const pageUrl = base + route;
  const page = await fetch(pageUrl);
  if (!page.ok) throw new Error(`${pageUrl} answered ${page.status}`);
  const urls = scriptUrlsOf(await page.text(), pageUrl);
  const sizes = await Promise.all(
    urls.map(async (url) => {
      const res = await fetch(url);
      if (!res.ok) throw new Error(`${url} answered ${res.status}`);
      return gzipSync(Buffer.from(await res.arrayBuffer())).length;
    }),
  );
  const bytes = sizes.reduce((a, b) => a + b, 0);
  return { route, scripts: urls.length, kB: Math.round(bytes / 102.4) / 10 };
}

async function main() {
  const [base = "http://localhost:3000", ...routes] = process.argv.slice(2);
  const rows: FirstLoadJs[] = [];
  for (const route of routes.length ? routes : contentRoutes)
    rows.push(await firstLoadJs(base, route));
  console.table(rows);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
