/**
 * Benchmark helper (not a test): what a page's main thread does between its HTML's first byte
 * and its LCP under applied throttling (Lighthouse `throttlingMethod: "devtools"`, the figures of
 * `bench:floor`). Prints, in ms from navigation start, each chunk of the document as the renderer
 * received it, every main-thread task from the first chunk to the LCP (CPU split into parse,
 * style, layout, paint, script), the first paint and every LCP candidate (size, node).
 *
 * Usage: tsx tests/bench/paint-trace.ts [--cpu N] [--unthrottled] URL [URL ...]   (servers must be running)
 * `--unthrottled` loads without any throttling: the load Lantern observes and then simulates.
 * `DETAIL=1` lists each task's parse, style, layout and paint events; `TRACE_OUT=dir` writes
 * each trace there as `<port><path>.json`. Each parse task shows how many characters of the HTML
 * the parser still had before it (`[parser: N chars left]`): the difference between two is what
 * one slice parsed, and a frame drawn between two slices holds only what came before.
 */
import { writeFileSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumLaunch } from "../../playwright.config";
import { appliedThrottling } from "./floor-args";

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: {
    data?: Record<string, unknown>;
    beginData?: Record<string, unknown>;
    endData?: Record<string, unknown>;
    frame?: string;
    bytes_queued?: number;
    elementCount?: number;
  };
};

const KINDS: [string, RegExp][] = [
  ["parse", /^(ParseHTML|ParseAuthorStyleSheet)$/],
  ["style", /^(UpdateLayoutTree|RecalculateStyles)$/],
  ["layout", /^Layout$/],
  ["paint", /^(Paint|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit)$/],
  ["script", /^(EvaluateScript|FunctionCall|v8\.compile|v8\.compileModule|EventDispatch)$/],
];

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  let cpu = 4;
  const cpuAt = args.indexOf("--cpu");
  if (cpuAt >= 0) {
    cpu = Number(args[cpuAt + 1]);
    args.splice(cpuAt, 2);
  }
  const unthrottled = args.includes("--unthrottled");
  if (unthrottled) args.splice(args.indexOf("--unthrottled"), 1);
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumLaunch.executablePath,
    chromeFlags: ["--headless=new", ...chromiumLaunch.args],
  });
  try {
    for (const url of args) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance"],
        ...(unthrottled ? { throttlingMethod: "provided" as const } : appliedThrottling(cpu)),
        // The parser's own events (HTMLDocumentParser::PumpTokenizer): how much HTML each
        // parse task had left to parse, so how far each one got.
        additionalTraceCategories: "blink",
      });
      if (!result) throw new Error(`no result for ${url}`);
      // A page that did not load (a server not started, a floor app not built) leaves no trace:
      // say which and why rather than fail on the missing field.
      const trace = (result.artifacts as unknown as { Trace?: { traceEvents: TraceEvent[] } })
        .Trace;
      if (!trace)
        throw new Error(
          `no trace for ${url}: ${result.lhr.runtimeError?.message ?? "Lighthouse recorded none"}`,
        );
      const events = trace.traceEvents;
      // TRACE_OUT=dir keeps each trace for a closer look (e.g. in Chrome's Performance panel).
      if (process.env.TRACE_OUT)
        writeFileSync(
          `${process.env.TRACE_OUT}/${new URL(url).port}${new URL(url).pathname.replace(/\W+/g, "_")}.json`,
          JSON.stringify({ traceEvents: events }),
        );
      report(url, events, result.lhr.audits["largest-contentful-paint"]?.numericValue ?? 0);
    }
  } finally {
    chrome.kill();
  }
}

function report(url: string, events: TraceEvent[], lcp: number): void {
  const nav = events.find(
    (e) =>
      e.name === "navigationStart" &&
      (e.args?.data?.isLoadingMainFrame as boolean) &&
      String(e.args?.data?.documentLoaderURL ?? "").startsWith("http"),
  );
  if (!nav) throw new Error("no navigationStart");
  const t = (ts: number) => Math.round((ts - nav.ts) / 100) / 10;
  const main = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid);
  console.log(`\n=== ${url}  LCP ${Math.round(lcp)} ms`);
  const docId = events.find((e) => e.name === "ResourceSendRequest" && e.args?.data?.url === url)
    ?.args?.data?.requestId;
  let total = 0;
  for (const e of events) {
    if (e.args?.data?.requestId !== docId) continue;
    if (e.name === "ResourceReceivedData") {
      total += Number(e.args?.data?.encodedDataLength ?? 0);
      console.log(`  ${t(e.ts)}  html chunk ${e.args?.data?.encodedDataLength} B (Σ ${total})`);
    } else if (e.name === "ResourceFinish" || e.name === "ResourceReceiveResponse")
      console.log(`  ${t(e.ts)}  ${e.name}`);
  }
  const firstChunk = events.find(
    (e) => e.name === "ResourceReceivedData" && e.args?.data?.requestId === docId,
  );
  const from = firstChunk ? firstChunk.ts - 5000 : nav.ts;
  const until = nav.ts + lcp * 1000 + 5000;
  for (const e of main) {
    if (e.ts < from || e.ts > until) continue;
    if (e.name === "RunTask" && (e.dur ?? 0) > 500) {
      const inside = main.filter(
        (c) =>
          c.ph === "X" && c.ts >= e.ts && c.ts + (c.dur ?? 0) <= e.ts + (e.dur ?? 0) && c !== e,
      );
      const split = KINDS.map(([k, re]) => {
        const ms = inside.filter((c) => re.test(c.name)).reduce((s, c) => s + (c.dur ?? 0), 0);
        return ms > 300 ? `${k} ${Math.round(ms / 100) / 10}` : "";
      })
        .filter(Boolean)
        .join(", ");
      // Chrome's parser works in slices (a 10 ms budget for its first yields in the body, then
      // 500 ms; 2 yields and 50 ms on Android) and a frame can be drawn between two: the HTML
      // characters still to parse when each slice began show where that frame stopped.
      const pumps = inside.filter((c) => c.name === "HTMLDocumentParser::PumpTokenizer");
      const lines = pumps.length
        ? ` [parser: ${pumps.map((c) => `${String(c.args?.bytes_queued)} chars left`).join(", ")}]`
        : "";
      console.log(`  ${t(e.ts)}  task ${Math.round((e.dur ?? 0) / 100) / 10} ms: ${split}${lines}`);
      if (process.env.DETAIL)
        for (const c of inside)
          if (
            (c.dur ?? 0) > 1000 &&
            /^(ParseHTML|ParseAuthorStyleSheet|UpdateLayoutTree|Layout|Paint|EvaluateScript)$/.test(
              c.name,
            )
          )
            console.log(
              `      ${t(c.ts)} ${c.name} ${Math.round((c.dur ?? 0) / 100) / 10} ms ${JSON.stringify({ ...c.args?.beginData, ...c.args?.endData, el: c.args?.elementCount, url: c.args?.data?.url ?? c.args?.data?.styleSheetUrl }).slice(0, 160)}`,
            );
    }
    if (
      /^(firstPaint|firstContentfulPaint|firstMeaningfulPaint|largestContentfulPaint::Candidate|MarkDOMContent)$/.test(
        e.name,
      )
    ) {
      const d = e.args?.data;
      console.log(
        `  ${t(e.ts)}  ${e.name}${d?.size ? ` size ${String(d.size)} ${String(d.type ?? "")} node ${String(d.nodeId ?? "")}` : ""}`,
      );
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
