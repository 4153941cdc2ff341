import { describe, expect, it } from "vitest";
import { firstScreenEnd, forFirstPaint } from "@/scripts/first-paint.mjs";

const chunk = (src: string, nonce = "") =>
  `<script src="/_next/static/chunks/${src}.js" async=""${nonce}></script>`;
const page = (head: string, body = '<main id="main"><h1>Hi</h1></main>') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${head}<title>T</title></head><body>${body}<script>self.__next_f.push([1,"x"])</script></body></html>`;
const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));
const expectMain = '<link rel="expect" href="#main" blocking="render"/>';
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

describe("forFirstPaint (the first screen in one frame, scripts after it)", () => {
  it("holds frames until main is parsed: the expect link right after the charset", () => {
    const out = forFirstPaint(page(""));
    expect(out).toContain(`<head><meta charSet="utf-8"/>${expectMain}<title>`);
    // No main landmark to wait for: no link (it would hold every frame until the parse ends).
    expect(forFirstPaint(page("", "<div>error</div>"))).not.toContain('rel="expect"');
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
    expect(out).not.toContain("(function(s,n)");
    expect(out).toContain(expectMain);
  });

  it("leaves other scripts where they were: inline, nomodule, already in the body", () => {
    const head = `<script>inline()</script><script src="/_next/static/chunks/p.js" noModule=""></script>`;
    const html = page(head, `<main id="main">${chunk("late")}</main>`);
    expect(forFirstPaint(html)).toBe(html.replace('<meta charSet="utf-8"/>', `$&${expectMain}`));
  });

  it("returns a page without a head or a body end as it is", () => {
    const noBodyEnd = `<html><head>${chunk("a")}</head><body><main id="main">`;
    expect(forFirstPaint(noBodyEnd)).toBe(noBodyEnd);
    expect(forFirstPaint("<p>fragment</p>")).toBe("<p>fragment</p>");
  });
});

describe("firstScreenEnd (what the first frame waits for)", () => {
  const end = (main: string, rest = "") => {
    const html = `<html><head></head><body><header id="top">x</header><main id="main">${main}</main>${rest}</body></html>`;
    return firstScreenEnd(html, html.indexOf('<main id="main"'));
  };
  const hero = (panel: string) => `<section><div><h1>T</h1><p>text</p></div>${panel}</section>`;
  const form =
    '<div id="lead-form"><h2>Ask</h2><form><input id="_R_1_-name" name="firstName"/><button>Send</button></form></div>';
  const below = '<section id="faqs" class="py-8 below-fold"><h2>FAQs</h2></section>';

  it("is the hero's last element with an id when only end tags follow it before the below-fold sections", () => {
    expect(end(hero(form) + below)).toBe("lead-form");
    // /about: the first section after the hero closes the first screen.
    const first = '<section id="who-we-are"><h2 id="who-we-are-heading">Who</h2><p>t</p></section>';
    expect(end(hero("") + first + below)).toBe("who-we-are");
    // A raw-text element's `<` is not a tag; a JSON-LD script with an id is passed over.
    expect(
      end(`<script type="application/ld+json" id="ld">{"a":"<b>"}</script>${hero(form)}${below}`),
    ).toBe("lead-form");
  });

  it("is main when content without an id lies between, there is no below-fold section, or the id repeats", () => {
    expect(end(hero(form) + '<div><a href="tel:1">Call</a></div>' + below)).toBe("main");
    expect(end(hero(form))).toBe("main");
    expect(end(hero("") + below)).toBe("main");
    expect(end(hero(form) + below, '<div id="lead-form"></div>')).toBe("main");
    // A below-fold class after main does not count.
    expect(end(hero(form), below)).toBe("main");
  });

  it("is written into the expect link", () => {
    const html = page("", `<main id="main">${hero(form)}${below}</main>`);
    expect(forFirstPaint(html)).toContain(
      '<head><meta charSet="utf-8"/><link rel="expect" href="#lead-form" blocking="render"/>',
    );
  });
});
