/**
 * Benchmark helper (not a test), used by bench:serve: the CPU instructions nginx's worker spends
 * in user space per request, for a page served from its proxy cache and for the same HTML served
 * from disk (`gzip_static`), counted by valgrind's callgrind.
 *
 * wrk's requests/s swing by up to ±15 % between rounds on a shared 2-core machine, and the ratio
 * with them; an instruction count is the same whatever else the machine runs, so it shows what a
 * change to `deploy/nginx.conf.template` costs or saves on the cache-hit path. It leaves out the
 * kernel's share (TCP, sendfile), which is about the same for both sides, so its ratio is not the
 * throughput ratio: it says how much more work a hit is.
 *
 * How: the running nginx is stopped and started again under callgrind from the same config, with
 * one worker in the foreground; each URL gets a warm-up (until `X-Cache: HIT` for the proxy side),
 * then callgrind's counters are zeroed, wrk sends requests on one connection for `seconds`, and
 * the counters are dumped: instructions ÷ requests. Needs Debian's valgrind (callgrind_control
 * comes with it). The cache entries stay on disk, so the instances must still be running for the
 * first miss of each page.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";

export type InstructionRow = {
  route: string;
  "proxy instr/req": number;
  "static instr/req": number;
  "proxy ÷ static": number;
};

/** True when valgrind's callgrind can be used here. */
export function hasCallgrind(): boolean {
  return spawnSync("valgrind", ["--version"]).status === 0;
}

/**
 * Restarts the topology's nginx under callgrind and counts instructions per request for each pair.
 * @param runDir the run folder of `deploy/run-instances.sh` (its `nginx.conf` and `nginx.pid`).
 * @param pairs per route, the URL through the proxy and the URL of the same HTML from disk.
 * @param seconds how long wrk sends requests for each URL (one connection).
 * @returns one row per route; nginx is left stopped (run-instances.sh stop copes with that).
 * @throws when nginx does not come back under callgrind or a proxied page never becomes a hit.
 */
export async function instructionsPerRequest(
  runDir: string,
  pairs: { route: string; proxy: string; fromDisk: string }[],
  seconds = 2,
): Promise<InstructionRow[]> {
  const nginx = existsSync("/usr/sbin/nginx") ? "/usr/sbin/nginx" : "nginx";
  const outDir = `${runDir}/callgrind`;
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  // The same config with one worker, in the foreground (valgrind follows the fork into it).
  const conf = readFileSync(`${runDir}/nginx.conf`, "utf8")
    .replace(/^daemon on;$/m, "daemon off;")
    .replace(/^worker_processes auto;$/m, "worker_processes 1;");
  writeFileSync(`${runDir}/nginx-callgrind.conf`, conf);

  await stopNginx(runDir);
  const master = spawn(
    "valgrind",
    [
      "--tool=callgrind",
      "--trace-children=yes",
      `--callgrind-out-file=${outDir}/nginx.%p`,
      nginx,
      "-p",
      runDir,
      "-c",
      `${runDir}/nginx-callgrind.conf`,
      "-e",
      `${runDir}/logs/nginx-error.log`,
    ],
    { stdio: "ignore" },
  );
  try {
    const first = pairs[0]!.proxy;
    await until(async () => (await fetch(first).catch(() => null))?.ok === true, 60_000);
    // The worker is the master's first child (the cache manager and loader come after it).
    const worker = children(master.pid!).sort((a, b) => a - b)[0];
    if (!worker) throw new Error("no nginx worker under callgrind");

    const rows: InstructionRow[] = [];
    for (const { route, proxy, fromDisk } of pairs) {
      await until(async () => {
        const res = await fetch(proxy, { headers: { "accept-encoding": "gzip" } });
        await res.arrayBuffer();
        return res.headers.get("x-cache") === "HIT";
      }, 30_000);
      const viaProxy = perRequest(worker, outDir, proxy, seconds);
      const fromFile = perRequest(worker, outDir, fromDisk, seconds);
      rows.push({
        route,
        "proxy instr/req": viaProxy,
        "static instr/req": fromFile,
        "proxy ÷ static": +(viaProxy / fromFile).toFixed(2),
      });
    }
    return rows;
  } finally {
    master.kill("SIGQUIT");
    await until(async () => master.exitCode !== null || master.signalCode !== null, 30_000).catch(
      () => master.kill("SIGKILL"),
    );
  }
}

async function stopNginx(runDir: string): Promise<void> {
  const pidFile = `${runDir}/nginx.pid`;
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").trim());
  try {
    process.kill(pid, "SIGQUIT");
  } catch {
    return; // not running
  }
  await until(async () => {
    try {
      process.kill(pid, 0);
      return false;
    } catch {
      return true;
    }
  }, 30_000);
}

function children(pid: number): number[] {
  const out = spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" }).stdout;
  return out.split(/\s+/).filter(Boolean).map(Number);
}

/** Instructions of the worker per request to `url`: counters zeroed, wrk for `seconds`, dumped. */
function perRequest(worker: number, outDir: string, url: string, seconds: number): number {
  callgrind(["--zero", String(worker)]);
  const requests = wrkOneConnection(url, seconds);
  callgrind(["--dump", String(worker)]);
  return Math.round(newestTotal(outDir, worker) / requests);
}

function callgrind(args: string[]): void {
  const res = spawnSync("callgrind_control", args, { encoding: "utf8" });
  if (res.status !== 0) throw new Error(`callgrind_control ${args.join(" ")}: ${res.stderr}`);
}

/** Requests wrk completed on one connection in `seconds` (gzip accepted, like the browsers). */
function wrkOneConnection(url: string, seconds: number): number {
  const out = spawnSync(
    "wrk",
    ["-t1", "-c1", `-d${seconds}s`, "-H", "Accept-Encoding: gzip", url],
    { encoding: "utf8" },
  ).stdout;
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  if (!requests) throw new Error(`wrk got no answer from ${url}: ${out}`);
  return requests;
}

/** The instruction total of the worker's newest callgrind dump (`nginx.<pid>.<n>`, highest n). */
function newestTotal(outDir: string, worker: number): number {
  const prefix = `nginx.${worker}.`;
  const n = Math.max(
    0,
    ...readdirSync(outDir)
      .filter((f) => f.startsWith(prefix))
      .map((f) => Number(f.slice(prefix.length)) || 0),
  );
  if (!n) throw new Error("callgrind wrote no dump");
  const total = /^(?:totals|summary): (\d+)/m.exec(readFileSync(`${outDir}/${prefix}${n}`, "utf8"));
  return Number(total?.[1] ?? 0);
}

async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`gave up after ${ms / 1000} s`);
}
