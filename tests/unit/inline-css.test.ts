import {
  createServer,
  get,
  type IncomingMessage,
  type RequestListener,
  type Server,
} from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { scrubAnalyticsUrl } from "@/lib/analytics/scrub-url";
import { createCriticalSource, inlineScripts, withInlineCss } from "@/scripts/inline-css-hook.mjs";
import {
  createHeadTransformer,
  inlineStylesheets,
  onFirstNeed,
  rewriteStylesheets,
  routeKey,
} from "@/scripts/inline-css.mjs";

const href = "/_next/static/css/0abc.css";
const css = "body{color:#111}.a{margin:0}";
const readCss = (h: string) => (h === href ? css : undefined);
const head = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="${href}" data-precedence="next"/><script src="/_next/static/chunks/a.js" async=""></script></head>`;
const page = `${head}<body><h1>Hello</h1><script>self.__next_f.push([1,"${href}"])</script></body></html>`;

describe("inlineStylesheets", () => {
  it("replaces the blocking link with the stylesheet inline and a non-blocking link", () => {
    const out = inlineStylesheets(page, readCss);
    expect(out).toContain(`<style data-href="${href}">${css}</style>`);
    expect(out).toContain(
      `<link rel="stylesheet" href="${href}" media="print" data-precedence="next"/>`,
    );
    expect(out).not.toMatch(/<link rel="stylesheet" href="[^"]+" data-precedence="next"\/>/);
    // The body (the RSC payload pushed by inline scripts) is untouched.
    expect(out.slice(out.indexOf("<body>"))).toBe(page.slice(page.indexOf("<body>")));
  });

  it("inlines each stylesheet once, even when linked twice", () => {
    const twice = page.replace("</head>", `<link rel="stylesheet" href="${href}"/></head>`);
    const out = inlineStylesheets(twice, readCss);
    expect(out.split("<style").length - 1).toBe(1);
  });

  it("keeps a link it cannot read, and one that already has a media query", () => {
    const other = `<link rel="stylesheet" href="/_next/static/css/other.css"/>`;
    const printed = `<link rel="stylesheet" href="${href}" media="print"/>`;
    expect(inlineStylesheets(other, readCss)).toBe(other);
    expect(inlineStylesheets(printed, readCss)).toBe(printed);
  });

  it("escapes a closing style tag inside the stylesheet", () => {
    const out = inlineStylesheets(head, () => `a::after{content:"</style>"}`);
    expect(out).toContain(`content:"<\\/style>"`);
  });

  it("streams: holds chunks back only until the head has ended", () => {
    const t = createHeadTransformer(readCss);
    const cut = page.indexOf("data-precedence");
    expect(t.push(page.slice(0, cut))).toBe("");
    const rest = t.push(page.slice(cut, page.indexOf("<h1>")));
    expect(rest).toContain("<style");
    expect(t.push("<p>later</p>")).toBe("<p>later</p>");
    expect(t.end()).toBe("");
  });
});

describe("critical mode (the route has critical CSS)", () => {
  const critical = new Map([[href, "body{color:#111}"]]);
  const link = `<link rel="stylesheet" href="${href}" data-precedence="next"/>`;

  it("inlines only the critical part; the link stays, print-only, and a script applies it on load", () => {
    const { html, deferred } = rewriteStylesheets(page, readCss, critical, { nonce: "n0nce" });
    expect(html).toContain(
      `<style data-href="${href}" data-critical="">body{color:#111}</style><link rel="stylesheet" href="${href}" media="print" data-precedence="next"/><script nonce="n0nce">`,
    );
    expect(html).not.toContain(".a{margin:0}");
    expect(deferred).toBe("");
    const script = /<script nonce="n0nce">([^<]+)<\/script>/.exec(html)?.[1] ?? "";
    // The script, run against a stand-in for the link: media becomes "all" on its load event.
    const link: { media: string; sheet: unknown; listener?: () => void } = {
      media: "print",
      sheet: null,
    };
    const document = { currentScript: { previousElementSibling: link } };
    Object.assign(link, {
      addEventListener: (_: string, f: () => void) => (link.listener = f),
    });
    new Function("document", script)(document);
    expect(link.media).toBe("print");
    link.listener?.();
    expect(link.media).toBe("all");
    // Without a nonce (a static page, whose CSP allows inline scripts): a plain script.
    expect(rewriteStylesheets(page, readCss, critical, {}).html).toContain("<script>(function(l)");
  });

  /**
   * Runs a page's activation script against stand-ins for the link, `window`'s listeners,
   * DOMContentLoaded and MutationObserver; returns handles to fire each of them.
   */
  function runActivation(script: string, loaded: boolean) {
    const link: { media: string; sheet: unknown; onLoad?: () => void } = {
      media: "print",
      sheet: loaded ? {} : null,
    };
    Object.assign(link, { addEventListener: (_: string, f: () => void) => (link.onLoad = f) });
    const windowListeners = new Map<string, () => void>();
    let contentLoaded: (() => void) | undefined;
    let observed: ((records: { addedNodes: object[] }[]) => void) | undefined;
    let disconnected = false;
    const document = {
      currentScript: { previousElementSibling: link },
      documentElement: {},
      addEventListener: (type: string, f: () => void) => {
        if (type === "DOMContentLoaded") contentLoaded = f;
      },
    };
    class MutationObserver {
      constructor(f: typeof observed) {
        observed = f;
      }
      observe() {}
      disconnect() {
        disconnected = true;
      }
    }
    new Function("document", "addEventListener", "removeEventListener", "MutationObserver", script)(
      document,
      (type: string, f: () => void) => windowListeners.set(type, f),
      (type: string) => windowListeners.delete(type),
      MutationObserver,
    );
    const added = (...names: string[]) =>
      observed?.([{ addedNodes: names.map((nodeName) => ({ nodeType: 1, nodeName })) }]);
    return {
      link,
      windowListeners,
      contentLoaded: () => contentLoaded?.(),
      added,
      disconnected: () => disconnected,
    };
  }

  it("on a page written at once, applies the file on first need: an interaction or an element added by script", () => {
    const { html } = rewriteStylesheets(page, readCss, critical, {});
    const once = onFirstNeed(html);
    expect(once).not.toBe(html);
    expect(once.match(/<script>\(function\(l\)/g)).toHaveLength(1);
    const script =
      /media="print" data-precedence="next"\/><script>([^]+?)<\/script>/.exec(once)?.[1] ?? "";
    expect(script).toContain("'pointerdown'");

    // Loaded, nothing needs it: stays print-only, even when Next adds its scripts and announcer.
    const a = runActivation(script, true);
    expect([...a.windowListeners.keys()].sort()).toEqual([
      "click",
      "focusin",
      "keydown",
      "pointerdown",
      "touchstart",
    ]);
    a.contentLoaded();
    a.added("SCRIPT", "LINK", "NEXT-ROUTE-ANNOUNCER");
    expect(a.link.media).toBe("print");
    // A dialog's portal (an element) enters the document: applied, listeners and observer gone.
    a.added("DIV");
    expect(a.link.media).toBe("all");
    expect(a.windowListeners.size).toBe(0);
    expect(a.disconnected()).toBe(true);

    // The first press comes before the file has loaded: applied on its load, not before.
    const b = runActivation(script, false);
    b.windowListeners.get("pointerdown")?.();
    expect(b.link.media).toBe("print");
    b.link.onLoad?.();
    expect(b.link.media).toBe("all");
    expect(b.windowListeners.size).toBe(0);

    // A key press (a keyboard user's Tab) is a need too.
    const c = runActivation(script, true);
    c.windowListeners.get("keydown")?.();
    expect(c.link.media).toBe("all");
  });

  it("moves the link, unchanged, to the end of the body where no inline script may run", () => {
    const { html, deferred } = rewriteStylesheets(page, readCss, critical, undefined);
    expect(html).toContain(`<style data-href="${href}" data-critical="">body{color:#111}</style>`);
    expect(html).not.toContain(".a{margin:0}");
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(deferred).toBe(link);
  });

  it("streams (no inline script allowed): writes the link just before </body>, even when cut in two", () => {
    const t = createHeadTransformer(readCss, { critical });
    let out = t.push(page.slice(0, page.indexOf("<body>") + 10));
    expect(out).toContain("data-critical");
    const close = page.indexOf("</body>");
    out += t.push(page.slice(page.indexOf("<body>") + 10, close + 3)); // ends in "</b"
    expect(out.endsWith("<")).toBe(false);
    out += t.push(page.slice(close + 3));
    out += t.end();
    expect(out).toBe(
      rewriteStylesheets(page, readCss, critical, undefined).html.replace(
        "</body>",
        `${link}</body>`,
      ),
    );
    // The shell left before the end of the page: only the held-back "</b" waited.
    expect(out.indexOf(link)).toBeGreaterThan(out.indexOf("<h1>Hello</h1>"));
  });

  it("puts the link last when the page has no </body>", () => {
    const t = createHeadTransformer(readCss, { critical });
    const out = t.push(head) + t.push("<p>x</p>") + t.end();
    expect(out.endsWith(`<p>x</p>${link}`)).toBe(true);
  });

  it("falls back to the whole stylesheet for a href the route has no entry for", () => {
    const other = new Map([["/_next/static/css/other.css", "x{}"]]);
    expect(rewriteStylesheets(page, readCss, other, {}).html).toBe(
      inlineStylesheets(page, readCss),
    );
  });

  it("reads from the CSP whether and how an inline script may run", () => {
    expect(inlineScripts(undefined)).toEqual({});
    expect(inlineScripts("script-src 'self' 'unsafe-inline'; style-src 'self'")).toEqual({});
    expect(inlineScripts("script-src 'self' 'nonce-abc+/=' 'strict-dynamic'")).toEqual({
      nonce: "abc+/=",
    });
    expect(inlineScripts("default-src 'self'")).toBeUndefined();
    expect(inlineScripts("img-src 'self'")).toEqual({});
  });
});

describe("routeKey", () => {
  it("keeps the path and the locale prefix, drops the query and the requestKey", () => {
    expect(routeKey("/about?utm=x#top")).toBe("/about");
    expect(routeKey("/")).toBe("/");
    expect(routeKey("/hi")).toBe("/hi");
    expect(routeKey("/health/abc123/member")).toBe("/health/[requestKey]/member");
    expect(routeKey("/hi/health/abc123/member")).toBe("/hi/health/[requestKey]/member");
    expect(routeKey("/health/thank-you")).toBe("/health/thank-you");
  });

  it("replaces the requestKey exactly where the analytics scrubber does", () => {
    const paths = [
      "/health/k1/plans",
      "/motor/k2/proposal/owner",
      "/motor/search-policy-post-break-in",
      "/insurance-compare/car/k3",
      "/insurance/bike/k4/plans",
      "/product/health/form/digit/payment/success/k5",
      "/blog/some-post",
      "/health-insurance",
    ];
    for (const p of paths) {
      expect(routeKey(p)).toBe(scrubAnalyticsUrl(p));
      expect(routeKey(`/hi${p}`)).toBe(`/hi${scrubAnalyticsUrl(p)}`);
    }
  });
});

describe("withInlineCss (the server hook)", () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function serve(listener: RequestListener): Promise<string> {
    server = createServer(withInlineCss(listener, readCss));
    await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  }

  const nonceCsp =
    "script-src 'self' 'nonce-abc' 'strict-dynamic'; style-src 'self' 'unsafe-inline'";
  /** A Next-like page: streamed in chunks, with a nonce CSP header. */
  const pageListener: RequestListener = (req, res) => {
    if (req.headers.rsc) {
      res.setHeader("content-type", "text/x-component");
      res.end(`1:HL["${href}","style"]`);
      return;
    }
    res.setHeader("content-type", "text/html; charset=utf-8");
    res.setHeader("content-security-policy", nonceCsp);
    res.setHeader("x-saw-accept-encoding", String(req.headers["accept-encoding"] ?? ""));
    res.write(page.slice(0, 40));
    res.write(page.slice(40, 200));
    res.end(page.slice(200));
  };

  it.each([
    { coding: "gzip", accepts: "gzip", decode: gunzipSync, why: "accepts no Brotli" },
    {
      coding: "br",
      accepts: "gzip, deflate, br, zstd",
      decode: brotliDecompressSync,
      why: "accepts Brotli",
    },
  ])(
    "answers $coding for a browser that $why, keeping the page's CSP",
    async ({ coding, accepts, decode }) => {
      const base = await serve(pageListener);
      // node:http, not fetch: fetch would decompress by itself.
      const res = await new Promise<IncomingMessage>((resolve) =>
        get(
          `${base}/health/k/member`,
          { headers: { accept: "text/html", "accept-encoding": accepts } },
          resolve,
        ),
      );
      expect(res.headers["content-encoding"]).toBe(coding);
      expect(res.headers["content-security-policy"]).toBe(nonceCsp);
      const body: Buffer[] = [];
      for await (const chunk of res) body.push(chunk as Buffer);
      const html = decode(Buffer.concat(body)).toString("utf8");
      expect(html.match(/<style data-href=/g)).toHaveLength(1);
      expect(html).toContain(css);
      expect(html).toContain("<h1>Hello</h1>");
    },
  );

  it("leaves the RSC payload alone", async () => {
    const base = await serve(pageListener);
    const res = await fetch(`${base}/`, { headers: { rsc: "1", accept: "*/*" } });
    expect(await res.text()).toBe(`1:HL["${href}","style"]`);
  });

  it("sends plain HTML to a client that accepts no gzip", async () => {
    const base = await serve(pageListener);
    const res = await fetch(`${base}/about`, {
      headers: { accept: "text/html", "accept-encoding": "identity" },
    });
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(await res.text()).toContain(`<style data-href="${href}">`);
  });

  /**
   * Serves `whole` at `/at-once` in one `res.end` and at `/streamed` in two writes, as Next writes
   * a prerendered and a streamed page; returns a reader of either path's text.
   */
  async function servedWholeAndStreamed(whole: string): Promise<(path: string) => Promise<string>> {
    const base = await serve((req, res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      if (req.url === "/streamed") res.write(whole.slice(0, 300));
      res.end(req.url === "/streamed" ? whole.slice(300) : whole);
    });
    return async (path) => (await fetch(base + path, { headers: { accept: "text/html" } })).text();
  }

  it("drops the RSC payload's JSON-LD copy from a page written at once, not from a streamed one", async () => {
    const ld = '{"@context":"https://schema.org","@type":"FAQPage"}';
    const flight = JSON.stringify([
      1,
      `5:["$","script",null,{"dangerouslySetInnerHTML":{"__html":${JSON.stringify(ld)}}}]\n`,
    ]);
    const whole = `${head}<body><script type="application/ld+json">${ld}</script><script>self.__next_f.push(${flight})</script></body></html>`;
    const get = await servedWholeAndStreamed(whole);
    expect((await get("/at-once")).split("FAQPage")).toHaveLength(2);
    expect((await get("/streamed")).split("FAQPage")).toHaveLength(3);
  });

  it("starts a page written at once's chunks after its first frame; a streamed page is left as it is", async () => {
    const tag = '<script src="/_next/static/chunks/main-app.js" async=""></script>';
    const whole = `${head.replace("</head>", `${tag}</head>`)}<body><main id="main"><h1>Hi</h1></main></body></html>`;
    const get = await servedWholeAndStreamed(whole);
    const atOnce = await get("/at-once");
    const atOnceHead = atOnce.slice(0, atOnce.indexOf("</head>"));
    expect(atOnceHead).not.toContain("<script src=");
    expect(atOnceHead).toContain(
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main-app.js"/>',
    );
    expect(atOnce).not.toContain('rel="expect"');
    expect(atOnce).toMatch(
      /<\/main><script>\(function\(s,n\).*\(\["\/_next\/static\/chunks\/a\.js","\/_next\/static\/chunks\/main-app\.js"\],""\)<\/script><\/body>/,
    );
    const streamed = await get("/streamed");
    expect(streamed).toContain(`${tag}</head>`);
    expect(streamed).not.toContain('rel="preload" as="script"');
    expect(streamed).not.toContain('rel="expect"');
  });

  it("passes other answers through (a JSON route handler)", async () => {
    const base = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(`{"ok":true}`);
    });
    const res = await fetch(`${base}/api/x`, { headers: { accept: "text/html,*/*" } });
    expect(await res.json()).toEqual({ ok: true });
  });

  it("learns a route in the background: whole stylesheet first, its critical part after", async () => {
    const learnt: string[] = [];
    const source = createCriticalSource({ onLearnt: (key) => learnt.push(key) });
    const css = "body{color:#111}.a{margin:0}.b{padding:0}";
    const read = (h: string) => (h === href ? css : undefined);
    const body = `<body><h1 class="a">Hi</h1></body></html>`;
    server = createServer(
      withInlineCss(
        (_req, res) => {
          res.setHeader("content-type", "text/html; charset=utf-8");
          res.end(`${head}${body}`);
        },
        read,
        source,
      ),
    );
    await new Promise<void>((r) => server!.listen(0, "127.0.0.1", r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/health/k1/member`;
    const get = async () =>
      (
        await fetch(url, { headers: { accept: "text/html", "accept-encoding": "identity" } })
      ).text();
    try {
      const first = await get();
      expect(first).toContain(`<style data-href="${href}">${css}</style>`);
      await source.idle();
      expect(learnt).toEqual(["/health/[requestKey]/member"]);
      // Another visitor's requestKey, same route: the critical part, the link at the end.
      const second = await get();
      expect(second).toContain(`<style data-href="${href}" data-critical="">`);
      expect(second).toContain(".a{margin:0}");
      expect(second).not.toContain(".b{padding:0}");
      expect(second).toContain(
        `<link rel="stylesheet" href="${href}" media="print" data-precedence="next"/><script>`,
      );
      // A page written at once: the file applies on first need, not on load.
      expect(second).toContain("'pointerdown'");
      await source.idle();
      expect(learnt, "the same page taught nothing new: no second beasties run").toHaveLength(1);
    } finally {
      await source.close();
    }
  });
});
