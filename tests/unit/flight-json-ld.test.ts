import { describe, expect, it } from "vitest";
import { dropFlightJsonLd } from "@/scripts/flight-json-ld.mjs";
import { serializeJsonLd } from "@/lib/seo/json-ld";

/** A push of the inline RSC payload, escaped as Next writes it. */
const push = (rows: string, attrs = "") =>
  `<script${attrs}>self.__next_f.push(${JSON.stringify([1, rows]).replace(/</g, "\\u003c")})</script>`;
const element = (id: string, text: string) =>
  `<script type="application/ld+json" id="${id}">${text}</script>`;

// Long texts travel as a text row (`id:T<UTF-8 length in hex>,text`), short ones inline.
const faq = serializeJsonLd({
  "@context": "https://schema.org",
  "@type": "FAQPage",
  mainEntity: [{ "@type": "Question", name: "₹5 lakh <cover> & more?" }],
});
const org = serializeJsonLd({ "@context": "https://schema.org", "@type": "InsuranceAgency" });
const faqRow = `37:T${Buffer.byteLength(faq).toString(16)},${faq}`;
const orgRow = `1f:["$","script",null,{"type":"application/ld+json","id":"organization","dangerouslySetInnerHTML":{"__html":${JSON.stringify(org)}}}]\n`;
const page = (body: string) =>
  `<!DOCTYPE html><html><head></head><body><main><h1>Hi</h1>${element("faq-jsonld", faq)}${element("organization", org)}</main>${body}</body></html>`;

describe("dropFlightJsonLd (JSON-LD once per page)", () => {
  it("keeps the HTML's JSON-LD and drops the payload's copies, text row and inline", () => {
    const html = page(push(`a:["$","p",null,{}]\n${faqRow}`) + push(orgRow, ' nonce="n1"'));
    const out = dropFlightJsonLd(html);
    expect(out).toContain(element("faq-jsonld", faq));
    expect(out).toContain(element("organization", org));
    expect(out.split("FAQPage")).toHaveLength(2);
    expect(out.split("InsuranceAgency")).toHaveLength(2);
    expect(out).toContain(push(`a:["$","p",null,{}]\n37:T2,{}`));
    expect(out).toContain(push(orgRow.replace(JSON.stringify(org), '"{}"'), ' nonce="n1"'));
    expect(out.length).toBeLessThan(html.length - faq.length - org.length);
  });

  it("changes nothing when the copy differs from the HTML's or is split across pushes", () => {
    const split = faqRow.length / 2;
    const cases = [
      page(push(faqRow.replace("FAQPage", "FAQPagf"))),
      page(push(faqRow.slice(0, split)) + push(faqRow.slice(split))),
      page(push('a:["$","p",null,{"children":"no JSON-LD here"}]\n')),
      `<html><body>${push(faqRow)}</body></html>`,
    ];
    for (const html of cases) expect(dropFlightJsonLd(html)).toBe(html);
  });
});
