import { describe, expect, it, vi } from "vitest";

/**
 * The article sanitizer (broker-api.md: `blog_content` is untrusted HTML): every hostile pattern
 * goes, the structure articles need stays, links are made safe.
 */

vi.mock("server-only", () => ({}));

const { sanitizeArticleHtml } = await import("@/lib/content/sanitize-article");

const context = {
  siteOrigin: "https://www.sureshield.example",
  assetBase: "https://assets.sureshield.example/media",
};
const clean = (html: string) => sanitizeArticleHtml(html, context);

describe("hostile markup is removed", () => {
  it.each([
    ["a script element", `<p>ok</p><script>window.__xss = 1</script>`, "<p>ok</p>"],
    ["a script with odd casing", `<p>ok</p><ScRiPt>window.__xss=1</ScRiPt>`, "<p>ok</p>"],
    ["an img onerror", `<img src="x" onerror="window.__xss=1">`, ""],
    [
      "an asset img with onerror",
      `<img src="https://assets.sureshield.example/media/a.webp" onerror="window.__xss=1" alt="A">`,
      `<img alt="A" loading="lazy" src="https://assets.sureshield.example/media/a.webp" />`,
    ],
    ["a javascript: link", `<a href="javascript:window.__xss=1">x</a>`, "<span>x</span>"],
    [
      "a mixed-case, entity-encoded javascript: link",
      `<a href="JaVa&#x53;cript:window.__xss=1">x</a>`,
      "<span>x</span>",
    ],
    [
      "a javascript: link with leading spaces",
      `<a href="  javascript:alert(1)">x</a>`,
      "<span>x</span>",
    ],
    ["a data: link", `<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>`, "<span>x</span>"],
    ["a vbscript: link", `<a href="vbscript:msgbox(1)">x</a>`, "<span>x</span>"],
    ["an iframe", `<iframe src="https://evil.example"></iframe><p>ok</p>`, "<p>ok</p>"],
    ["an iframe with srcdoc", `<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>`, ""],
    [
      "a style attribute with a javascript: url",
      `<div style="background:url(javascript:window.__xss=1)">text</div>`,
      "<div>text</div>",
    ],
    [
      "a style element",
      `<style>body{background:url(javascript:alert(1))}</style><p>ok</p>`,
      "<p>ok</p>",
    ],
    [
      "an svg with onload",
      `<svg onload="window.__xss=1"><circle r="1"/></svg><p>ok</p>`,
      "<p>ok</p>",
    ],
    ["event handlers on allowed tags", `<p onclick="x()" onmouseover="y()">t</p>`, "<p>t</p>"],
    ["a form", `<form action="https://evil.example"><input name="a"></form>`, ""],
    ["object and embed", `<object data="javascript:1"></object><embed src="javascript:1">`, ""],
    ["a meta refresh", `<meta http-equiv="refresh" content="0;url=javascript:1">`, ""],
    ["a base element", `<base href="https://evil.example/">`, ""],
    [
      "class and id (restyling, DOM clobbering)",
      `<p class="fixed inset-0" id="main">t</p>`,
      "<p>t</p>",
    ],
    ["a template", `<template><script>1</script></template><p>ok</p>`, "<p>ok</p>"],
  ])("%s", (_label, input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  it("leaves no trace of any attack in a combined document", () => {
    const out = clean(`
      <script>window.__xss="s"</script><img src=x onerror="window.__xss='i'">
      <a href="javascript:window.__xss='a'">a</a><iframe src="javascript:parent.__xss='f'"></iframe>
      <div style="background:url(javascript:window.__xss='d')">d</div><svg onload="window.__xss='v'"></svg>
      <p>kept</p>`);
    expect(out).not.toMatch(/<script|<iframe|<svg|<img|style=|javascript:|\son\w+=|__xss/i);
    expect(out).toContain("<p>kept</p>");
  });
});

describe("article structure is kept", () => {
  it("keeps headings, paragraphs, emphasis, lists and tables", () => {
    const html =
      `<h2>Cover</h2><p>Text with <strong>bold</strong>, <em>italic</em> and <br>a break.</p>` +
      `<ul><li>One</li></ul><ol><li>First</li></ol><blockquote>Quote</blockquote>` +
      `<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">B</td></tr></tbody></table>`;
    expect(clean(html)).toBe(
      `<h2>Cover</h2><p>Text with <strong>bold</strong>, <em>italic</em> and <br />a break.</p>` +
        `<ul><li>One</li></ul><ol><li>First</li></ol><blockquote>Quote</blockquote>` +
        `<table><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">B</td></tr></tbody></table>`,
    );
  });

  it("turns an h1 into an h2 (the page title is the only h1)", () => {
    expect(clean("<h1>Title</h1>")).toBe("<h2>Title</h2>");
  });

  it("keeps the text of removed wrappers", () => {
    expect(clean(`<section><font color="red">Plain words</font></section>`)).toBe("Plain words");
  });
});

describe("links are rewritten safely", () => {
  it.each([
    ["a site path", `<a href="/health-insurance">h</a>`, `<a href="/health-insurance">h</a>`],
    ["an in-page anchor", `<a href="#costs">c</a>`, `<a href="#costs">c</a>`],
    [
      "a link to the site's own origin",
      `<a href="https://www.sureshield.example/contact">c</a>`,
      `<a href="https://www.sureshield.example/contact">c</a>`,
    ],
    [
      "an external https link",
      `<a href="https://irdai.gov.in/" target="_self" rel="opener">i</a>`,
      `<a href="https://irdai.gov.in/" rel="noopener noreferrer nofollow">i</a>`,
    ],
    [
      "an external http link",
      `<a href="http://example.com/x">e</a>`,
      `<a href="http://example.com/x" rel="noopener noreferrer nofollow">e</a>`,
    ],
    ["a protocol-relative link", `<a href="//evil.example/x">e</a>`, "<span>e</span>"],
    ["a backslash host link", `<a href="/\\evil.example/x">e</a>`, "<span>e</span>"],
    ["a relative link without a slash", `<a href="other-post">e</a>`, "<span>e</span>"],
    ["a mailto link", `<a href="mailto:a@b.c">m</a>`, "<span>m</span>"],
    [
      "a link title",
      `<a href="/claims" title="Claims">c</a>`,
      `<a href="/claims" title="Claims">c</a>`,
    ],
  ])("%s", (_label, input, expected) => {
    expect(clean(input)).toBe(expected);
  });

  it("keeps images only from the asset host or the site", () => {
    expect(clean(`<img src="https://evil.example/a.png" alt="a">`)).toBe("");
    expect(clean(`<img src="https://assets.sureshield.example/other/a.png" alt="a">`)).toBe("");
    expect(clean(`<img src="/images/blog-fallback.webp" width="600" height="abc">`)).toBe(
      `<img alt="" loading="lazy" src="/images/blog-fallback.webp" width="600" />`,
    );
    expect(clean(`<img src="data:image/png;base64,AAAA">`)).toBe("");
  });
});
