import { describe, expect, it } from "vitest";
import { localeTags, routing } from "@/i18n/routing";

/**
 * The URL scheme of issue 13: English keeps every URL the spec names (no prefix), Hindi lives
 * under /hi, and nobody is moved to /hi by their browser's language. (The paths themselves are
 * checked end to end once the routes move under app/[locale]; next-intl's navigation module
 * cannot be loaded under Vitest's Node resolution, which lacks Next's bundler aliases.)
 */
describe("i18n routing", () => {
  it("has English as the default and Hindi as the second language", () => {
    expect(routing.locales).toEqual(["en", "hi"]);
    expect(routing.defaultLocale).toBe("en");
    expect(localeTags).toEqual({ en: "en-IN", hi: "hi-IN" });
  });

  it("prefixes only Hindi URLs and never redirects by browser language", () => {
    expect(routing.localePrefix).toEqual("as-needed");
    expect(routing.localeDetection).toBe(false);
  });

  it("sets no locale cookie, so nginx can cache every page response", () => {
    expect(routing.localeCookie).toBe(false);
  });
});
