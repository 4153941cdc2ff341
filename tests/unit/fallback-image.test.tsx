// @vitest-environment jsdom
import { cleanup, fireEvent, render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FallbackImage } from "@/components/ui/fallback-image";

/**
 * FallbackImage (spec 2.3 and 8: "Blog image fails: fallback image") as a plain `<img>` with
 * next/image's attributes (issue 11: no next/image client code on the page): responsive, sized,
 * lazy, and switching to the local fallback on error, also when the error came before hydration.
 */

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const props = {
  fallbackSrc: "/images/blog-fallback.webp",
  alt: "",
  width: 600,
  height: 315,
  sizes: "(min-width: 1024px) 280px, 100vw",
  className: "aspect-[40/21] w-full",
};
const photo = "/images/post.webp";

describe("FallbackImage", () => {
  it("renders the fallback as server HTML when there is no source: srcset, sizes, size, lazy", () => {
    const html = renderToStaticMarkup(<FallbackImage {...props} src={null} />);
    expect(html).toMatch(/^<img /);
    expect(html).toContain('data-fallback="true"');
    expect(html).toContain('loading="lazy"');
    expect(html).toContain('width="600" height="315"');
    expect(html).toContain(`sizes="${props.sizes}"`);
    expect(html).toMatch(/srcSet="\/_next\/image\?url=%2Fimages%2Fblog-fallback\.webp&amp;w=\d+/);
  });

  it("shows the source through the optimizer, then the fallback when it fails", () => {
    render(<FallbackImage {...props} src={photo} />);
    const img = document.querySelector("img");
    expect(img?.getAttribute("src")).toContain("url=%2Fimages%2Fpost.webp");
    expect(img?.getAttribute("srcset")).toContain("url=%2Fimages%2Fpost.webp");
    expect(img).not.toHaveAttribute("data-fallback");
    expect(img).toHaveAttribute("width", "600");
    expect(img).toHaveAttribute("loading", "lazy");

    fireEvent.error(img!);
    expect(img?.getAttribute("src")).toContain("blog-fallback.webp");
    expect(img?.getAttribute("srcset")).toContain("blog-fallback.webp");
    expect(img).toHaveAttribute("data-fallback", "true");
  });

  it("notices a source that failed before hydration (complete, no width) and shows the fallback", () => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(0);
    render(<FallbackImage {...props} src={photo} />);
    expect(document.querySelector("img")).toHaveAttribute("data-fallback", "true");
  });

  it("keeps a source that loaded before hydration", () => {
    vi.spyOn(HTMLImageElement.prototype, "complete", "get").mockReturnValue(true);
    vi.spyOn(HTMLImageElement.prototype, "naturalWidth", "get").mockReturnValue(600);
    render(<FallbackImage {...props} src={photo} />);
    expect(document.querySelector("img")).not.toHaveAttribute("data-fallback");
  });
});
