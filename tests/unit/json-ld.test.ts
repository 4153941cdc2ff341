// @vitest-environment jsdom
import { ArticleJsonLd, BreadcrumbJsonLd, FAQJsonLd } from "next-seo";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  ArticleData,
  BreadcrumbData,
  FaqData,
  OrganizationData,
  articleJsonLd,
  breadcrumbJsonLd,
  faqJsonLd,
} from "@/components/seo/structured-data";
import { serializeJsonLd } from "@/lib/seo/json-ld";
import { absoluteUrl } from "@/lib/seo/site-url";

/**
 * JSON-LD must not let broker text (a post's title or description) end its script element
 * (issue 9): the HTML parser ends it at `</script` + space, `/` or `>` in any case, and `<!--`
 * changes how it looks for the end. next-seo escaped only the exact `</script>`.
 */

const payloads = [
  `</script ><img src=x onerror="window.__pwned=1">`,
  `</SCRIPT/><img src=x onerror=window.__pwned=1>`,
  `<!--<script>window.__pwned=1</script>`,
  `</script\t>`,
  `a & b > c < d`,
  "line\u2028separator\u2029paragraph",
];

/** Parses markup as a browser would (jsdom's HTML parser, through DOMParser) and returns the document. */
function parse(markup: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><body>${markup}<p id="after">after</p></body></html>`,
    "text/html",
  );
}

function markup(element: ReactElement): string {
  return renderToStaticMarkup(element);
}

describe("serializeJsonLd", () => {
  it.each(payloads)("escapes %j and round-trips through JSON.parse", (payload) => {
    const data = { headline: payload, nested: [{ text: payload }] };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(data);
  });

  it("writes the escapes as \\uXXXX", () => {
    expect(serializeJsonLd("<>&\u2028\u2029")).toBe('"\\u003c\\u003e\\u0026\\u2028\\u2029"');
  });

  it("refuses a value with no JSON form instead of emitting nothing", () => {
    expect(() => serializeJsonLd(undefined)).toThrow(TypeError);
  });
});

describe("structured data components", () => {
  it.each(payloads)(
    "keep a hostile post title and description %j inside one script element",
    (payload) => {
      const html =
        markup(
          createElement(ArticleData, {
            headline: payload,
            description: payload,
            path: "/blog/x",
            image: null,
          }),
        ) +
        markup(
          createElement(BreadcrumbData, {
            trail: [
              { name: "Blog", path: "/blog" },
              { name: payload, path: "/blog/x" },
            ],
          }),
        );
      const doc = parse(html);
      const scripts = [...doc.querySelectorAll("script")];
      expect(scripts).toHaveLength(2);
      expect(doc.querySelector("img")).toBeNull();
      expect(doc.getElementById("after")?.textContent).toBe("after");
      const [article, breadcrumb] = scripts.map(
        (s) => JSON.parse(s.textContent ?? "") as Record<string, unknown>,
      );
      expect(article).toMatchObject({
        "@type": "Article",
        headline: payload,
        description: payload,
      });
      expect(breadcrumb).toMatchObject({
        itemListElement: [{ name: "Home" }, { name: "Blog" }, { name: payload }],
      });
    },
  );

  it("render the organisation and FAQ data as parseable JSON without raw markup characters", () => {
    const faqs = [{ title: "Is <b>cashless</b> & quick?", data: ["Yes </script >", "<!-- no"] }];
    for (const html of [
      markup(createElement(OrganizationData)),
      markup(createElement(FaqData, { faqs })),
    ]) {
      const text =
        parse(html).querySelector('script[type="application/ld+json"]')?.textContent ?? "";
      expect(text).not.toMatch(/[<>&]/);
      expect(() => JSON.parse(text) as unknown).not.toThrow();
    }
    expect(markup(createElement(FaqData, { faqs: [] }))).toBe("");
  });
});

describe("same content as next-seo built", () => {
  /** The JSON inside next-seo's script element (benign input only: its escaping is the problem). */
  function nextSeoData(element: ReactElement): unknown {
    const text = parse(markup(element)).querySelector("script")?.textContent ?? "";
    return JSON.parse(text);
  }

  it("Article", () => {
    const organization = {
      name: "SureShield",
      url: absoluteUrl("/"),
      logo: absoluteUrl("/icon.svg"),
    };
    const url = absoluteUrl("/blog/a-post");
    const image = "https://assets.example/blogs/a-post/blogImages/1.webp";
    expect(
      articleJsonLd({ headline: "A post", description: "About it", path: "/blog/a-post", image }),
    ).toEqual(
      nextSeoData(
        createElement(ArticleJsonLd, {
          headline: "A post",
          description: "About it",
          url,
          mainEntityOfPage: url,
          image,
          author: organization,
          publisher: organization,
        }),
      ),
    );
  });

  it("Breadcrumb", () => {
    const trail = [
      { name: "Blog", path: "/blog" },
      { name: "A post", path: "/blog/a-post" },
    ];
    const items = [
      { name: "Home", item: absoluteUrl("/") },
      ...trail.map((t) => ({ name: t.name, item: absoluteUrl(t.path) })),
    ];
    expect(breadcrumbJsonLd(trail)).toEqual(
      nextSeoData(createElement(BreadcrumbJsonLd, { items })),
    );
  });

  it("FAQ", () => {
    const faqs = [
      {
        title: "What is cashless?",
        data: ["The insurer pays the hospital.", "You pay nothing upfront."],
      },
    ];
    expect(faqJsonLd(faqs)).toEqual(
      nextSeoData(
        createElement(FAQJsonLd, {
          questions: faqs.map((f) => ({ question: f.title, answer: f.data.join(" ") })),
        }),
      ),
    );
  });
});
