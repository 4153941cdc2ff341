/**
 * deploy/nginx.conf.template as deploy/run-instances.sh renders it: `nginx -t` accepts it, and
 * nginx in front of two stub instances speaks TLS and HTTP/2, caches, bypasses, rewrites headers,
 * logs page views and retries the way README "Production topology" says. Behaviour only, no
 * speed: throughput is `npm run bench:serve`'s business. tests/topology/ runs the same config in
 * front of the real build.
 *
 * Needs Debian's nginx, curl, openssl and goaccess (`tests/ensure-debian-packages.sh` installs
 * them for `npm run test:all`); without nginx the suite is skipped on a developer's machine and
 * fails in CI (`CI` set).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { Agent, request, type RequestOptions } from "node:https";
import type { IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy, cspOptions } from "../../lib/security/csp";
import {
  nginxAddHeaders,
  PROXY_SECURITY_HEADERS,
  SECURITY_HEADERS,
} from "../../lib/security/headers";

const root = fileURLToPath(new URL("../..", import.meta.url));
/** The policy proxy.ts sends on a page without a nonce, in this environment, in production. */
const siteCsp = contentSecurityPolicy(
  cspOptions({ ...process.env, NODE_ENV: "production" }, undefined),
);
/** Debian puts nginx in /usr/sbin, which a non-root PATH may lack. */
const nginxBin = ["nginx", "/usr/sbin/nginx"].find((bin) => spawnSync(bin, ["-v"]).status === 0);
const hasGoaccess = spawnSync("goaccess", ["--version"]).status === 0;

/** Hits per stub instance, by method and path, with the headers the instance received. */
type Hit = { stub: number; method: string; path: string; headers: IncomingHttpHeaders };
const hits: Hit[] = [];
/** Test ids a stub has already crashed on: the first stub to see one drops the connection. */
const crashed = new Set<string>();

/**
 * A stand-in for a Next.js instance: the Cache-Control Next sends for each kind of page, a nonce
 * CSP on request, Next's answer to the internal prefetch header (`{}`, `x-middleware-skip`), an
 * RSC payload for exactly `RSC: 1` (as Next reads it: Node joins a repeated header into "1, 1"),
 * 404s and what it saw of the client's address.
 */
function stub(n: number): Server {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = req.url ?? "/";
    hits.push({ stub: n, method: req.method ?? "", path, headers: req.headers });
    req.resume();
    const id = req.headers["x-test-id"];
    if (path === "/crash" && typeof id === "string" && !crashed.has(id)) {
      crashed.add(id);
      req.socket.destroy(); // an instance killed while it holds the request
      return;
    }
    // As next.config.ts does: the security headers, unless nginx says it adds them itself.
    if (req.headers[PROXY_SECURITY_HEADERS] !== "1")
      for (const { key, value } of SECURITY_HEADERS) res.setHeader(key, value);
    res.setHeader("x-seen-real-ip", String(req.headers["x-real-ip"] ?? ""));
    res.setHeader("x-seen-forwarded-for", String(req.headers["x-forwarded-for"] ?? ""));
    if (req.headers["x-middleware-prefetch"] === "1" || path.endsWith("skip=1")) {
      // Next's answer to a middleware prefetch: an empty JSON object, for this request only.
      res.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
      res.setHeader("x-middleware-skip", "1");
      res.setHeader("Content-Type", "application/json");
      res.end("{}");
      return;
    }
    if (path.startsWith("/missing")) {
      res.statusCode = 404;
      res.setHeader("Cache-Control", "s-maxage=300, stale-while-revalidate=31535700");
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.end("<p>not found</p>");
      return;
    }
    const nonce = path === "/nonce-page" || path.endsWith("nonce=1");
    if (path.endsWith("cookie=1")) res.setHeader("Set-Cookie", "visitor=1; Path=/");
    const perRequest = /^(\/hi)?\/(blog|videos|health\/)/.test(path) && !path.startsWith("/blog/");
    res.setHeader(
      "Cache-Control",
      perRequest ? "private, no-cache, no-store, max-age=0, must-revalidate" : "s-maxage=31536000",
    );
    // As proxy.ts does: a nonce policy always; the nonce-less one only without nginx.
    if (nonce)
      res.setHeader("Content-Security-Policy", "script-src 'self' 'nonce-abc' 'strict-dynamic'");
    else if (req.headers[PROXY_SECURITY_HEADERS] !== "1")
      res.setHeader("Content-Security-Policy", "script-src 'self' 'unsafe-inline'");
    res.setHeader("Vary", "rsc, next-router-state-tree, Accept-Encoding");
    res.setHeader("x-middleware-rewrite", `/en${path}`);
    if (req.headers.rsc === "1") {
      res.setHeader("Content-Type", "text/x-component");
      res.end(`0:rsc ${n} ${path}`);
      return;
    }
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

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/** The self-signed certificate of the run folder is accepted (it is what `curl -k` does). */
const insecure = new Agent({ rejectUnauthorized: false, keepAlive: false });

/**
 * One HTTPS request through nginx (HTTP/1.1 over TLS). A header given as an array is sent once
 * per value; the body is returned as received (no decompression).
 */
function send(
  url: string,
  headers: Record<string, string | string[]> = {},
  options: RequestOptions = {},
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: insecure, headers, ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
    });
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * curl, run without blocking: the stub instances live in this process and must keep answering.
 */
function curl(args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn("curl", ["-sS", "--max-time", "10", ...args]);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

describe.skipIf(!nginxBin && !process.env.CI)("nginx config (deploy/nginx.conf.template)", () => {
  const dir = mkdtempSync(join(tmpdir(), "nginx-config-"));
  const stubs = [stub(0), stub(1)];
  let base = "";
  let plainPort = 0;
  let tlsPort = 0;
  const nginxArgs = ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log")];

  beforeAll(async () => {
    const ports = await Promise.all(stubs.map((s) => listen(s)));
    plainPort = await freePort();
    tlsPort = await freePort();
    const rendered = spawnSync("bash", [join(root, "deploy/run-instances.sh"), "config"], {
      env: {
        ...process.env,
        DEPLOY_DIR: dir,
        NGINX_PORT: String(plainPort),
        TLS_PORT: String(tlsPort),
        INSTANCE_PORTS: ports.join(" "),
        STATS_PASSWORD: "correct horse",
        TLS_CERT: "",
        TLS_KEY: "",
      },
      encoding: "utf8",
    });
    expect(rendered.stderr).toBe("");
    expect(rendered.status).toBe(0);
    base = `https://localhost:${tlsPort}`;
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
      const up = await send(`${base}/up`).then(
        () => true,
        () => false,
      );
      if (up) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("nginx did not answer");
  });

  const get = (path: string, headers: Record<string, string | string[]> = {}) =>
    send(base + path, headers);

  it("speaks HTTP/2 over TLS with the self-signed certificate, with HSTS; plain HTTP redirects to HTTPS", async () => {
    const h2 = await curl(["--http2", "-k", "-o", "/dev/null", "-D", "-", `${base}/static-page`]);
    expect(h2.stderr).toBe("");
    expect(h2.stdout).toMatch(/^HTTP\/2 200/);
    expect(h2.stdout).toMatch(/^strict-transport-security: max-age=63072000; includeSubDomains/m);
    const redirect = await curl([
      "-o",
      "/dev/null",
      "-D",
      "-",
      `http://localhost:${plainPort}/about?x=1`,
    ]);
    expect(redirect.stdout).toMatch(/^HTTP\/1.1 301/);
    expect(redirect.stdout).toMatch(
      new RegExp(`^location: https://localhost:${tlsPort}/about\\?x=1\\r?$`, "im"),
    );
    // Modern ciphers only: no TLS 1.1, no CBC suite on TLS 1.2.
    const old = await curl(["-k", "--tlsv1.1", "--tls-max", "1.1", "-o", "/dev/null", `${base}/`]);
    expect(old.status).not.toBe(0);
    const cbc = await curl([
      "-k",
      "--tls-max",
      "1.2",
      "--ciphers",
      "ECDHE-ECDSA-AES128-SHA256",
      "-o",
      "/dev/null",
      `${base}/`,
    ]);
    expect(cbc.status).not.toBe(0);
  });

  it("serves a static page from its cache, one copy for every gzip-accepting browser, app headers kept", async () => {
    const first = await get("/static-page", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(first.headers["x-cache"]).toBe("MISS");
    const again = await get("/static-page", { "accept-encoding": "gzip, br" });
    expect(again.headers["x-cache"]).toBe("HIT");
    // The nonce-less policy is nginx's, rendered by lib/security/csp.ts for this environment.
    expect(again.headers["content-security-policy"]).toBe(siteCsp);
    expect(again.headers["reporting-endpoints"]).toBe('csp="/api/csp-report"');
    expect(again.headers.vary).toContain("rsc");
    // next-intl's internal rewrite path stays between nginx and the app.
    expect(first.headers["x-middleware-rewrite"]).toBeUndefined();
    expect(again.headers["x-middleware-rewrite"]).toBeUndefined();
    // The curl above asked without gzip: its own copy; every gzip browser shares one.
    expect(hits.filter((h) => h.path === "/static-page")).toHaveLength(2);
  });

  it("adds the site's security headers itself, once, from the list the app uses without nginx", async () => {
    // The snippet nginx includes is the module's, as run-instances.sh rendered it.
    expect(readFileSync(join(dir, "security-headers.conf"), "utf8")).toBe(`${nginxAddHeaders()}\n`);
    // A client cannot switch the app's copy back on (or off) for what nginx stores.
    await get("/secured-page", { [PROXY_SECURITY_HEADERS]: "0" });
    const seen = hits.find((h) => h.path === "/secured-page")?.headers ?? {};
    expect(seen[PROXY_SECURITY_HEADERS]).toBe("1");
    // Cache hits, bypassed journeys and files (nginx's own 502: below): every header, one copy each.
    const hit = await get("/secured-page");
    expect(hit.headers["x-cache"]).toBe("HIT");
    const answers = [
      hit,
      await get("/health/abc/member"),
      await get("/_next/static/chunks/missing.js"),
    ];
    for (const answer of answers)
      for (const { key, value } of SECURITY_HEADERS)
        expect(answer.headers[key.toLowerCase()], `${key} on ${answer.status}`).toBe(value);
    for (const answer of answers.slice(0, 2))
      expect(answer.headers["content-security-policy"]).toBe(siteCsp);
    // An app that sends them anyway (an older build) is not repeated.
    const h1 = await curl([
      "-k",
      "-o",
      "/dev/null",
      "-D",
      "-",
      "-H",
      `${PROXY_SECURITY_HEADERS}: 1`,
      `${base}/secured-page`,
    ]);
    expect(h1.stdout.match(/^referrer-policy:/gim)).toHaveLength(1);
  });

  it("never caches an answer whose CSP carries a nonce, whatever its Cache-Control", async () => {
    for (let i = 0; i < 3; i++) {
      const answer = await get("/nonce-page");
      expect(answer.headers["x-cache"]).not.toBe("HIT");
      // The app's nonce policy, alone (nginx adds its own only to answers without one).
      expect(answer.headers["content-security-policy"]).toBe(
        "script-src 'self' 'nonce-abc' 'strict-dynamic'",
      );
    }
    expect(hits.filter((h) => h.path === "/nonce-page")).toHaveLength(3);
  });

  it("sends journeys and route handlers past the cache (no cache lock wait)", async () => {
    for (const path of ["/health/abc/member", "/hi/motor/abc/add-ons", "/api/revalidate"])
      expect((await get(path)).headers["x-cache"], path).toBe("BYPASS");
    expect((await get("/blog/some-post")).headers["x-cache"]).toBe("MISS");
  });

  it("keeps the knowledge-centre lists for 5 s though the app says no-store, one copy per query", async () => {
    for (const path of ["/blog", "/hi/blog", "/videos?key=Health%20Insurance&pageNo=2"]) {
      expect((await get(path)).headers["x-cache"], path).toBe("MISS");
      const again = await get(path);
      expect(again.headers["x-cache"], path).toBe("HIT");
      // The app's own headers reach the browser unchanged.
      expect(again.headers["cache-control"]).toContain("no-store");
    }
    expect((await get("/videos?key=Health%20Insurance&pageNo=3")).headers["x-cache"]).toBe("MISS");
    expect(hits.filter((h) => h.path === "/blog")).toHaveLength(1);
  });

  it("does not keep a list answer that sets a cookie or carries a nonce", async () => {
    for (const path of ["/blog?cookie=1", "/blog?nonce=1"]) {
      await get(path);
      expect((await get(path)).headers["x-cache"], path).not.toBe("HIT");
    }
  });

  it("a browser's `x-middleware-prefetch` cannot blank a list for the next visitors (issue 24 item 2)", async () => {
    for (const path of ["/videos", "/hi/videos"]) {
      const prefetch = await get(path, { "x-middleware-prefetch": "1" });
      expect(prefetch.body, path).toContain("<p>");
      const next = await get(path);
      expect(next.status).toBe(200);
      expect(next.body, path).toContain(`${path}</p>`);
    }
    // No internal Next header reaches an instance, whoever sends it.
    await get("/internal-headers", {
      "x-middleware-prefetch": "1",
      "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware",
      "x-nextjs-data": "1",
      "x-invoke-path": "/en/admin",
      "x-prerender-revalidate": "abc",
    });
    const seen = hits.find((h) => h.path === "/internal-headers")?.headers ?? {};
    for (const name of [
      "x-middleware-prefetch",
      "x-middleware-subrequest",
      "x-nextjs-data",
      "x-invoke-path",
      "x-prerender-revalidate",
    ])
      expect(seen[name], name).toBeUndefined();
  });

  it("never stores an answer Next marks internal or that is not a page, even in the micro-cache", async () => {
    // `?skip=1`: the stub answers as Next does to a middleware prefetch ({} + x-middleware-skip).
    for (let i = 0; i < 2; i++)
      expect((await get("/blog?skip=1")).headers["x-cache"]).not.toBe("HIT");
    expect(hits.filter((h) => h.path === "/blog?skip=1")).toHaveLength(2);
  });

  it("a duplicated `RSC: 1` header cannot store HTML under the RSC key (issue 24 item 13)", async () => {
    const dup = await get("/rsc-page", { rsc: ["1", "1"] });
    const next = await get("/rsc-page", { rsc: "1" });
    expect(next.headers["content-type"]).toBe("text/x-component");
    expect(dup.headers["content-type"]).toBe("text/x-component");
    // An odd value skips the cache both ways.
    expect((await get("/rsc-page", { rsc: "yes" })).headers["x-cache"]).toBe("BYPASS");
    const html = await get("/rsc-page");
    expect(html.headers["content-type"]).toContain("text/html");
  });

  it("encoded variants of a path never create cache entries, 404s are never stored (issue 24 item 4)", async () => {
    for (const path of ["/%62log/made-up-1", "/hi/%62log/made-up-1", "//blog/made-up-2"]) {
      await get(path);
      expect((await get(path)).headers["x-cache"], path).toBe("BYPASS");
    }
    expect(hits.filter((h) => h.path === "/%62log/made-up-1")).toHaveLength(2);
    for (let i = 0; i < 2; i++) expect((await get("/missing-slug")).status).toBe(404);
    expect(hits.filter((h) => h.path === "/missing-slug")).toHaveLength(2);
    // A missing build file is a 404 nobody may keep for a year.
    const gone = await get("/_next/static/chunks/missing.js");
    expect(gone.status).toBe(404);
    expect(gone.headers["cache-control"]).toBeUndefined();
  });

  it("tells the app the client's socket address, never a forwarded one the client made up (issue 24 item 5)", async () => {
    const res = await get("/health/spoof/member", {
      "x-real-ip": "203.0.113.7",
      "x-forwarded-for": "198.51.100.9",
      forwarded: "for=198.51.100.9",
    });
    expect(res.headers["x-seen-real-ip"]).toBe("127.0.0.1");
    expect(res.headers["x-seen-forwarded-for"]).toBe("127.0.0.1");
    const seen = hits.find((h) => h.path === "/health/spoof/member")?.headers ?? {};
    expect(seen.forwarded).toBeUndefined();
  });

  it("retries a GET on the other instance when the first one drops it", async () => {
    const res = await get("/crash", { "x-test-id": "get-1" });
    expect(res.status).toBe(200);
    expect(hits.filter((h) => h.path === "/crash" && h.method === "GET")).toHaveLength(2);
  });

  it("never replays a POST an instance received (server actions may have acted on it)", async () => {
    const res = await send(
      `${base}/crash`,
      { "x-test-id": "post-1", "content-type": "text/plain" },
      { method: "POST" },
      "lead",
    );
    expect(res.status).toBe(502);
    expect(hits.filter((h) => h.path === "/crash" && h.method === "POST")).toHaveLength(1);
    // nginx's own error page carries the site's security headers too.
    for (const { key, value } of SECURITY_HEADERS)
      expect(res.headers[key.toLowerCase()], key).toBe(value);
  });

  it("logs page views with the requestKey scrubbed, and shows GoAccess's report behind basic auth (issue 25 item 5)", async () => {
    await get("/health/secret-request-key/member?utm=x");
    await get("/hi/insurance-compare/car/another-secret/plans");
    await get("/about", { "next-router-prefetch": "1", rsc: "1" }); // a prefetch: no page view
    // nginx writes its buffered log on reopen.
    spawnSync(nginxBin ?? "nginx", [...nginxArgs, "-s", "reopen"]);
    await new Promise((r) => setTimeout(r, 300));
    const log = readFileSync(join(dir, "logs/access.log"), "utf8");
    expect(log).toContain('"GET /health/[requestKey]/member HTTP/1.1" 200');
    expect(log).toContain('"GET /hi/insurance-compare/car/[requestKey]/plans HTTP/1.1" 200');
    expect(log).toContain('"GET /static-page HTTP/2.0" 200');
    expect(log).not.toMatch(/secret|utm=|\/api\/|\/about/);
    expect(log).toMatch(/^127\.0\.0\.0 - - \[/m);

    expect((await get("/__stats/")).status).toBe(401);
    const wrong = Buffer.from("stats:wrong").toString("base64");
    expect((await get("/__stats/", { authorization: `Basic ${wrong}` })).status).toBe(401);
    if (!hasGoaccess && !process.env.CI) return;
    const report = spawnSync("bash", [join(root, "deploy/goaccess-report.sh")], {
      env: { ...process.env, DEPLOY_DIR: dir },
      encoding: "utf8",
    });
    expect(report.status, report.stderr).toBe(0);
    expect(existsSync(join(dir, "report/index.html"))).toBe(true);
    const auth = Buffer.from("stats:correct horse").toString("base64");
    const page = await get("/__stats/", { authorization: `Basic ${auth}` });
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    // GoAccess writes its data as JSON inside the page, with `/` escaped.
    const data = page.body.replaceAll("\\/", "/");
    expect(data.includes("/health/[requestKey]/member"), "scrubbed route in the report").toBe(true);
    expect(data.includes("secret"), "a requestKey in the report").toBe(false);
  });
});
