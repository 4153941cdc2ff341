import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Glyph } from "@/components/ui/glyph";
import { NewTabLink } from "@/components/ui/new-tab-link";
import { postPath } from "@/lib/content/post-id";

/**
 * The shared pieces that replaced repeated markup (issue 10) render exactly what each copy did:
 * the same SVG attributes (hidden from assistive technology) and the same new-tab wording.
 */

describe("Glyph", () => {
  it("draws a stroked control glyph hidden from assistive technology", () => {
    expect(renderToStaticMarkup(<Glyph name="close" />)).toBe(
      '<svg aria-hidden="true" viewBox="0 0 24 24" class="size-5" fill="none" stroke="currentColor" stroke-width="2"><path d="M6 6l12 12M18 6 6 18"></path></svg>',
    );
  });

  it("draws filled glyphs, round-stroked glyphs and the 20-unit chevron with its own classes", () => {
    expect(renderToStaticMarkup(<Glyph name="play" />)).toBe(
      '<svg aria-hidden="true" viewBox="0 0 24 24" class="size-5" fill="currentColor"><path d="M8 5v14l11-7z"></path></svg>',
    );
    expect(renderToStaticMarkup(<Glyph name="chat" />)).toContain(
      'fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"',
    );
    expect(renderToStaticMarkup(<Glyph name="chevron-down" className="size-4" />)).toMatch(
      /^<svg aria-hidden="true" viewBox="0 0 20 20" class="size-4" fill="currentColor"><path d="M5\.3 /,
    );
  });
});

describe("NewTabLink", () => {
  it("opens a new tab without opener or referrer and tells screen-reader users", () => {
    const html = renderToStaticMarkup(<NewTabLink href="https://example.in/v">Watch</NewTabLink>);
    expect(html).toBe(
      '<a href="https://example.in/v" target="_blank" rel="noopener noreferrer">Watch<span class="sr-only"> (opens in a new tab)</span></a>',
    );
  });

  it("adds nofollow for links the site does not vouch for", () => {
    const html = renderToStaticMarkup(
      <NewTabLink href="https://example.in/v" nofollow>
        Watch
      </NewTabLink>,
    );
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });
});

describe("postPath", () => {
  it("is /blog/{bname} with the identifier percent-encoded", () => {
    expect(postPath("motor-add-ons")).toBe("/blog/motor-add-ons");
    expect(postPath("a b/c")).toBe("/blog/a%20b%2Fc");
  });
});
