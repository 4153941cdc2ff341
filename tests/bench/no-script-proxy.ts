/**
 * The "no-script twin" of a page (issue 25): the same HTML with every script taken out, served by
 * a small rewriting proxy in front of the site (or the floor), so `bench:floor` can show how
 * close a page's LCP is to what its bytes alone allow. Every other answer (stylesheets, images,
 * the sprite) is passed through; text answers are gzipped here, as the site would send them.
 */
import { createServer, type Server } from "node:http";
import { gzipSync } from "node:zlib";

/** Removes every `<script>` element and every script preload from an HTML page. */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*\brel="(?:modulepreload|preload)"[^>]*\bas="script"[^>]*\/?>/gi, "")
    .replace(/<link\b[^>]*\bas="script"[^>]*\brel="preload"[^>]*\/?>/gi, "");
}

/**
 * Starts the proxy on `port` (loopback) in front of `upstream` (an origin, no trailing slash).
 * @returns The server (close it when done).
 */
export function startNoScriptProxy(upstream: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    void (async () => {
      try {
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers))
          if (typeof v === "string" && !["host", "accept-encoding", "connection"].includes(k))
            headers[k] = v;
        const answer = await fetch(upstream + (req.url ?? "/"), { headers, redirect: "manual" });
        const type = answer.headers.get("content-type") ?? "";
        let body: Buffer = Buffer.from(await answer.arrayBuffer());
        if (/^text\/html/.test(type)) body = Buffer.from(stripScripts(body.toString("utf8")));
        const out: Record<string, string> = {};
        for (const k of ["content-type", "cache-control", "location", "vary"]) {
          const v = answer.headers.get(k);
          if (v) out[k] = v;
        }
        if (
          /gzip/.test(req.headers["accept-encoding"] ?? "") &&
          /^(text\/|image\/svg|application\/(json|javascript))/.test(type)
        ) {
          body = gzipSync(body);
          out["content-encoding"] = "gzip";
        }
        res.writeHead(answer.status, out);
        res.end(body);
      } catch (error) {
        res.writeHead(502, { "content-type": "text/plain" });
        res.end(error instanceof Error ? error.message : String(error));
      }
    })();
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}
