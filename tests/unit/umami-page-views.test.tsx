// @vitest-environment jsdom
import { act, render } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const nav = vi.hoisted(() => ({ pathname: "/", search: "" }));
vi.mock("next/navigation", () => ({
  usePathname: () => nav.pathname,
  useSearchParams: () => new URLSearchParams(nav.search),
}));

type Payload = { url?: string; referrer?: string };
const sent: Payload[] = [];

beforeEach(() => {
  vi.resetModules(); // the tracker keeps the last URL it sent per page load (module state)
  sent.length = 0;
  window.umami = {
    track: (payload: (props: Payload) => Payload) => sent.push(payload({ referrer: "" })),
  };
});
afterEach(() => {
  delete window.umami;
});

async function mount(pathname: string, search = "") {
  Object.assign(nav, { pathname, search });
  const { UmamiAnalytics } = await import("@/components/analytics/umami-analytics");
  const view = () => <UmamiAnalytics scriptUrl="https://stats.example/script.js" siteId="site" />;
  const screen = render(view());
  await act(async () => {});
  return {
    go: async (nextPath: string, nextSearch = "") => {
      Object.assign(nav, { pathname: nextPath, search: nextSearch });
      screen.rerender(view());
      await act(async () => {});
    },
  };
}

describe("Umami page views", () => {
  it("reports the first load once, scrubbed", async () => {
    await mount("/insurance-compare/health/AbC123xyz", "phone=9876543210");
    expect(sent).toEqual([{ url: "/insurance-compare/health/[requestKey]", referrer: "" }]);
  });

  it("a query change on the same page (sort, filters, compare ticks) is not another view", async () => {
    const page = await mount("/insurance-compare/health/AbC123xyz", "phone=9876543210");
    await page.go("/insurance-compare/health/AbC123xyz", "sort=premium&cover=500000");
    await page.go("/insurance-compare/health/AbC123xyz", "sort=premium&compare=a,b");
    expect(sent).toHaveLength(1);
  });

  it("every navigation to another page is one view, including back to an earlier one", async () => {
    const page = await mount("/insurance-compare/health/AbC123xyz");
    await page.go("/health/AbC123xyz/member");
    await page.go("/insurance-compare/health/AbC123xyz");
    expect(sent.map((v) => v.url)).toEqual([
      "/insurance-compare/health/[requestKey]",
      "/health/[requestKey]/member",
      "/insurance-compare/health/[requestKey]",
    ]);
    expect(JSON.stringify(sent)).not.toContain("AbC123xyz");
  });
});
