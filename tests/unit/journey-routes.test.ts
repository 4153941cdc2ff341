import { describe, expect, it, vi } from "vitest";
import robots from "@/app/robots";
// The layout loads the form-message pairs (server-only) for its forms.
vi.mock("server-only", () => ({}));

import { isJourneyPath, journeyMetadata, journeyRoutePrefixes } from "@/lib/seo/journey-routes";

/** Journey routes (spec 2.4) are noindex and kept from crawlers. */

describe("journey routes", () => {
  it("the journey layout's metadata is noindex, nofollow", async () => {
    const layout = await import("@/app/[locale]/(journeys)/layout");
    expect(layout.metadata).toBe(journeyMetadata);
    expect(journeyMetadata.robots).toEqual({ index: false, follow: false });
  });

  it.each([
    ["/insurance/health/rk/digit/kyc-check", true],
    ["/insurance-compare/motor/rk", true],
    ["/health/rk/member", true],
    ["/motor/rk/add-ons", true],
    ["/product/health/form/digit/payment/success/rk", true],
    ["/health-insurance", false],
    ["/motor-insurance", false],
    ["/blog", false],
  ])("isJourneyPath(%s) is %s", (path, expected) => {
    expect(isJourneyPath(path)).toBe(expected);
  });

  it("robots.txt disallows every journey prefix", () => {
    const rules = robots().rules;
    const disallow = (Array.isArray(rules) ? rules[0] : rules)?.disallow;
    for (const prefix of journeyRoutePrefixes) expect(disallow).toContain(prefix);
  });

  it("robots.txt disallows the Hindi journeys too (issue 13)", () => {
    const rules = robots().rules;
    const disallow = (Array.isArray(rules) ? rules[0] : rules)?.disallow;
    for (const prefix of journeyRoutePrefixes) expect(disallow).toContain(`/hi${prefix}`);
    expect(disallow).toContain("/hi/thank-you");
  });
});
