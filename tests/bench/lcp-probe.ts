/**
 * Benchmark helper (not a test): why a page's simulated LCP is what it is. Runs Lighthouse 12
 * (mobile, default simulated throttling) once per URL and prints the observed paint timings, the
 * LCP element, and every network request with its start and end relative to navigation, marking
 * those that finished before the observed LCP: Lantern's LCP graphs include exactly those (plus
 * the CPU tasks that evaluated them), so they are what the simulated LCP pays for.
 *
 * Usage: tsx tests/bench/lcp-probe.ts URL [URL ...]   (servers must be running)
 * Writes each full report to bench-results/lcp-probe-<n>.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumLaunch } from "../../playwright.config";

type Item = Record<string, unknown>;

async function main(): Promise<void> {
  const urls = process.argv.slice(2);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunch.executablePath,
    chromeFlags: ["--headless=new", ...chromiumLaunch.args],
  });
  mkdirSync("bench-results", { recursive: true });
  try {
    for (const [n, url] of urls.entries()) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
      });
      if (!result) throw new Error(`no result for ${url}`);
      const { lhr } = result;
      writeFileSync(`bench-results/lcp-probe-${n}.json`, JSON.stringify(lhr));
      const audit = (id: string) => lhr.audits[id];
      const metrics = (audit("metrics")?.details as { items?: Item[] } | undefined)?.items?.[0];
      const obsLcp = Number(metrics?.observedLargestContentfulPaint ?? 0);
      console.log(
        `\n=== ${url}  perf ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}`,
      );
      console.log(
        `simulated FCP ${Math.round(Number(metrics?.firstContentfulPaint))} LCP ${Math.round(Number(metrics?.largestContentfulPaint))} TBT ${Math.round(Number(metrics?.totalBlockingTime))}; observed FCP ${Math.round(Number(metrics?.observedFirstContentfulPaint))} LCP ${Math.round(obsLcp)} DCL ${Math.round(Number(metrics?.observedDomContentLoaded))} load ${Math.round(Number(metrics?.observedLoad))}`,
      );
      const el = audit("largest-contentful-paint-element")?.details as
        { items?: { items?: Item[] }[] } | undefined;
      for (const table of el?.items ?? [])
        for (const row of table.items ?? [])
          console.log(
            "  LCP:",
            JSON.stringify(row, (k, v: unknown) => (k === "boundingRect" ? undefined : v)).slice(
              0,
              300,
            ),
          );
      const reqs = (audit("network-requests")?.details as { items?: Item[] } | undefined)?.items;
      for (const r of reqs ?? []) {
        const end = Number(r.networkEndTime);
        console.log(
          `  ${end <= obsLcp ? "*" : " "} ${String(Math.round(Number(r.networkRequestTime))).padStart(5)}-${String(Math.round(end)).padStart(5)} ms ${String(r.priority).padEnd(8)} ${String(r.resourceType).padEnd(10)} ${String(Math.round(Number(r.transferSize) / 102.4) / 10).padStart(6)} kB ${String(r.url).replace(/^https?:\/\/[^/]+/, "")}`,
        );
      }
      const boot = (audit("bootup-time")?.details as { items?: Item[] } | undefined)?.items;
      for (const b of boot ?? [])
        console.log(
          `  cpu ${String(b.url).replace(/^https?:\/\/[^/]+/, "")} total ${Math.round(Number(b.total))} script ${Math.round(Number(b.scripting))}`,
        );
    }
  } finally {
    chrome.kill();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
