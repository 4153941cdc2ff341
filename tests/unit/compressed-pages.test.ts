import { createServer, get, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { createCompressedPages } from "@/scripts/compressed-pages.mjs";
import { withInlineCss } from "@/scripts/inline-css-hook.mjs";

/** A page that compresses like a real one: repeated markup with varied text. */
function page(seed: string): string {
  const rows = Array.from(
    { length: 400 },
    (_, i) =>
      `<li class="flex items-center gap-2 text-sm">${seed} item ${i * 7919} of the list</li>`,
  );
  return `<!DOCTYPE html><html><head><title>${seed}</title></head><body><h1>${seed}</h1><ul>${rows.join("")}</ul></body></html>`;
}

const quality5 = (text: string) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length;

describe("createCompressedPages", () => {
  it("keeps nothing until filled, then the page at the highest quality", async () => {
    const store = createCompressedPages();
    const text = page("Health");
    expect(store.get("br", text)).toBeUndefined();
    store.fill("br", text);
    await store.settled();
    const best = store.get("br", text)!;
    expect(brotliDecompressSync(best).toString("utf8")).toBe(text);
    expect(best.length).toBeLessThan(quality5(text));
    expect(store.get("br", `${text} `)).toBeUndefined();
    expect(store.get("gzip", text)).toBeUndefined();
    store.fill("gzip", text);
    await store.settled();
    expect(gunzipSync(store.get("gzip", text)!).toString("utf8")).toBe(text);
  });

  it("drops the least recently used page past its byte bound", async () => {
    const [a, b, c] = ["Alpha", "Bravo", "Charlie"].map(page) as [string, string, string];
    const one = createCompressedPages();
    one.fill("br", a);
    await one.settled();
    const size = one.get("br", a)!.length;
    const store = createCompressedPages({ maxBytes: size * 2 + 100 });
    for (const text of [a, b]) store.fill("br", text);
    await store.settled();
    store.get("br", a); // a is now the most recently used
    store.fill("br", c);
    await store.settled();
    expect(store.get("br", a)).toBeDefined();
    expect(store.get("br", b)).toBeUndefined();
    expect(store.get("br", c)).toBeDefined();
  });

  it("runs at most maxPending compressions; the rest wait for a later request", async () => {
    const store = createCompressedPages({ maxPending: 1 });
    store.fill("br", page("One"));
    store.fill("br", page("Two"));
    await store.settled();
    expect(store.get("br", page("One"))).toBeDefined();
    expect(store.get("br", page("Two"))).toBeUndefined();
  });
});

describe("the page hook with stored pages", () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function fetchBr(
    base: string,
    path: string,
  ): Promise<{ size: number; html: string; cacheControl?: string; etag?: string }> {
    const res = await new Promise<IncomingMessage>((resolve) =>
      get(`${base}${path}`, { headers: { accept: "text/html", "accept-encoding": "br" } }, resolve),
    );
    const body: Buffer[] = [];
    for await (const chunk of res) body.push(chunk as Buffer);
    const bytes = Buffer.concat(body);
    return {
      size: bytes.length,
      html: brotliDecompressSync(bytes).toString("utf8"),
      cacheControl: res.headers["cache-control"],
      etag: res.headers.etag,
    };
  }

  it("answers a repeated shared page with fewer bytes, never a private or streamed one", async () => {
    const store = createCompressedPages();
    server = createServer(
      withInlineCss(
        (req, res) => {
          res.setHeader("content-type", "text/html; charset=utf-8");
          const text = page(req.url ?? "");
          if (req.url === "/private")
            res.setHeader("cache-control", "private, no-cache, no-store, max-age=0");
          else res.setHeader("cache-control", "s-maxage=31536000");
          res.setHeader("etag", '"abc"');
          if (req.url === "/streamed") res.write(text.slice(0, 500));
          res.end(req.url === "/streamed" ? text.slice(500) : text);
        },
        () => undefined,
        undefined,
        store,
      ),
    );
    await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    for (const path of ["/shared", "/private", "/streamed"]) {
      const first = await fetchBr(base, path);
      await store.settled();
      const second = await fetchBr(base, path);
      expect(second.html).toBe(first.html);
      expect(first.html).toBe(page(path));
      if (path === "/shared") {
        expect(second.size).toBeLessThan(first.size);
        // The quick first bytes are for 5 s in a shared cache, without an ETag to renew them.
        expect([first.cacheControl, first.etag]).toEqual(["s-maxage=5", undefined]);
        expect([second.cacheControl, second.etag]).toEqual(["s-maxage=31536000", '"abc"']);
      } else expect(second.size).toBe(first.size);
    }
  });
});
