// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { PostThumbnail } from "@/components/knowledge/post-thumbnail";
import { VideoCard } from "@/components/knowledge/video-card";
import { videosPage } from "@/content/knowledge-centre";
import en from "@/messages/en.json";
import { withClientMessages } from "@/tests/helpers/client-messages";

/**
 * Knowledge-centre thumbnails on a phone (issue 25): small, lazy and never preloaded, so a list
 * page's heading and introduction are its largest paint and no thumbnail competes with the HTML
 * and scripts on a slow link; width and height stay set, so nothing shifts when they arrive.
 */

afterEach(cleanup);

/** The image width a phone (412 CSS px wide) picks from `sizes`: the value after the last media query. */
const phoneSlot = (sizes: string | null) => sizes?.split(",").at(-1)?.trim();

describe("post card thumbnail", () => {
  const html = renderToStaticMarkup(
    <PostThumbnail post={{ thumbnail: undefined }} assetBase={undefined} layout="card" />,
  );

  it("is lazy, not high priority, and has no preload in the head", () => {
    expect(html).toContain('loading="lazy"');
    expect(html).not.toMatch(/fetchpriority/i);
    expect(html).not.toContain("<link");
  });

  it("is 128 px wide beside the title on a phone, the card's width from 640 px, sized for no shift", () => {
    const img = new DOMParser().parseFromString(html, "text/html").querySelector("img");
    expect(phoneSlot(img?.getAttribute("sizes") ?? null)).toBe("128px");
    expect(img?.className).toMatch(/(^| )w-32( |$)/);
    expect(img?.className).toMatch(/(^| )sm:w-full( |$)/);
    expect(img?.getAttribute("width")).toBe("600");
    expect(img?.getAttribute("height")).toBe("315");
    expect(img?.getAttribute("alt")).toBe("");
  });
});

describe("video card thumbnail", () => {
  it("is lazy, not high priority, 128 px on a phone, and the button's name is the video's title", () => {
    render(
      <VideoCard
        video={{
          id: "v1",
          title: "Cashless claims, step by step",
          thumbnail: null,
          embedUrl: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
          watchUrl: null,
        }}
        labels={{
          play: en.Knowledge.playVideo,
          player: en.Knowledge.playerTitle,
          unplayable: videosPage.unplayable,
          openLink: en.Knowledge.openVideoLink,
        }}
      />,
      { wrapper: withClientMessages("en") },
    );
    const img = document.querySelector("img");
    expect(img).toHaveAttribute("loading", "lazy");
    expect(img).not.toHaveAttribute("fetchpriority");
    expect(phoneSlot(img?.getAttribute("sizes") ?? null)).toBe("128px");
    expect(img).toHaveAttribute("width", "640");
    expect(img).toHaveAttribute("height", "360");
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
    expect(document.querySelectorAll("button")).toHaveLength(1);
    expect(document.querySelector("button")).toHaveAccessibleName(
      "Play video: Cashless claims, step by step",
    );
  });
});
