import { describe, expect, it } from "vitest";
import { checkRedirect } from "@/lib/redirect/allowlist";

/** Redirect allowlist for URLs the broker hands to the browser (broker-api.md "Transport"). */

const SITE = "https://www.broker.example";
const ALLOWLIST = ["https://pay.insurer.example", "https://kyc.insurer.example:8443"] as const;

const check = (raw: unknown) => checkRedirect(raw, SITE, ALLOWLIST);

describe("checkRedirect: allowed", () => {
  it.each([
    ["a site path", "/health/abc/member", "/health/abc/member"],
    [
      "a site path with query and hash",
      "/health/abc/member?step=2#top",
      "/health/abc/member?step=2#top",
    ],
    ["a site path with surrounding whitespace", "  /health/thank-you \n", "/health/thank-you"],
    ["a site path with dot segments inside the site", "/health/../motor/x", "/motor/x"],
    [
      "a listed insurer URL",
      "https://pay.insurer.example/x?y=1",
      "https://pay.insurer.example/x?y=1",
    ],
    [
      "a listed insurer origin with its explicit default port",
      "https://pay.insurer.example:443/x",
      "https://pay.insurer.example/x",
    ],
    [
      "a listed insurer in upper case",
      "HTTPS://PAY.INSURER.EXAMPLE/x",
      "https://pay.insurer.example/x",
    ],
    [
      "a listed origin with a non-default port",
      "https://kyc.insurer.example:8443/start",
      "https://kyc.insurer.example:8443/start",
    ],
    [
      "the site's own origin",
      "https://www.broker.example/health/thank-you",
      "https://www.broker.example/health/thank-you",
    ],
  ])("%s: %j → %j", (_label, raw, expected) => {
    expect(check(raw)).toBe(expected);
  });

  it("always allows the site origin even with an empty allowlist", () => {
    expect(checkRedirect("https://www.broker.example/a", SITE, [])).toBe(
      "https://www.broker.example/a",
    );
    expect(checkRedirect("https://pay.insurer.example/a", SITE, [])).toBeNull();
  });

  it("accepts allowlist entries given with a path (compared by origin)", () => {
    expect(
      checkRedirect("https://pay.insurer.example/pay", SITE, [
        "https://pay.insurer.example/some/path",
      ]),
    ).toBe("https://pay.insurer.example/pay");
  });
});

describe("checkRedirect: refused", () => {
  it.each([
    ["javascript:", "javascript:alert(1)"],
    ["JAVASCRIPT: in upper case", "JAVASCRIPT:alert(1)"],
    ["javascript: with leading whitespace", "  javascript:alert(1)"],
    ["javascript: split by a tab", "java\tscript:alert(1)"],
    ["data:", "data:text/html,x"],
    ["vbscript:", "vbscript:msgbox(1)"],
    ["file:", "file:///etc/passwd"],
    ["ftp: on a listed host", "ftp://pay.insurer.example/x"],
    ["protocol-relative", "//evil.example"],
    ["protocol-relative after whitespace", "  //evil.example"],
    ["backslash trick", "/\\evil.example"],
    ["double backslash", "\\\\evil.example"],
    ["backslash inside an absolute URL", "https://pay.insurer.example\\@evil.example"],
    ["a newline inside a path", "/health\n//evil.example"],
    ["a NUL inside a path", "/health\u0000"],
    ["an unknown origin", "https://evil.example"],
    ["a lookalike suffix host", "https://pay.insurer.example.evil.example"],
    ["a lookalike prefix host", "https://evilpay.insurer.example"],
    ["http when only https is listed", "http://pay.insurer.example"],
    ["credentials", "https://user:pw@pay.insurer.example"],
    ["a username only", "https://user@pay.insurer.example/x"],
    ["credentials on the site origin", "https://user:pw@www.broker.example/x"],
    ["a wrong port on a listed host", "https://pay.insurer.example:444/x"],
    ["the default port where a non-default one is listed", "https://kyc.insurer.example/start"],
    ["the site host on another port", "https://www.broker.example:8080/x"],
    ["a relative path without a slash", "health/abc"],
    ["a bare host", "pay.insurer.example/x"],
    ["empty", ""],
    ["whitespace", "   \t\n "],
  ])("%s: %j", (_label, raw) => {
    expect(check(raw)).toBeNull();
  });

  it.each([
    ["undefined", undefined],
    ["null", null],
    ["a number", 42],
    ["a boolean", true],
    ["an object", { href: "/health" }],
    ["an array", ["/health"]],
    ["a URL object", new URL("https://pay.insurer.example/x")],
  ])("a non-string (%s)", (_label, raw) => {
    expect(check(raw)).toBeNull();
  });

  // A site path whose dot segments collapse to "//host" (new URL("/..//evil.example", site).pathname
  // is "//evil.example") would leave the site if followed: it is refused.
  it.each([
    ["/..//evil.example"],
    ["/.//evil.example"],
    ["/a/..//evil.example"],
    ["/%2e%2e//evil.example"],
  ])("a dot-segment path that resolves to //host: %j", (raw) => {
    const result = check(raw);
    expect(result === null || !result.startsWith("//")).toBe(true);
  });
});
