/**
 * Benchmark (not a test): serving throughput of the production topology (issue 11, README
 * "Production topology"): nginx as a TLS-terminating caching proxy in front of two standalone
 * instances sharing their ISR/data cache through Redis, against nginx serving the same HTML from
 * disk with `gzip_static` (the ceiling), over the same protocol: HTTPS with HTTP/1.1 (wrk), then
 * HTTP/2 (h2load, Debian's `nghttp2-client`; skipped, and said so, when it is missing: wrk has no
 * HTTP/2). Then it kills one instance during a run and counts failed requests.
 *
 * Usage: npm run bench:serve -- [--no-build] [--duration S] [--rounds N] [--connections N]
 *          [--kill-duration S] [--kill-connections N] [--no-instructions]
 *
 * Ports (env): NGINX_PORT 8106 (plain HTTP, redirects), TLS_PORT 8107, INSTANCE_PORTS "3306 3307",
 * REDIS_PORT 6106, PG_PORT 5107, SANDBOX_PORT 5106 (a sandbox broker already answering there is
 * reused, else one is started). Several people on one machine: give each their own, e.g.
 * `NGINX_PORT=4250 TLS_PORT=4253 INSTANCE_PORTS="3250 3251" REDIS_PORT=4251 PG_PORT=4254
 * SANDBOX_PORT=4252 npm run bench:serve`.
 * Needs Debian's nginx, redis-server, postgresql and wrk (h2load optional). Builds the site first (with REDIS_URL set, so the
 * build carries the cache handler) unless `--no-build`; data under `.data/deploy` (ignored).
 *
 * Prints per route: requests/s and p99 through the proxy and from nginx alone, and their ratio
 * (goal ≥ 0.8). The two sides alternate in rounds (`--rounds`, `--duration` seconds each; medians
 * reported), so a build or test of someone else on the machine weighs on both alike.
 *
 * Then, on two pages Next renders per request, runs with few connections (`--kill-connections`:
 * such a page renders about 10/s on a busy 2-core machine, and 50 connections would make wrk's
 * 10 s timeout the thing measured): one instance is killed with SIGKILL a third into one run (a
 * crash), and restarted the way a deploy does it (`deploy/run-instances.sh restart`: SIGTERM,
 * Next drains and exits, started again) a third into another. Each prints its failed requests
 * (non-2xx/3xx answers and socket errors; goal 0). The pages: `/blog`, the same for every visitor
 * and micro-cached by nginx for 5 s, and a journey page (the plans of a health request created in
 * the sandbox), which belongs to one visitor and is never cached, so every request reaches an
 * instance. On the journey page a SIGKILL can cost the responses the killed instance had already
 * begun to send: nginx retries a GET on another instance as long as it has sent the client
 * nothing, never after; that line is reported, not judged.
 *
 * Last (unless `--no-instructions`, or without valgrind), nginx is restarted under callgrind and
 * each route's user-space instructions per request are counted through the proxy and from disk
 * (`nginx-instructions.ts`): unlike requests/s, the same on a busy machine, so a change to the
 * nginx config can be judged by it.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { healthRequestKey } from "./health-request";
import { hasCallgrind, instructionsPerRequest } from "./nginx-instructions";

const root = fileURLToPath(new URL("../..", import.meta.url));
const env = (name: string, fallback: string) => process.env[name] || fallback;
const nginxPort = env("NGINX_PORT", "8106");
const tlsPort = env("TLS_PORT", "8107");
const pgPort = env("PG_PORT", "5107");
const instancePorts = env("INSTANCE_PORTS", "3306 3307");
const redisPort = env("REDIS_PORT", "6106");
const sandboxPort = env("SANDBOX_PORT", "5106");
const deployDir = `${root}.data/deploy`;
const benchRoot = `${deployDir}/bench-html`;
const proxy = `https://localhost:${tlsPort}`;
// This process talks only to its own nginx on loopback, whose certificate is the self-signed one
// deploy/make-cert.sh made (wrk and h2load do not verify certificates either).
process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
const sandboxUrl = `http://localhost:${sandboxPort}`;

/**
 * Routes measured through the proxy and from disk: the home page, two static content pages and
 * the blog list (rendered per request by Next, micro-cached by nginx).
 */
const ROUTES = ["/", "/health-insurance", "/about", "/blog"];

const siteEnv = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
  BROKER_API_URL: `http://127.0.0.1:${sandboxPort}`,
  SITE_URL: proxy,
  ASSET_BASE_URL: `${sandboxUrl}/assets`,
  REDIRECT_ALLOWLIST: sandboxUrl,
  DEPLOY_DIR: deployDir,
  NGINX_PORT: nginxPort,
  TLS_PORT: tlsPort,
  PG_PORT: pgPort,
  INSTANCE_PORTS: instancePorts,
  REDIS_PORT: redisPort,
  NGINX_BENCH_ROOT: benchRoot,
};

function parseArgs(argv: string[]) {
  const opts = {
    build: true,
    duration: 3,
    rounds: 5,
    connections: 50,
    killDuration: 20,
    killConnections: 8,
    instructions: true,
  };
  const num = (i: number, fallback: number) => Number(argv[i]) || fallback;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--no-build") opts.build = false;
    else if (arg === "--duration") opts.duration = num(++i, 3);
    else if (arg === "--rounds") opts.rounds = num(++i, 5);
    else if (arg === "--connections") opts.connections = num(++i, 50);
    else if (arg === "--kill-duration") opts.killDuration = num(++i, 20);
    else if (arg === "--kill-connections") opts.killConnections = num(++i, 8);
    else if (arg === "--no-instructions") opts.instructions = false;
    else throw new Error(`unknown option ${arg}`);
  }
  return opts;
}

/** Runs a command to completion; resolves with its stdout. @throws on a non-zero exit. */
function run(
  cmd: string,
  args: string[],
  opts: { inherit?: boolean; env?: Record<string, string> } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...siteEnv, ...opts.env },
      stdio: ["ignore", opts.inherit ? "inherit" : "pipe", "inherit"],
    });
    let out = "";
    child.stdout?.on("data", (c: Buffer) => (out += c.toString()));
    child.on("exit", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(" ")} exited with ${code}`)),
    );
  });
}

async function waitFor(url: string, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

type Wrk = { rps: number; p99: string; requests: number; failed: number; detail: string };

/**
 * One wrk run (2 threads, gzip accepted, latency distribution, 10 s request timeout: wrk's default
 * of 2 s would count slow answers of a busy machine as failures); failed = non-2xx/3xx answers +
 * socket errors (connect, read, write, timeout).
 */
async function wrk(url: string, seconds: number, connections: number): Promise<Wrk> {
  const out = await run("wrk", [
    "-t2",
    `-c${connections}`,
    `-d${seconds}s`,
    "--timeout",
    "10s",
    "--latency",
    "-H",
    "Accept-Encoding: gzip",
    url,
  ]);
  const num = (re: RegExp) => Number(re.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const socketErrors = socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0;
  const non2xx = num(/Non-2xx or 3xx responses: (\d+)/);
  return {
    detail: `non-2xx/3xx ${non2xx}, socket errors ${socket ? `connect ${socket[1]}, read ${socket[2]}, write ${socket[3]}, timeout ${socket[4]}` : "none"}`,
    rps: num(/Requests\/sec:\s+([\d.]+)/),
    p99: /\s99%\s+(\S+)/.exec(out)?.[1] ?? "?",
    requests: num(/(\d+) requests in/),
    failed: non2xx + socketErrors,
  };
}

/** True when Debian's h2load (nghttp2-client) is here. */
const hasH2load = () => spawnSync("h2load", ["--version"]).status === 0;

/**
 * One h2load run over HTTP/2 (2 threads, `connections` connections, 10 concurrent streams each,
 * gzip accepted) for `seconds`; failed = failed, errored and timed-out requests, and any
 * non-2xx/3xx status.
 */
async function h2load(url: string, seconds: number, connections: number): Promise<Wrk> {
  const out = await run("h2load", [
    "-t2",
    `-c${connections}`,
    "-m10",
    `-D${seconds}`,
    "-H",
    "accept-encoding: gzip",
    url,
  ]);
  const num = (re: RegExp) => Number(re.exec(out)?.[1] ?? 0);
  const failed = num(/(\d+) failed/) + num(/(\d+) errored/) + num(/(\d+) timeout/);
  const bad = num(/status codes: \d+ 2xx, \d+ 3xx, (\d+) 4xx/) + num(/(\d+) 5xx/);
  const p99 = /time for request:\s+\S+\s+\S+\s+(\S+)/.exec(out)?.[1] ?? "?";
  if (!/Application protocol: h2/.test(out)) throw new Error(`h2load did not speak h2: ${out}`);
  return {
    detail: `failed ${failed}, non-2xx/3xx ${bad}`,
    rps: num(/finished in [\d.]+m?s, ([\d.]+) req\/s/),
    p99: `${p99} (mean)`,
    requests: num(/requests: (\d+) total/),
    failed: failed + bad,
  };
}

let sandbox: ChildProcess | undefined;

async function stopAll(): Promise<void> {
  await run("bash", ["deploy/run-instances.sh", "stop"]).catch((e: unknown) => console.error(e));
  if (sandbox?.pid && sandbox.exitCode === null) process.kill(-sandbox.pid, "SIGTERM");
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const started = Date.now();

  // The broker: one sandbox for the build and every instance (like one real broker backend).
  const running = await fetch(`${sandboxUrl}/sandbox/leads`).then(
    (r) => r.ok,
    () => false,
  );
  if (!running) startSandbox();
  await waitFor(`${sandboxUrl}/sandbox/leads`, 180_000);

  if (opts.build) {
    console.log("Building the site (standalone, with the Redis cache handler) …");
    // REDIS_URL at build time puts the Redis cache handler into the build (next.config.ts); the
    // instances get theirs from deploy/run-instances.sh, which starts that Redis.
    await run("npm", ["run", "build"], {
      inherit: true,
      // TRUST_PROXY=1: the build leaves the security headers to nginx when it says it adds them.
      env: { REDIS_URL: `redis://127.0.0.1:${redisPort}`, TRUST_PROXY: "1" },
    });
  }
  console.log("Starting Redis, the instances and nginx …");
  mkdirSync(benchRoot, { recursive: true });
  console.log(await run("bash", ["deploy/run-instances.sh", "start"]));

  // The same HTML as static files, gzipped once, served by the same nginx (gzip_static).
  for (const route of ROUTES) {
    const res = await fetch(proxy + route, { headers: { "accept-encoding": "identity" } });
    if (!res.ok) throw new Error(`${route} answered ${res.status} through the proxy`);
    const html = Buffer.from(await res.arrayBuffer());
    const file = `${benchRoot}/${fileOf(route)}`;
    writeFileSync(file, html);
    writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  }

  const rows: Record<string, string | number>[] = [];
  for (const route of ROUTES) {
    for (let i = 0; i < 3; i++)
      await fetch(proxy + route, { headers: { "accept-encoding": "gzip" } }); // fill the cache
    const viaProxy: Wrk[] = [];
    const fromDisk: Wrk[] = [];
    for (let round = 0; round < opts.rounds; round++) {
      viaProxy.push(await wrk(proxy + route, opts.duration, opts.connections));
      fromDisk.push(
        await wrk(`${proxy}/__bench/${fileOf(route)}`, opts.duration, opts.connections),
      );
    }
    const p = median(viaProxy);
    const d = median(fromDisk);
    const failed = viaProxy.reduce((a, w) => a + w.failed, 0);
    rows.push({
      route,
      "static req/s": Math.round(d.rps),
      "static p99": d.p99,
      "proxy req/s": Math.round(p.rps),
      "proxy p99": p.p99,
      ratio: +(p.rps / d.rps).toFixed(2),
      "proxy failed": failed,
      verdict: p.rps >= 0.8 * d.rps && failed === 0 ? "PASS" : "FAIL",
    });
  }

  // The same pairs over HTTP/2: h2load against the same TLS server.
  const h2rows: Record<string, string | number>[] = [];
  if (hasH2load()) {
    for (const route of ROUTES) {
      const viaProxy: Wrk[] = [];
      const fromDisk: Wrk[] = [];
      for (let round = 0; round < opts.rounds; round++) {
        viaProxy.push(await h2load(proxy + route, opts.duration, opts.connections));
        fromDisk.push(
          await h2load(`${proxy}/__bench/${fileOf(route)}`, opts.duration, opts.connections),
        );
      }
      const p = median(viaProxy);
      const d = median(fromDisk);
      const failed = viaProxy.reduce((a, w) => a + w.failed, 0);
      h2rows.push({
        route,
        "static req/s": Math.round(d.rps),
        "proxy req/s": Math.round(p.rps),
        ratio: +(p.rps / d.rps).toFixed(2),
        "proxy failed": failed,
        verdict: p.rps >= 0.8 * d.rps && failed === 0 ? "PASS" : "FAIL",
      });
    }
  }

  const ports = instancePorts.split(/\s+/);
  const victim = ports.at(-1)!;
  const killAt = Math.round((opts.killDuration * 1000) / 3);
  const killRoutes = [
    { route: "/blog", what: "the blog list: rendered per request, micro-cached 5 s", judged: true },
    {
      route: `/insurance-compare/health/${await healthRequestKey(sandboxUrl)}`,
      what: "a journey page (plans): one visitor's, never cached",
      judged: false,
    },
  ];
  const killReports: string[] = [];
  for (const { route, what, judged } of killRoutes) {
    for (let i = 0; i < 5; i++) await fetch(proxy + route); // warm the page on every instance

    // A crash: SIGKILL a third of the way into a run.
    const pid = Number(readFileSync(`${deployDir}/instance-${victim}.pid`, "utf8").trim());
    const timer = setTimeout(() => process.kill(pid, "SIGKILL"), killAt);
    const crashRun = await wrk(proxy + route, opts.killDuration, opts.killConnections);
    clearTimeout(timer);
    await run("bash", ["deploy/run-instances.sh", "restart", victim]); // back for the next run

    // A deploy: the same instance restarted (SIGTERM, Next drains, started again) during a run.
    let restart: Promise<unknown> = Promise.resolve();
    const restartTimer = setTimeout(() => {
      restart = run("bash", ["deploy/run-instances.sh", "restart", victim]);
    }, killAt);
    const restartRun = await wrk(proxy + route, opts.killDuration, opts.killConnections);
    clearTimeout(restartTimer);
    await restart;

    const shown = route.replace(/[^/]{20,}$/, "{key}");
    const report = (how: string, w: Wrk, judge: boolean) =>
      killReports.push(
        `Instance ${victim} ${how} ${killAt / 1000} s into a ${opts.killDuration} s run on ${shown} (${what}; ${opts.killConnections} connections): ` +
          `${w.requests} requests, ${Math.round(w.rps)} req/s, p99 ${w.p99}, failed ${w.failed} (${w.detail})` +
          (judge ? ` → ${w.failed === 0 ? "PASS" : "FAIL"} (goal 0)` : " (reported, not judged)"),
      );
    report("killed (SIGKILL)", crashRun, judged);
    report("restarted (SIGTERM drain, start)", restartRun, true);
  }

  // Last, since it leaves nginx stopped: instructions per request, the same on a busy machine.
  const instructions =
    opts.instructions && hasCallgrind()
      ? await instructionsPerRequest(
          deployDir,
          ROUTES.map((route) => ({
            route,
            proxy: proxy + route,
            fromDisk: `${proxy}/__bench/${fileOf(route)}`,
          })),
        )
      : null;

  console.log(
    `\nHTTPS, HTTP/1.1 (wrk): 2 threads, ${opts.connections} connections, ${opts.rounds} rounds of ${opts.duration} s per side (medians), Accept-Encoding: gzip; proxy = nginx cache → instances ${ports.join(", ")}; static = the same HTML from disk (gzip_static), same TLS server`,
  );
  console.table(rows);
  if (h2rows.length > 0) {
    console.log(
      `\nHTTPS, HTTP/2 (h2load): 2 threads, ${opts.connections} connections × 10 streams, ${opts.rounds} rounds of ${opts.duration} s per side (medians)`,
    );
    console.table(h2rows);
  } else {
    console.log(
      "\n(no h2load here: HTTP/2 not measured; `apt-get install nghttp2-client` adds it, wrk has no HTTP/2)",
    );
  }
  for (const line of killReports) console.log(line);
  if (instructions) {
    console.log(
      "\nnginx's worker, user-space instructions per request over HTTPS/HTTP/1.1 (callgrind, one connection; TLS record encryption included, the kernel's share is not counted):",
    );
    console.table(instructions);
  } else if (opts.instructions) {
    console.log("\n(no valgrind here: instructions per request not counted)");
  }
  console.log(`Total ${Math.round((Date.now() - started) / 1000)} s`);
}

/** Starts the sandbox broker on a fresh data folder, in its own process group (stopped at the end). */
function startSandbox(): void {
  rmSync(`${deployDir}/sandbox`, { recursive: true, force: true });
  sandbox = spawn(`${root}node_modules/.bin/tsx`, ["sandbox/main.ts"], {
    cwd: root,
    env: {
      ...siteEnv,
      BROKER_API_URL: "",
      SANDBOX_PORT: sandboxPort,
      SANDBOX_DATA_DIR: `${deployDir}/sandbox`,
    },
    stdio: "ignore",
    detached: true,
  });
}

/** The round with the median requests/s (its p99 goes with it). */
function median(runs: Wrk[]): Wrk {
  const sorted = [...runs].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function fileOf(route: string): string {
  return route === "/" ? "index.html" : `${route.slice(1).replace(/\//g, "_")}.html`;
}

process.on("SIGINT", () => {
  void stopAll().then(() => process.exit(130));
});

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(stopAll);
