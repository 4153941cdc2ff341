/**
 * deploy/nginx.conf.template as deploy/run-instances.sh renders it: `nginx -t` accepts it, and
 * nginx in front of two stub instances caches, bypasses and retries the way README "Production
 * topology" says. Behaviour only, no speed: throughput is `npm run bench:serve`'s business.
 *
 * Needs Debian's nginx (`tests/ensure-debian-packages.sh` installs it for `npm run test:all`);
 * without it the suite is skipped on a developer's machine and fails in CI (`CI` set).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** Debian puts nginx in /usr/sbin, which a non-root PATH may lack. */
const nginxBin = ["nginx", "/usr/sbin/nginx"].find((bin) => spawnSync(bin, ["-v"]).status === 0);

/** Hits per stub instance, by method and path. */
type Hit = { stub: number; method: string; path: string };
const hits: Hit[] = [];
/** Test ids a stub has already crashed on: the first stub to see one drops the connection. */
const crashed = new Set<string>();

function stub(n: number): Server {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? "/";
    hits.push({ stub: n, method: req.method ?? "", path });
    req.resume();
    const id = req.headers["x-test-id"];
    if (path === "/crash" && typeof id === "string" && !crashed.has(id)) {
      crashed.add(id);
      req.socket.destroy(); // an instance killed while it holds the request
      return;
    }
    const nonce = path === "/nonce-page" || path.endsWith("nonce=1");
    if (path.endsWith("cookie=1")) res.setHeader("Set-Cookie", "visitor=1; Path=/");
    const perRequest = /^(\/hi)?\/(blog|videos|health\/)/.test(path) && !path.startsWith("/blog/");
    res.setHeader(
      "Cache-Control",
      perRequest ? "private, no-cache, no-store, max-age=0, must-revalidate" : "s-maxage=31536000",
    );
    res.setHeader(
      "Content-Security-Policy",
      nonce
        ? "script-src 'self' 'nonce-abc' 'strict-dynamic'"
        : "script-src 'self' 'unsafe-inline'",
    );
    res.setHeader("Vary", "rsc, next-router-state-tree, Accept-Encoding");
    res.setHeader("x-middleware-rewrite", `/en${path}`);
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.end(`<p>${n} ${path}</p>`);
  });
}

async function listen(server: Server, port = 0): Promise<number> {
  await new Promise<void>((resolve) => server.listen(port, "localhost", resolve));
  return (server.address() as AddressInfo).port;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((r) => probe.close(r));
  return port;
}

describe.skipIf(!nginxBin && !process.env.CI)("nginx config (deploy/nginx.conf.template)", () => {
  const dir = mkdtempSync(join(tmpdir(), "nginx-config-"));
  const stubs = [stub(0), stub(1)];
  let base = "";
  const nginxArgs = ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")];

  beforeAll(async () => {
    const ports = await Promise.all(stubs.map((s) => listen(s)));
    const nginxPort = await freePort();
    const rendered = spawnSync("bash", [join(root, "deploy/run-instances.sh"), "config"], {
      env: {
        ...process.env,
        DEPLOY_DIR: dir,
        NGINX_PORT: String(nginxPort),
        INSTANCE_PORTS: ports.join(" "),
      },
      encoding: "utf8",
    });
    expect(rendered.stderr).toBe("");
    expect(rendered.status).toBe(0);
    base = `http://127.0.0.1:${nginxPort}`;
  });

  afterAll(async () => {
    spawnSync(nginxBin ?? "nginx", [...nginxArgs, "-s", "stop"]);
    await Promise.all(stubs.map((s) => new Promise((r) => s.close(r))));
    rmSync(dir, { recursive: true, force: true });
  });

  it("passes `nginx -t` and starts", async () => {
    const check = spawnSync(nginxBin ?? "nginx", [...nginxArgs, "-t"], { encoding: "utf8" });
    expect(check.stderr).toContain("test is successful");
    expect(spawnSync(nginxBin ?? "nginx", nginxArgs, { encoding: "utf8" }).status).toBe(0);
    for (let i = 0; i < 50; i++) {
      const up = await fetch(`${base}/up`).then(
        () => true,
        () => false,
      );
      if (up) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("nginx did not answer");
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(base + path, { headers });

  it("serves a static page from its cache, one copy for every gzip-accepting browser, app headers kept", async () => {
    const first = await get("/static-page", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(first.headers.get("x-cache")).toBe("MISS");
    const again = await get("/static-page", { "accept-encoding": "gzip, br" });
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(again.headers.get("content-security-policy")).toBe("script-src 'self' 'unsafe-inline'");
    expect(again.headers.get("vary")).toContain("rsc");
    // next-intl's internal rewrite path stays between nginx and the app.
    expect(first.headers.get("x-middleware-rewrite")).toBeNull();
    expect(again.headers.get("x-middleware-rewrite")).toBeNull();
    expect(hits.filter((h) => h.path === "/static-page")).toHaveLength(1);
  });

  it("never caches an answer whose CSP carries a nonce, whatever its Cache-Control", async () => {
    for (let i = 0; i < 3; i++)
      expect((await get("/nonce-page")).headers.get("x-cache")).not.toBe("HIT");
    expect(hits.filter((h) => h.path === "/nonce-page")).toHaveLength(3);
  });

  it("sends journeys and route handlers past the cache (no cache lock wait)", async () => {
    for (const path of ["/health/abc/member", "/hi/motor/abc/add-ons", "/api/revalidate"])
      expect((await get(path)).headers.get("x-cache"), path).toBe("BYPASS");
    expect((await get("/blog/some-post")).headers.get("x-cache")).toBe("MISS");
  });

  it("keeps the knowledge-centre lists for 5 s though the app says no-store, one copy per query", async () => {
    for (const path of ["/blog", "/hi/blog", "/videos?key=Health%20Insurance&pageNo=2"]) {
      expect((await get(path)).headers.get("x-cache"), path).toBe("MISS");
      const again = await get(path);
      expect(again.headers.get("x-cache"), path).toBe("HIT");
      // The app's own headers reach the browser unchanged.
      expect(again.headers.get("cache-control")).toContain("no-store");
    }
    expect((await get("/videos?key=Health%20Insurance&pageNo=3")).headers.get("x-cache")).toBe(
      "MISS",
    );
    expect(hits.filter((h) => h.path === "/blog")).toHaveLength(1);
  });

  it("does not keep a list answer that sets a cookie or carries a nonce", async () => {
    for (const path of ["/blog?cookie=1", "/blog?nonce=1"]) {
      await get(path);
      expect((await get(path)).headers.get("x-cache"), path).not.toBe("HIT");
    }
  });

  it("retries a GET on the other instance when the first one drops it", async () => {
    const res = await get("/crash", { "x-test-id": "get-1" });
    expect(res.status).toBe(200);
    expect(hits.filter((h) => h.path === "/crash" && h.method === "GET")).toHaveLength(2);
  });

  it("never replays a POST an instance received (server actions may have acted on it)", async () => {
    const res = await fetch(`${base}/crash`, {
      method: "POST",
      headers: { "x-test-id": "post-1", "content-type": "text/plain" },
      body: "lead",
    });
    expect(res.status).toBe(502);
    expect(hits.filter((h) => h.path === "/crash" && h.method === "POST")).toHaveLength(1);
  });
});
