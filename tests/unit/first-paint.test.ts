import { describe, expect, it } from "vitest";
import { forFirstPaint } from "@/scripts/first-paint.mjs";

const chunk = (src: string, nonce = "") =>
  `<script src="/_next/static/chunks/${src}.js" async=""${nonce}></script>`;
const page = (head: string, body = '<main id="main"><h1>Hi</h1></main>') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<title>T</title></head><body>${body}<script>self.__next_f.push([1,"x"])</script></body></html>`;
const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));
const preload = (src: string, nonce = "") =>
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/${src}.js"${nonce}/>`;
/** The inline starter's arguments: the chunk srcs and the nonce ("" when none). */
const starterArgs = (html: string) => {
  const m =
    /<script(?: nonce="[^"]*")?>\(function\(s,n\)\{.*\}\)\((\[.*?\]),("[^"]*")\)<\/script><\/body>/.exec(
      html,
    );
  return m
    ? { srcs: JSON.parse(m[1]!) as string[], nonce: JSON.parse(m[2]!) as string }
    : undefined;
};

describe("forFirstPaint (the first paint before the framework's scripts)", () => {
  it("holds no frame back: no render-blocking link (Chromium then showed a fast load's first frame a second late)", () => {
    const out = forFirstPaint(page(chunk("a")));
    expect(out).not.toContain('rel="expect"');
    expect(out).not.toContain("blocking=");
  });

  it("preloads each chunk from the head, low priority, and starts them all from the end of the body, in order", () => {
    const out = forFirstPaint(page(chunk("a") + chunk("turbopack-b")));
    expect(headOf(out)).not.toContain("<script");
    expect(headOf(out)).toContain(preload("a") + preload("turbopack-b"));
    // After the inline payload, the one starter just before </body>.
    expect(out.indexOf("self.__next_f.push")).toBeLessThan(out.indexOf("(function(s,n)"));
    expect(starterArgs(out)).toEqual({
      srcs: ["/_next/static/chunks/a.js", "/_next/static/chunks/turbopack-b.js"],
      nonce: "",
    });
  });

  it("starts the chunks after a frame, once only, in a real document", () => {
    const out = forFirstPaint(page(chunk("a") + chunk("b")));
    const code = /<script>(\(function\(s,n\).*?)<\/script><\/body>/.exec(out)![1]!;
    const appended: { src: string; nonce?: string }[] = [];
    const timers: (() => void)[] = [];
    let frame: (() => void) | undefined;
    const scope = {
      document: {
        createElement: () => ({}) as { src: string; nonce?: string },
        body: { appendChild: (e: { src: string }) => appended.push(e) },
      },
      requestAnimationFrame: (f: () => void) => (frame = f),
      setTimeout: (f: () => void) => timers.push(f),
    };
    new Function("document", "requestAnimationFrame", "setTimeout", code)(
      scope.document,
      scope.requestAnimationFrame,
      scope.setTimeout,
    );
    expect(appended).toHaveLength(0); // nothing before the first frame
    frame!();
    for (const t of timers.splice(0)) t();
    expect(appended.map((e) => e.src)).toEqual([
      "/_next/static/chunks/a.js",
      "/_next/static/chunks/b.js",
    ]);
    expect(appended).toHaveLength(2); // the 500 ms fallback ran too, and added nothing
  });

  it("keeps a per-request page's nonce on the preloads, the starter and each script it adds", () => {
    const out = forFirstPaint(page(chunk("a", ' nonce="n0Nce"')));
    expect(headOf(out)).toContain(preload("a", ' nonce="n0Nce"'));
    expect(out).toContain('<script nonce="n0Nce">(function(s,n)');
    expect(starterArgs(out)?.nonce).toBe("n0Nce");
  });

  it("leaves the tags in the head where the CSP lets no inline script run", () => {
    const html = page(chunk("a"));
    const out = forFirstPaint(html, false);
    expect(headOf(out)).toContain(chunk("a"));
    expect(out).toBe(html);
  });

  it("leaves other scripts where they were: inline, nomodule, already in the body", () => {
    const head = `<script>inline()</script><script src="/_next/static/chunks/p.js" noModule=""></script>`;
    const html = page(head, `<main id="main">${chunk("late")}</main>`);
    expect(forFirstPaint(html)).toBe(html);
  });

  it("returns a page without a head or a body end as it is", () => {
    const noBodyEnd = `<html><head>${chunk("a")}</head><body><main id="main">`;
    expect(forFirstPaint(noBodyEnd)).toBe(noBodyEnd);
    expect(forFirstPaint("<p>fragment</p>")).toBe("<p>fragment</p>");
  });
});
