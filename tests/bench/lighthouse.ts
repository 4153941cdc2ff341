/**
 * Benchmark: Lighthouse mobile scores (default throttling) of routes. Not a test.
 * Usage: tsx tests/bench/lighthouse.ts [baseUrl] [route ...]   (the server must be running: `npm start`)
 * Prints performance, accessibility, best practices and SEO per route (0–100), plus LCP/TBT/CLS.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const DEFAULT_ROUTES = ["/", "/health-insurance"];

async function main() {
  const [base = "http://localhost:3000", ...routes] = process.argv.slice(2);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const rows = [];
  try {
    for (const route of routes.length ? routes : DEFAULT_ROUTES) {
      const result = await lighthouse(base + route, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      });
      if (!result) throw new Error(`no result for ${route}`);
      const { categories: c, audits: a } = result.lhr;
      const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
      rows.push({
        route,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcp: a["largest-contentful-paint"]?.displayValue,
        tbt: a["total-blocking-time"]?.displayValue,
        cls: a["cumulative-layout-shift"]?.displayValue,
      });
      const failing = Object.values(result.lhr.audits)
        .filter((x) => x.score !== null && x.score < 1 && x.scoreDisplayMode === "binary")
        .map((x) => x.id);
      if (failing.length) console.log(`${route} failing audits: ${failing.join(", ")}`);
    }
  } finally {
    chrome.kill();
  }
  console.table(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
