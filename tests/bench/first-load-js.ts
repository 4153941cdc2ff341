/**
 * Benchmark: first-load JavaScript of routes, in kB gzipped as transferred (not a test).
 * Usage: tsx tests/bench/first-load-js.ts [baseUrl] [route ...]   (default http://localhost:3000 and all content routes)
 * The server must be running (`npm start`). Next compresses responses with gzip, so the
 * encoded body size of each script is its gzipped size.
 */
import { chromium } from "@playwright/test";

const CONTENT_ROUTES = [
  "/", "/health-insurance", "/motor-insurance", "/home-insurance", "/travel-insurance", "/marine-insurance",
  "/mto-insurance", "/cyber-insurance", "/life-insurance", "/posp", "/claims", "/about", "/contact", "/jobs",
  "/platform/policies/terms-and-conditions", "/thank-you", "/demo",
];

async function main() {
  const [base = "http://localhost:3000", ...routes] = process.argv.slice(2);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking"],
  });
  const rows: { route: string; scripts: number; kB: number }[] = [];
  for (const route of routes.length ? routes : CONTENT_ROUTES) {
    const page = await browser.newPage();
    // First-load JS = scripts the page requests before its load event (later prefetches excluded).
    const requests: import("@playwright/test").Request[] = [];
    let loaded = false;
    page.on("request", (req) => {
      if (!loaded && req.resourceType() === "script") requests.push(req);
    });
    await page.goto(base + route, { waitUntil: "load" });
    loaded = true;
    const sizes = await Promise.all(
      requests.map(async (req) => {
        const response = await req.response();
        await response?.finished();
        return (await req.sizes()).responseBodySize;
      }),
    );
    const bytes = sizes.reduce((a, b) => a + b, 0);
    rows.push({ route, scripts: sizes.length, kB: Math.round(bytes / 102.4) / 10 });
    await page.close();
  }
  await browser.close();
  console.table(rows);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
