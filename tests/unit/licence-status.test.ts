import { describe, expect, it } from "vitest";
import { licenceLine, licenceStatus, licenceWarning, site } from "@/content/site";

const end = new Date(`${site.registration.validTillIso}T00:00:00Z`);
const daysFrom = (days: number) => new Date(end.getTime() + days * 86_400_000);

describe("broker licence validity", () => {
  it("shows the validity date while it is current and says nothing at build", () => {
    expect(licenceStatus(daysFrom(-61)).state).toBe("valid");
    expect(licenceWarning(daysFrom(-61))).toBeUndefined();
    expect(licenceLine(daysFrom(-61))).toMatch(
      /^Registration no\. 590, Composite, valid till \d\d\/\d\d\/\d{4}\.$/,
    );
  });

  it("warns at build within 60 days of the end", () => {
    expect(licenceStatus(daysFrom(-60)).state).toBe("expiring");
    expect(licenceWarning(daysFrom(-30))).toMatch(/30 days left/);
    expect(licenceLine(daysFrom(0))).toContain("valid till");
  });

  it("never shows an expired date as current, and warns", () => {
    expect(licenceStatus(daysFrom(1)).state).toBe("lapsed");
    expect(licenceLine(daysFrom(1))).toBe("Registration no. 590, Composite.");
    expect(licenceWarning(new Date("2026-11-23T10:00:00Z"))).toMatch(/ended on 05\/04\/2026/);
  });
});
