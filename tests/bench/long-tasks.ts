/**
 * Benchmark helper (not a test): the main-thread tasks of a page load that add to Lighthouse's TBT,
 * and what runs inside them, function by function (issue 11, journey hydration).
 *
 * Usage: tsx tests/bench/long-tasks.ts [--runs N] [--rate R] [--profile] [--top K] [--wait MS] URL…
 *
 * - Loads each URL N times (default 5), interleaved round by round (URL order rotates), in Debian's
 *   Chromium (`chromiumLaunch` of playwright.config.ts) at a phone viewport (412×823, touch). A
 *   fresh context per load: nothing cached.
 * - Tasks are judged by their thread CPU time, not wall-clock time: on a shared 2-core machine a
 *   task's wall time swings 3–5× with other sessions' load (Lighthouse's own traces showed 38 ms
 *   tasks with 10 ms of CPU). A long task has more than 12.5 ms of CPU time: 50 ms in Lighthouse's
 *   4× simulation, which observes unthrottled and multiplies. Blocking is estimated the same way,
 *   Σ (4 × cpu − 50 ms). So run unthrottled (the default, `--rate 1`); `--rate 4`
 *   (`Emulation.setCPUThrottlingRate`) stretches thread time too and suits only `--profile`.
 * - Printed per URL as medians: count, CPU time and blocking of the long tasks, the same for
 *   those after first contentful paint (the ones TBT counts) split into script tasks (started by
 *   JavaScript) and the document's own (HTML parsing, style, layout, paint), the CPU time and
 *   number of all tasks after FCP, and the DOM size; the framework's bootstrap task (the floor
 *   page has it too) is shown apart; then the long tasks of the median load.
 * - `--profile`: also records V8's sampling profiler in the trace (`disabled-by-default-v8.cpu_profiler`)
 *   and prints, for the median load, each long task with the functions with the most self time in
 *   it, attributed to the nearest function of the site's own code (`app/`, `components/`, `lib/`…)
 *   on the stack, and the same for all JavaScript after FCP. Function names and files come from
 *   the scripts' source maps when the build has them (`BROWSER_SOURCE_MAPS=1 npm run build`), else
 *   from the minified names and chunk URLs.
 *
 * `RAW_FRAMES=1` adds each function's chunk, line and column (the chunk's own coordinates) to its
 * name: a bundler's module wrapper has no name of its own.
 */
import { chromium, type Browser } from "@playwright/test";
import { chromiumLaunch } from "../../playwright.config";

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread CPU time (µs): what the task cost, whatever else the machine was running. */
  tdur?: number;
  pid: number;
  tid: number;
  id?: string;
  cat?: string;
  args?: Record<string, unknown> & { data?: Record<string, unknown> };
};

type CallFrame = {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
};
type ProfileNode = { id: number; callFrame: CallFrame; parent?: number };
type Sample = { ts: number; node: number };

/**
 * A main-thread task: start (ms after navigation), wall-clock and thread CPU time (ms), CPU time
 * per kind of work inside it, and the first kind (what started it).
 */
type Task = {
  ts: number;
  wall: number;
  cpu: number;
  breakdown: Map<string, number>;
  first: string;
};
type Load = {
  url: string;
  tasks: Task[];
  bootstrap?: Task;
  /** First contentful paint, ms after navigation start (Lighthouse's TBT counts tasks after it). */
  fcp: number;
  /**
   * Main-thread CPU time (ms) of every task after FCP, long or not, the bootstrap task excepted:
   * on a shared machine any task can be stretched past 50 ms of simulated time, so less work
   * in fewer tasks is what keeps Lighthouse's TBT down.
   */
  busyAfterFcp: number;
  /** How many tasks after FCP had 1 ms of CPU time or more (bootstrap excepted). */
  tasksAfterFcp: number;
  dom: number;
  profile?: Profile;
};
type Profile = { nodes: Map<number, ProfileNode>; samples: Sample[] };

const opts = {
  runs: 5,
  rate: 1,
  profile: false,
  top: 12,
  wait: 4000,
  urls: [] as string[],
};
for (let i = 2; i < process.argv.length; i++) {
  const arg = process.argv[i] ?? "";
  const value = () => Number(process.argv[++i]);
  if (arg === "--runs") opts.runs = value();
  else if (arg === "--rate") opts.rate = value();
  else if (arg === "--top") opts.top = value();
  else if (arg === "--wait") opts.wait = value();
  else if (arg === "--profile") opts.profile = true;
  else opts.urls.push(arg);
}
/** A task with more CPU time than this (ms) is a long task: 50 ms in Lighthouse's 4× simulation. */
const LONG_CPU_MS = 12.5;
/** Lighthouse's blocking time of a task of `cpu` ms of real work: simulated at 4×, over 50 ms. */
const simulatedBlocking = (cpu: number) => Math.max(0, 4 * cpu - 50);

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length === 0 ? Number.NaN : s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

/** Top-level kinds of work inside a task, from devtools.timeline event names. */
function kindOf(e: TraceEvent): string | undefined {
  const data = e.args?.data as { url?: string; functionName?: string } | undefined;
  const file = (url?: string) => (url ? (url.split("/").pop() ?? url).slice(0, 40) : "?");
  switch (e.name) {
    case "EvaluateScript":
      return `evaluate ${file(data?.url)}`;
    case "v8.compileModule":
    case "v8.evaluateModule":
      return `module ${file((e.args as { fileName?: string } | undefined)?.fileName)}`;
    case "FunctionCall":
      return `call ${file(data?.url)}`;
    case "TimerFire":
      return "timer";
    case "EventDispatch":
      return `event ${String((data as { type?: string } | undefined)?.type ?? "")}`;
    case "FireAnimationFrame":
      return "animation frame";
    case "ParseHTML":
      return "parse HTML";
    case "ParseAuthorStyleSheet":
      return "parse CSS";
    case "UpdateLayoutTree":
    case "RecalculateStyles":
      return "style";
    case "Layout":
      return "layout";
    case "Paint":
    case "PrePaint":
    case "Layerize":
    case "UpdateLayer":
      return "paint";
    case "MinorGC":
    case "MajorGC":
    case "V8.GC_SCAVENGER":
      return "gc";
    case "v8.compile":
    case "V8.CompileCode":
      return "compile";
    case "RunMicrotasks":
    case "V8.RunMicrotasks":
      return "microtasks";
    default:
      return undefined;
  }
}

async function loadOnce(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: opts.rate });
  const categories = [
    "devtools.timeline",
    "disabled-by-default-devtools.timeline",
    "v8.execute",
    "blink.user_timing",
    "loading",
  ];
  if (opts.profile) categories.push("disabled-by-default-v8.cpu_profiler");
  await browser.startTracing(page, { categories });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForTimeout(opts.wait);
  const dom = await page.evaluate(() => document.getElementsByTagName("*").length);
  const buffer = await browser.stopTracing();
  await context.close();
  const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  return { url, dom, ...analyse(events) };
}

function analyse(events: TraceEvent[]): Omit<Load, "url" | "dom"> {
  // The page's renderer: the one that parsed its HTML. Its start: the last navigationStart there
  // before the parsing (the event is sometimes missing; then the parsing itself).
  const parse = events
    .filter(
      (e) =>
        e.name === "ParseHTML" &&
        String((e.args?.beginData as { url?: string } | undefined)?.url ?? "").startsWith("http"),
    )
    .sort((a, b) => a.ts - b.ts)[0];
  if (!parse) throw new Error("the trace has no parsing of the page's HTML");
  const nav =
    events
      .filter((e) => e.name === "navigationStart" && e.pid === parse.pid && e.ts <= parse.ts)
      .sort((a, b) => b.ts - a.ts)[0] ?? parse;
  const main = events.find(
    (e) =>
      e.name === "thread_name" &&
      e.pid === nav.pid &&
      (e.args as { name?: string } | undefined)?.name === "CrRendererMain",
  );
  const tid = main?.tid ?? nav.tid;
  const onMain = events
    .filter((e) => e.pid === nav.pid && e.tid === tid && e.ph === "X" && e.ts >= nav.ts)
    .sort((a, b) => a.ts - b.ts);
  const runTasks = onMain.filter(
    (e) => e.name === "RunTask" || e.name === "ThreadControllerImpl::RunTask",
  );
  const tasks: Task[] = [];
  for (const t of runTasks) {
    const cpu = (t.tdur ?? t.dur ?? 0) / 1000;
    if (cpu <= LONG_CPU_MS) continue;
    const end = t.ts + (t.dur ?? 0);
    // Breakdown: the outermost recognised events inside the task (nested ones are not counted twice).
    const breakdown = new Map<string, number>();
    let coveredUntil = t.ts;
    let first = "";
    for (const e of onMain) {
      if (e.ts < t.ts || e.ts >= end || e === t) continue;
      const kind = kindOf(e);
      if (!kind || e.ts < coveredUntil) continue;
      coveredUntil = e.ts + (e.dur ?? 0);
      first ||= kind;
      breakdown.set(kind, (breakdown.get(kind) ?? 0) + (e.tdur ?? e.dur ?? 0) / 1000);
    }
    tasks.push({ ts: (t.ts - nav.ts) / 1000, wall: (t.dur ?? 0) / 1000, cpu, breakdown, first });
  }
  // The framework's bootstrap: the longest task that starts by evaluating a script (Next's main
  // chunk, which runs the modules it needs before hydrating).
  let bootstrapIndex = -1;
  tasks.forEach((t, i) => {
    if (
      t.first.startsWith("evaluate") &&
      (bootstrapIndex < 0 || t.cpu > tasks[bootstrapIndex]!.cpu)
    )
      bootstrapIndex = i;
  });
  const bootstrap = bootstrapIndex >= 0 ? tasks.splice(bootstrapIndex, 1)[0] : undefined;
  const fcp = events.find(
    (e) => e.name === "firstContentfulPaint" && e.pid === nav.pid && e.ts >= nav.ts,
  );
  const bootTs = bootstrap ? nav.ts + bootstrap.ts * 1000 : -1;
  const busy = runTasks.filter(
    (t) =>
      t.ts >= (fcp?.ts ?? nav.ts) && Math.abs(t.ts - bootTs) > 1 && (t.tdur ?? t.dur ?? 0) >= 1000,
  );
  return {
    tasks,
    bootstrap,
    fcp: fcp ? (fcp.ts - nav.ts) / 1000 : 0,
    busyAfterFcp: busy.reduce((sum, t) => sum + (t.tdur ?? t.dur ?? 0), 0) / 1000,
    tasksAfterFcp: busy.length,
    ...(opts.profile ? { profile: profileOf(events, nav.pid, tid, nav.ts) } : {}),
  };
}

/** The sampled profile of the main thread, sample times relative to navigation start (µs → ms). */
function profileOf(events: TraceEvent[], pid: number, tid: number, t0: number): Profile {
  const nodes = new Map<number, ProfileNode>();
  const samples: Sample[] = [];
  const heads = events.filter((e) => e.name === "Profile" && e.pid === pid && e.tid === tid);
  for (const head of heads) {
    let ts = Number((head.args?.data as { startTime?: number } | undefined)?.startTime ?? head.ts);
    for (const chunk of events) {
      if (chunk.name !== "ProfileChunk" || chunk.id !== head.id || chunk.pid !== pid) continue;
      const data = chunk.args?.data as {
        cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
        timeDeltas?: number[];
      };
      for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const ids = data.cpuProfile?.samples ?? [];
      const deltas = data.timeDeltas ?? [];
      ids.forEach((id, i) => {
        ts += deltas[i] ?? 0;
        samples.push({ ts: (ts - t0) / 1000, node: id });
      });
    }
  }
  return { nodes, samples };
}

/** A decoded source map (version 3, no sections): per generated line, its segments. */
type SourceMap = {
  sources: string[];
  names: string[];
  /** [generated column, source index, source line, source column, name index?] per segment. */
  lines: number[][][];
};

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Decodes a source map's `mappings` (Base64 VLQ, fields relative to the previous segment). */
function decodeMap(raw: { sources: string[]; names?: string[]; mappings: string }): SourceMap {
  const lines: number[][][] = [];
  const state = [0, 0, 0, 0, 0];
  for (const line of raw.mappings.split(";")) {
    state[0] = 0;
    const segments: number[][] = [];
    for (const text of line.split(",")) {
      if (!text) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const ch of text) {
        const digit = BASE64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      fields.forEach((f, i) => (state[i] = (state[i] ?? 0) + f));
      segments.push(state.slice(0, fields.length));
    }
    lines.push(segments);
  }
  return { sources: raw.sources, names: raw.names ?? [], lines };
}

/**
 * The original source, line (1-based) and name of a function that starts at a 0-based generated
 * position: the segment there, else the next one on the line (a bundler's module wrapper has no
 * mapping of its own; its body's first token says which file it is).
 */
function lookup(map: SourceMap, line: number, column: number) {
  const seg = (map.lines[line] ?? []).find((s) => (s[0] ?? 0) >= column && s.length >= 4);
  if (!seg) return undefined;
  return {
    source: map.sources[seg[1] ?? 0] ?? "?",
    line: (seg[2] ?? 0) + 1,
    name: seg.length > 4 && seg[0] === column ? map.names[seg[4] ?? 0] : undefined,
  };
}

const maps = new Map<string, Promise<SourceMap | null>>();
/** The source map a script names (`//# sourceMappingURL=`), fetched once per script. */
function sourceMap(url: string): Promise<SourceMap | null> {
  if (!url.startsWith("http")) return Promise.resolve(null);
  if (!maps.has(url))
    maps.set(
      url,
      (async () => {
        try {
          const script = await (await fetch(url)).text();
          const name = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(script)?.[1];
          if (!name || name.startsWith("data:")) return null;
          const res = await fetch(new URL(name, url));
          return res.ok ? decodeMap((await res.json()) as Parameters<typeof decodeMap>[0]) : null;
        } catch {
          return null; // no map: minified names
        }
      })(),
    );
  return maps.get(url)!;
}

/** "file:line name" of a frame, through the source map when there is one. */
async function where(frame: CallFrame): Promise<{ label: string; file: string; own: boolean }> {
  const fn = frame.functionName || "(anonymous)";
  if (!frame.url) return { label: fn, file: fn, own: false };
  const map = await sourceMap(frame.url);
  const chunk = frame.url.split("/").pop() ?? frame.url;
  if (!map) return { label: `${chunk} ${fn}`, file: chunk, own: false };
  const pos = lookup(map, frame.lineNumber, frame.columnNumber);
  if (!pos) return { label: `${chunk} ${fn}`, file: chunk, own: false };
  const source = pos.source
    .replace(/^.*\/node_modules\//, "node_modules/")
    .replace(/^(turbopack:\/\/\/|webpack:\/\/|file:\/\/)/, "")
    .replace(/^\[project\]\//, "")
    .replace(/^.*\/wt-[^/]+\//, "");
  const own =
    !source.includes("node_modules/") && /^(app|components|lib|i18n|content)\//.test(source);
  // A package by its name; Next's bundled copies (react-dom, the RSC client) by their own.
  const file = source.startsWith("node_modules/")
    ? source
        .replace(/^node_modules\/next\/dist\/compiled\/([^/]+)\/.*$/, "$1")
        .replace(/^node_modules\/((?:@[^/]+\/)?[^/]+)\/.*$/, "$1")
    : source;
  const raw = process.env.RAW_FRAMES
    ? ` [${chunk}:${frame.lineNumber}:${frame.columnNumber} ${fn}]`
    : "";
  return { label: `${source}:${pos.line} ${pos.name ?? fn}${raw}`, file, own };
}

async function explain(load: Load): Promise<void> {
  const profile = load.profile;
  const all = [...(load.bootstrap ? [{ ...load.bootstrap, boot: true }] : []), ...load.tasks].sort(
    (a, b) => a.ts - b.ts,
  );
  const cache = new Map<number, Awaited<ReturnType<typeof where>>>();
  const frameOf = async (id: number) => {
    if (!cache.has(id)) cache.set(id, await where(profile!.nodes.get(id)!.callFrame));
    return cache.get(id)!;
  };
  /** Prints where `samples` went, each standing for `step` ms. */
  const summarise = async (samples: Sample[], step: number) => {
    if (!profile) return;
    const self = new Map<string, number>();
    const leaves = new Map<string, number>();
    const ownTotal = new Map<string, number>();
    const modules = new Map<string, number>();
    for (const s of samples) {
      const leaf = profile.nodes.get(s.node);
      if (!leaf) continue;
      const leafWhere = await frameOf(leaf.id);
      if (leaf.callFrame.functionName === "(idle)" || leaf.callFrame.functionName === "(program)")
        continue;
      // The nearest function of the site's own code on the stack: whose work this sample is.
      let owner = "(framework only)";
      const seen = new Set<string>();
      for (
        let n: ProfileNode | undefined = leaf;
        n;
        n = n.parent ? profile.nodes.get(n.parent) : undefined
      ) {
        if (!n.callFrame.url) continue;
        const w = await frameOf(n.id);
        if (w.own && owner === "(framework only)") owner = w.label;
        if (w.own && !seen.has(w.label)) {
          seen.add(w.label);
          ownTotal.set(w.label, (ownTotal.get(w.label) ?? 0) + step);
        }
      }
      const key = `${leafWhere.file}  ←  ${owner}`;
      self.set(key, (self.get(key) ?? 0) + step);
      modules.set(leafWhere.file, (modules.get(leafWhere.file) ?? 0) + step);
      leaves.set(leafWhere.label, (leaves.get(leafWhere.label) ?? 0) + step);
    }
    const top = (m: Map<string, number>, k: number) =>
      [...m].sort((a, b) => b[1] - a[1]).slice(0, k);
    console.log(
      `    self by module: ${top(modules, 10)
        .map(([k, v]) => `${k} ${v.toFixed(1)}`)
        .join(", ")}`,
    );
    for (const [k, v] of top(self, opts.top)) console.log(`    ${v.toFixed(1).padStart(6)}  ${k}`);
    console.log("    functions, self:");
    for (const [k, v] of top(leaves, Math.ceil(opts.top / 2)))
      console.log(`    ${v.toFixed(1).padStart(6)}  ${k}`);
    console.log("    site code, total:");
    for (const [k, v] of top(ownTotal, Math.ceil(opts.top / 2)))
      console.log(`    ${v.toFixed(1).padStart(6)}  ${k}`);
  };
  for (const task of all) {
    const parts = [...task.breakdown]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([k, v]) => `${k} ${v.toFixed(1)}`)
      .join(", ");
    console.log(
      `  task @${task.ts.toFixed(0)} ms  cpu ${task.cpu.toFixed(1)} ms (wall ${task.wall.toFixed(0)})${"boot" in task ? " (bootstrap)" : ""}: ${parts}`,
    );
    if (!profile) continue;
    const inTask = profile.samples.filter((s) => s.ts >= task.ts && s.ts < task.ts + task.wall);
    // Samples are taken on wall-clock time: each stands for an equal share of the task's CPU time.
    await summarise(inTask, inTask.length > 1 ? task.cpu / inTask.length : 0);
  }
  if (!profile) return;
  // Everything after FCP but the bootstrap task: short tasks add up, and on a busy machine any
  // of them can be stretched past Lighthouse's 50 ms.
  const boot = load.bootstrap;
  const after = profile.samples.filter(
    (s) => s.ts >= load.fcp && !(boot && s.ts >= boot.ts && s.ts < boot.ts + boot.wall),
  );
  const deltas = after.slice(1).map((s, i) => s.ts - after[i]!.ts);
  const interval = median(deltas.filter((d) => d > 0));
  console.log(
    `  all JavaScript after FCP, bootstrap task excepted (sampled every ${interval.toFixed(2)} ms):`,
  );
  await summarise(after, interval);
}

async function main(): Promise<void> {
  if (!opts.urls.length)
    throw new Error("usage: long-tasks.ts [--runs N] [--rate R] [--profile] URL…");
  const browser = await chromium.launch(chromiumLaunch);
  const loads = new Map<string, Load[]>(opts.urls.map((u) => [u, []]));
  try {
    for (let run = 0; run < opts.runs; run++) {
      // Rotate the order each round so no URL always goes first (a cold server or a busy CPU).
      const order = opts.urls.map((_, i) => opts.urls[(i + run) % opts.urls.length]!);
      for (const url of order) loads.get(url)!.push(await loadOnce(browser, url));
    }
  } finally {
    await browser.close();
  }
  console.log(
    `CPU ×${opts.rate}; long task = over ${LONG_CPU_MS} ms of thread CPU time (real work, 50 ms at Lighthouse's 4×); ` +
      `blocking = Σ (4 × cpu − 50 ms), Lighthouse-style; medians of ${opts.runs}; the bootstrap task apart`,
  );
  for (const [url, runs] of loads) {
    const blocking = (tasks: Task[]) => tasks.reduce((s, t) => s + simulatedBlocking(t.cpu), 0);
    const total = (l: Load) => l.tasks.reduce((s, t) => s + t.cpu, 0);
    const afterFcp = (l: Load) => l.tasks.filter((t) => t.ts >= l.fcp);
    // Script tasks start in JavaScript; the rest (HTML parsing, style, layout, paint) is the
    // document's own work, which Lighthouse lists under the page's URL.
    const isScript = (t: Task) =>
      /^(evaluate|module|call|timer|microtasks|animation)/.test(t.first);
    const m = (f: (l: Load) => number, digits = 0) => median(runs.map(f)).toFixed(digits);
    console.log(
      `${url}\n  long tasks ${m((l) => l.tasks.length)}  cpu ${m(total)} ms  blocking ${m((l) => blocking(l.tasks))} ms` +
        `  | after FCP ${m((l) => afterFcp(l).length)} (script ${m((l) => afterFcp(l).filter(isScript).length)}, document ${m((l) => afterFcp(l).filter((t) => !isScript(t)).length)}) blocking ${m((l) => blocking(afterFcp(l)))} ms` +
        `\n  after FCP: cpu ${m((l) => l.busyAfterFcp)} ms in ${m((l) => l.tasksAfterFcp)} tasks of 1 ms+` +
        `  | bootstrap cpu ${m((l) => l.bootstrap?.cpu ?? 0)} ms  FCP ${m((l) => l.fcp)} ms  DOM ${m((l) => l.dom)}` +
        `\n  per run (count/cpu): ${runs.map((l) => `${l.tasks.length}/${total(l).toFixed(0)}`).join(" ")}`,
    );
    const sorted = [...runs].sort((a, b) => blocking(a.tasks) - blocking(b.tasks));
    const typical = sorted[Math.floor(sorted.length / 2)];
    if (typical) await explain(typical);
  }
}

await main();
