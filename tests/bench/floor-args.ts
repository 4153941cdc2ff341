/**
 * `npm run bench:floor` options (tests/bench/floor.ts), parsed apart from the run so they can be
 * unit-tested.
 */

/** How Lighthouse throttles the loads whose LCP is judged. */
export type Throttling = "devtools" | "simulate";

/** The parsed options of `bench:floor`. */
export type FloorOptions = {
  /** Interleaved rounds (each measures the floor and then every route once); default 3. */
  rounds: number;
  /** Routes to measure (paths or absolute URLs); undefined = every content route and the journeys. */
  routes: string[] | undefined;
  /** An already running site (no trailing slash); undefined = start the built site. */
  siteUrl: string | undefined;
  /** Run `npm run build` first. */
  build: boolean;
  /** Add the three journey pages to `routes`. */
  journeys: boolean;
  /** Benchmark index to calibrate the CPU slowdown against (`--calibrate`), else none. */
  calibrate: number | undefined;
  /**
   * The throttling LCP is judged under: "devtools" (default; Lighthouse's applied throttling,
   * 562.5 ms request latency, 1.47 Mbps, 4× CPU: what a phone on 4G sees) or "simulate"
   * (Lantern, which then judges LCP too). Perf, TBT and CLS are always Lantern's.
   */
  throttling: Throttling;
  /** Measure each page's no-script twin too (default; `--no-twins` skips them). */
  twins: boolean;
};

/**
 * Parses `bench:floor`'s arguments.
 * @throws Error on an unknown option, a missing value or an unknown throttling method.
 */
export function parseFloorArgs(argv: string[]): FloorOptions {
  const opts: FloorOptions = {
    rounds: 3,
    routes: undefined,
    siteUrl: undefined,
    build: false,
    journeys: false,
    calibrate: undefined,
    throttling: "devtools",
    twins: true,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${arg} needs a value`);
      return v;
    };
    if (arg === "--rounds") opts.rounds = Math.max(1, Number.parseInt(next(), 10) || 3);
    else if (arg === "--routes")
      opts.routes = next()
        .split(",")
        .map((r) => r.trim())
        .filter(Boolean);
    else if (arg === "--site-url") opts.siteUrl = next().replace(/\/$/, "");
    else if (arg === "--build") opts.build = true;
    else if (arg === "--journeys") opts.journeys = true;
    else if (arg === "--calibrate")
      opts.calibrate = /^\d+$/.test(argv[i + 1] ?? "") ? Number(argv[++i]) : 3000;
    else if (arg === "--throttling") {
      const v = next();
      if (v !== "devtools" && v !== "simulate")
        throw new Error(`--throttling is devtools or simulate, not ${v}`);
      opts.throttling = v;
    } else if (arg === "--no-twins") opts.twins = false;
    else throw new Error(`unknown option ${arg}`);
  }
  return opts;
}

/**
 * Lighthouse's settings for a load under applied ("devtools") throttling: its mobile 4G figures
 * (request latency 150 ms × 3.75, throughput 1.6 Mbps × 0.9) and the given CPU slowdown.
 */
export function appliedThrottling(cpuSlowdownMultiplier: number) {
  return {
    throttlingMethod: "devtools" as const,
    throttling: {
      rttMs: 150,
      throughputKbps: 1638.4,
      requestLatencyMs: 562.5,
      downloadThroughputKbps: 1474.56,
      uploadThroughputKbps: 675,
      cpuSlowdownMultiplier,
    },
  };
}
