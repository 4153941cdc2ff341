import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";

/** Spec 8's 'An error occurred' (issue 24): the blog sidebar's recent posts when their call failed. */

vi.mock("next-intl/server", () => ({
  getLocale: async () => "en",
  getTranslations: async (namespace: keyof typeof en) => (key: string) =>
    (en[namespace] as Record<string, string>)[key] ?? key,
}));

const { BlogSidebar } = await import("@/components/knowledge/blog-sidebar");

async function html(element: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out;
}

describe("BlogSidebar", () => {
  it("says 'An error occurred' under Recent posts when the call for them failed", async () => {
    const markup = await html(
      <BlogSidebar currentKey="All" recent={[]} recentFailed assetBase={undefined} />,
    );
    expect(markup).toContain("Recent posts");
    expect(markup).toContain("An error occurred");
  });

  it("shows nothing for recent posts when there are none and nothing failed", async () => {
    const markup = await html(<BlogSidebar currentKey="All" recent={[]} assetBase={undefined} />);
    expect(markup).not.toContain("An error occurred");
    expect(markup).not.toContain("Recent posts");
  });
});
