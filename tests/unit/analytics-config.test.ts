import { describe, expect, it } from "vitest";
import { analyticsConfig, analyticsOrigin } from "@/lib/analytics/config";
import { getEnv } from "@/lib/env";

describe("analytics configuration", () => {
  it("uses Vercel on Vercel, a self-hosted Umami when both variables are set, else nothing", () => {
    expect(
      analyticsConfig({
        VERCEL: "1",
        ANALYTICS_SCRIPT_URL: "https://stats.example.in/script.js",
        ANALYTICS_SITE_ID: "abc",
      }),
    ).toEqual({ kind: "vercel" });
    expect(
      analyticsConfig({
        ANALYTICS_SCRIPT_URL: "https://stats.example.in/script.js",
        ANALYTICS_SITE_ID: "abc",
      }),
    ).toEqual({
      kind: "umami",
      scriptUrl: "https://stats.example.in/script.js",
      siteId: "abc",
    });
    expect(analyticsConfig({ ANALYTICS_SCRIPT_URL: "https://stats.example.in/script.js" })).toEqual(
      { kind: "none" },
    );
    expect(analyticsConfig({})).toEqual({ kind: "none" });
  });

  it("gives the CSP the tracker's origin only", () => {
    expect(
      analyticsOrigin({
        ANALYTICS_SCRIPT_URL: "https://stats.example.in/u/script.js",
        ANALYTICS_SITE_ID: "abc",
      }),
    ).toBe("https://stats.example.in");
    expect(
      analyticsOrigin({ ANALYTICS_SCRIPT_URL: "javascript:alert(1)", ANALYTICS_SITE_ID: "abc" }),
    ).toBe("");
    expect(analyticsOrigin({})).toBe("");
  });

  it("refuses to start with half a configuration or a bad value", () => {
    expect(() =>
      getEnv({
        ANALYTICS_SCRIPT_URL: "https://stats.example.in/script.js",
      } as unknown as NodeJS.ProcessEnv),
    ).toThrow(/ANALYTICS_SITE_ID/);
    expect(() =>
      getEnv({
        ANALYTICS_SCRIPT_URL: "ftp://x/script.js",
        ANALYTICS_SITE_ID: "abc",
      } as unknown as NodeJS.ProcessEnv),
    ).toThrow(/ANALYTICS_SCRIPT_URL/);
    expect(
      getEnv({
        ANALYTICS_SCRIPT_URL: "https://stats.example.in/script.js",
        ANALYTICS_SITE_ID: "abc-123",
      } as unknown as NodeJS.ProcessEnv).ANALYTICS_SITE_ID,
    ).toBe("abc-123");
  });
});
