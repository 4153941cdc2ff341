import { describe, expect, it } from "vitest";
import { scriptUrlsOf } from "../bench/first-load-js";

describe("scriptUrlsOf (first-load JS of bench:js and bench:floor)", () => {
  const page = "http://localhost:3000/about";

  it("counts script src and script preloads once each, absolute", () => {
    const html = `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>
      <script src="/_next/static/chunks/a.js" async=""></script>
      <script src="/_next/static/chunks/b.js?dpl=1&amp;x=2" async></script>
      <link rel="modulepreload" href="/_next/static/chunks/c.js">`;
    expect(scriptUrlsOf(html, page)).toEqual([
      "http://localhost:3000/_next/static/chunks/a.js",
      "http://localhost:3000/_next/static/chunks/b.js?dpl=1&x=2",
      "http://localhost:3000/_next/static/chunks/c.js",
    ]);
  });

  it("leaves out nomodule scripts, inline scripts, stylesheets and other preloads", () => {
    const html = `<script src="/polyfills.js" noModule=""></script>
      <script>self.__next_f.push([1,""])</script>
      <link rel="stylesheet" href="/_next/static/css/a.css">
      <link rel="preload" as="font" href="/font.woff2">`;
    expect(scriptUrlsOf(html, page)).toEqual([]);
  });
});
