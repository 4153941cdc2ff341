import { describe, expect, it } from "vitest";
import { pathOfPrerendered } from "@/scripts/critical-css-build.mjs";
import {
  createCriticalStore,
  criticalCss,
  entriesFromJson,
  entriesToJson,
  matchableSelector,
  pageTokens,
} from "@/scripts/critical-css.mjs";

const href = "/_next/static/chunks/site.css";
const sheet = [
  "@layer theme,base,utilities;",
  "@layer base{body{margin:0}h1{font-size:2rem}dialog{padding:1rem}}",
  "@layer utilities{.flex{display:flex}.grid{display:grid}",
  "@media (min-width:40rem){.sm\\:grid{display:grid}.sm\\:hidden{display:none}}",
  ".animate-spin{animation:spin 1s linear infinite}.hover\\:underline:hover{text-decoration:underline}",
  ".aria-invalid\\:border-red[aria-invalid=true]{border-color:red}}",
  "@keyframes spin{to{transform:rotate(1turn)}}@keyframes pulse{50%{opacity:.5}}",
].join("");

function page(body: string): string {
  return `<!DOCTYPE html><html><head><style data-href="${href}">${sheet}</style></head><body>${body}</body></html>`;
}

describe("criticalCss (beasties)", () => {
  it("keeps the rules the page's elements need, in the stylesheet's order, and drops the rest", async () => {
    const { sheets, ms } = await criticalCss(
      page(`<h1 class="flex sm:grid hover:underline">Title</h1><span class="animate-spin"></span>`),
    );
    const css = sheets.get(href) ?? "";
    expect(css).toContain("@layer theme,base,utilities;");
    expect(css).toContain("h1{font-size:2rem}");
    expect(css).toContain(".flex{display:flex}");
    expect(css).toContain("@media (min-width:40rem){.sm\\:grid{display:grid}}");
    expect(css).toContain(".hover\\:underline:hover");
    // Every @keyframes (the site has two small ones; `animation: var(--animate-spin)` hides the name).
    expect(css).toContain("@keyframes spin");
    expect(css).toContain("@keyframes pulse");
    expect(css.indexOf("body{margin:0}")).toBeLessThan(css.indexOf(".flex{"));
    // What the page does not render: a dialog, other utilities.
    expect(css).not.toContain("dialog{");
    expect(css).not.toContain(".grid{");
    expect(css).not.toContain("sm\\:hidden");
    expect(ms).toBeGreaterThan(0);
  });

  it("keeps Tailwind's :where()/:is() rules and arbitrary variants whose class holds & or >", async () => {
    const css = [
      "@layer utilities{:where(.space-y-2>:not(:last-child)){margin-block-start:.5rem}",
      ":is(.\\*\\:p-5>*){padding:1.25rem}",
      ".\\[\\&_li\\>span\\]\\:size-11 li>span{width:2.75rem}",
      ".unused>:not(:last-child){margin:0}}",
    ].join("");
    const html = `<html><head><style data-href="${href}">${css}</style></head><body><ul class="space-y-2 *:p-5 [&amp;_li&gt;span]:size-11"><li><span>a</span></li><li>b</li></ul></body></html>`;
    const out = (await criticalCss(html)).sheets.get(href) ?? "";
    expect(out).toContain("margin-block-start:.5rem");
    expect(out).toContain("padding:1.25rem");
    expect(out).toContain("width:2.75rem");
    expect(out).not.toContain(".unused");
  });

  it("keeps rules that test an attribute's value when the page has it", async () => {
    const { sheets } = await criticalCss(
      page(`<input class="aria-invalid:border-red" aria-invalid="true">`),
    );
    expect(sheets.get(href)).toContain("[aria-invalid=true]{border-color:red}");
  });
});

describe("createCriticalStore", () => {
  it("unions the rules of the pages of one key and skips pages with nothing new", async () => {
    const store = createCriticalStore();
    const key = "/health/[requestKey]/member";
    const first = await store.learn(key, page(`<h1 class="flex">A</h1>`));
    expect(first?.entry.sheets.get(href)).not.toContain(".grid{");
    const second = await store.learn(key, page(`<div class="grid">error state</div>`));
    const css = second?.entry.sheets.get(href) ?? "";
    expect(css).toContain(".flex{display:flex}");
    expect(css).toContain(".grid{display:grid}");
    expect(css.indexOf(".flex{")).toBeLessThan(css.indexOf(".grid{"));
    // The same elements again (other text, other requestKey): no beasties run.
    expect(await store.learn(key, page(`<h1 class="flex">B</h1>`))).toBeUndefined();
  });

  it("forgets the least recently used key beyond its bound", async () => {
    const store = createCriticalStore({ maxKeys: 2 });
    await store.learn("/a", page(`<h1>a</h1>`));
    await store.learn("/b", page(`<h1>b</h1>`));
    store.get("/a");
    await store.learn("/c", page(`<h1>c</h1>`));
    expect(store.entries().map(([k]) => k)).toEqual(["/a", "/c"]);
  });

  it("survives a round trip through JSON (the build's file)", async () => {
    const store = createCriticalStore();
    await store.learn("/about", page(`<h1 class="flex">About</h1>`));
    const back = entriesFromJson(JSON.parse(JSON.stringify(entriesToJson(store.entries()))));
    expect(back).toEqual(store.entries());
    expect(entriesFromJson("garbage")).toEqual([]);
  });
});

describe("matchableSelector", () => {
  it("drops states and structure, keeps :is()/:where() arguments, never narrows", () => {
    expect(matchableSelector(":where(.space-y-2>:not(:last-child))")).toBe(":is(.space-y-2> *)");
    expect(matchableSelector(".hover\\:underline:hover")).toBe(".hover\\:underline");
    expect(matchableSelector("form:has(>[aria-expanded=false])~.menu-panel")).toBe(
      "form~.menu-panel",
    );
    expect(matchableSelector('a[href^="tel:"]')).toBe('a[href^="tel:"]');
    expect(matchableSelector(".x:is(.a,:hover)")).toBe(".x");
    expect(matchableSelector("li:nth-child(2n+1)")).toBe("li");
    expect(matchableSelector("::placeholder")).toBe("*");
  });
});

describe("pageTokens", () => {
  it("collects element names, classes, attribute names and the values selectors test", () => {
    const tokens = pageTokens(
      `<div id="main" class="a  b" role="dialog" data-state="open" hidden><input name="firstName" value="Asha" type="text" aria-invalid="true"><a href="/health/k1/member">x</a></div>`,
    );
    for (const t of ["t:div", "c:a", "c:b", "a:role=dialog", "a:data-state=open", "a:hidden"])
      expect(tokens).toContain(t);
    expect(tokens).toContain("a:type=text");
    expect(tokens).toContain("a:aria-invalid=true");
    // What a visitor typed, a requestKey, an id: never tokens (another visitor's page is the same).
    const all = [...tokens].join(" ");
    expect(all).not.toMatch(/Asha|k1|main|firstName/);
  });
});

describe("pathOfPrerendered", () => {
  it("maps the build's files to the URLs they answer", () => {
    expect(pathOfPrerendered("en.html")).toBe("/");
    expect(pathOfPrerendered("en/about.html")).toBe("/about");
    expect(pathOfPrerendered("hi.html")).toBe("/hi");
    expect(pathOfPrerendered("hi/blog/x.html")).toBe("/hi/blog/x");
    expect(pathOfPrerendered("_not-found.html")).toBeUndefined();
  });
});
