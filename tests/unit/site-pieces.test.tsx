import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { spriteUrl } from "@/components/icons/sprite-url";
import { Glyph } from "@/components/ui/glyph";
import { NewTabLink } from "@/components/ui/new-tab-link";
import { postPath } from "@/lib/content/post-id";

/**
 * The shared pieces that replaced repeated markup (issue 10) render exactly what each copy did:
 * the same SVG attributes (hidden from assistive technology) and the same new-tab wording.
 */

describe("Glyph", () => {
  it("draws a control glyph from the icon sprite, hidden from assistive technology", () => {
    expect(renderToStaticMarkup(<Glyph name="close" />)).toBe(
      `<svg aria-hidden="true" class="size-5"><use href="${spriteUrl}#g-close"></use></svg>`,
    );
    expect(renderToStaticMarkup(<Glyph name="chevron-down" className="size-4" />)).toBe(
      `<svg aria-hidden="true" class="size-4"><use href="${spriteUrl}#g-chevron-down"></use></svg>`,
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
