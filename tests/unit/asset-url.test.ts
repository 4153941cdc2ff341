import { describe, expect, it } from "vitest";
import { assetImageUrl, blogMainImageUrl } from "@/lib/content/asset-url";

/** Which broker image URLs may go to next/image (the asset host only) and the main image path (spec 2.3). */

const BASE = "https://assets.sureshield.example/media";

describe("assetImageUrl", () => {
  it("keeps URLs under the asset host", () => {
    expect(assetImageUrl(`${BASE}/blogs/a/blogImages/thumbnail.webp`, BASE)).toBe(
      `${BASE}/blogs/a/blogImages/thumbnail.webp`,
    );
    expect(assetImageUrl(`${BASE}/x.webp`, `${BASE}/`)).toBe(`${BASE}/x.webp`);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["another host", "https://evil.example/media/x.webp"],
    ["a look-alike host", "https://assets.sureshield.example.evil.example/media/x.webp"],
    ["another path on the host", "https://assets.sureshield.example/other/x.webp"],
    ["a path prefix look-alike", "https://assets.sureshield.example/media-evil/x.webp"],
    ["a relative URL", "/media/x.webp"],
    ["a javascript: URL", "javascript:alert(1)"],
  ])("refuses %s", (_label, url) => {
    expect(assetImageUrl(url, BASE)).toBeNull();
  });

  it("refuses everything without an asset host", () => {
    expect(assetImageUrl(`${BASE}/x.webp`, undefined)).toBeNull();
  });
});

describe("blogMainImageUrl", () => {
  it("builds ${ASSET_BASE_URL}/blogs/{id}/blogImages/1.webp", () => {
    expect(blogMainImageUrl("how-claims-work", BASE)).toBe(
      `${BASE}/blogs/how-claims-work/blogImages/1.webp`,
    );
    expect(blogMainImageUrl("how-claims-work", undefined)).toBeNull();
  });
});
