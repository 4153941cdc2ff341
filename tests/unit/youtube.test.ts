import { describe, expect, it } from "vitest";
import {
  isYoutubeId,
  safeExternalLink,
  youtubeEmbedUrl,
  youtubeIdFromLink,
} from "@/lib/content/youtube";

/** YouTube IDs from the `v` parameter of a video link (spec 2.3), and what may be embedded. */

describe("youtubeIdFromLink", () => {
  it.each([
    ["https://www.youtube.com/watch?v=dQw4w9WgXcQ", "dQw4w9WgXcQ"],
    ["https://youtube.com/watch?feature=share&v=a_B-c1234_Z", "a_B-c1234_Z"],
    ["http://m.youtube.com/watch?v=sbxCyb01uPf&t=42", "sbxCyb01uPf"],
  ])("reads %s → %s", (link, id) => {
    expect(youtubeIdFromLink(link)).toBe(id);
  });

  it.each([
    ["no v parameter", "https://www.youtube.com/watch?list=abc"],
    ["too short", "https://www.youtube.com/watch?v=abc"],
    ["too long", "https://www.youtube.com/watch?v=dQw4w9WgXcQx"],
    ["bad characters", "https://www.youtube.com/watch?v=dQw4w9W%22Xc"],
    ["an injection attempt", "https://www.youtube.com/watch?v=x%22%3E%3Cscript%3E"],
    ["a path traversal", "https://www.youtube.com/watch?v=../../evil"],
    ["a javascript: URL", "javascript:alert(1)//?v=dQw4w9WgXcQ"],
    ["not a URL", "dQw4w9WgXcQ"],
    ["empty", ""],
  ])("rejects %s", (_label, link) => {
    expect(youtubeIdFromLink(link)).toBeNull();
  });
});

describe("isYoutubeId and youtubeEmbedUrl", () => {
  it("accepts exactly 11 URL-safe base64 characters", () => {
    expect(isYoutubeId("dQw4w9WgXcQ")).toBe(true);
    expect(isYoutubeId("dQw4w9WgXc")).toBe(false);
    expect(isYoutubeId("dQw4w9WgXc!")).toBe(false);
    expect(isYoutubeId("dQw4w9WgXcQ\n")).toBe(false);
  });

  it("builds the privacy-enhanced embed URL", () => {
    expect(youtubeEmbedUrl("dQw4w9WgXcQ")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
  });

  it("refuses to build an embed URL from an invalid ID", () => {
    expect(() => youtubeEmbedUrl("bad/id")).toThrow(RangeError);
  });
});

describe("safeExternalLink", () => {
  it("keeps http(s) links and refuses others", () => {
    expect(safeExternalLink("https://www.youtube.com/watch?v=abc")).toBe(
      "https://www.youtube.com/watch?v=abc",
    );
    expect(safeExternalLink("javascript:alert(1)")).toBeNull();
    expect(safeExternalLink("data:text/html,hi")).toBeNull();
    expect(safeExternalLink("/relative")).toBeNull();
  });
});
