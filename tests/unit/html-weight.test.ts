import { describe, expect, it } from "vitest";
import { chromeRscOf, markupFacts, rscPayloadOf, rscRows } from "../bench/html-weight";

/** A document as Next writes one: the payload in `self.__next_f.push` scripts, JSON-escaped. */
const documentWith = (payload: string, body: string) =>
  `<!DOCTYPE html><html><head><script src="/a.js" async=""></script></head><body>${body}` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script>` +
  `<script>self.__next_f.push(${JSON.stringify([1, payload.slice(0, 40)])})</script>` +
  `<script>self.__next_f.push(${JSON.stringify([1, payload.slice(40)])})</script></body></html>`;

// The layout's tree with the header outlined into its own row and `main` a reference to another,
// a text row whose length counts UTF-8 bytes (Devanagari), and a client module row both use.
const header = '["$","header",null,{"children":["$","$L3",null,{"className":"lang-row"}]}]';
const payload = [
  '0:["$","body",null,{"children":[["$","a",null,{"href":"#main"}],"$L1","$L2"]}]',
  `1:${header}`,
  '2:["$","main",null,{"id":"main","children":["$L3","$4"]}]',
  '3:I[1,["a.js"],"LanguageSwitch"]',
  // 15 bytes of text (f in hex), then the next row right after it
  `4:T${Buffer.byteLength("हिंदी").toString(16)},हिंदी5:[]`,
  "",
].join("\n");

describe("html-weight (bench:html)", () => {
  it("joins the pushed strings back into the RSC payload", () => {
    expect(rscPayloadOf(documentWith(payload, ""))).toBe(payload);
  });

  it("splits rows, text rows by their byte length", () => {
    const rows = rscRows(payload);
    expect([...rows.keys()]).toEqual(["0", "1", "2", "3", "4", "5"]);
    expect(rows.get("4")?.text).toBe("4:Tf,हिंदी");
    expect(rows.get("1")?.value).toEqual(JSON.parse(header));
  });

  it("counts as chrome the siblings of main and the rows only they reach", () => {
    // Row 3 is shared with main, so it counts for the page.
    expect(chromeRscOf(payload)).toBe(`["$","a",null,{"href":"#main"}],"$L1"1:${header}\n`);
  });

  it("counts the body's children other than main, scripts and Next's hidden div as chrome markup", () => {
    const body =
      '<div hidden=""></div><a href="#main">Skip</a><header><nav><a href="/">x</a></nav></header>' +
      "<main><p>page</p></main><footer><p>f</p></footer>";
    const facts = markupFacts(documentWith(payload, body));
    expect(facts.chromeMarkup).toBe(
      '<a href="#main">Skip</a><header><nav><a href="/">x</a></nav></header><footer><p>f</p></footer>',
    );
    expect(facts.chromeElements).toBe(6);
    // html, head, script, body, div, a, header, nav, a, main, p, footer, p and three scripts
    expect(facts.elements).toBe(16);
  });
});
