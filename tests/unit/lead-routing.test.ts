import { describe, expect, it } from "vitest";
import { businessTypes, type BusinessType } from "@/lib/leads/lead-schema";
import { businessTypeForPath, keyIdFor, type LeadKeyId } from "@/lib/leads/lead-routing";

/** Lead routing: the lead call's `keyId` (spec 6) and each content route's lead type (spec 2.2). */

describe("keyIdFor", () => {
  const expected: Record<BusinessType, LeadKeyId> = {
    General: "client",
    Home: "client",
    Cyber: "client",
    Life: "client",
    Travel: "client",
    Marine: "client",
    MTO: "client",
    Health: "client",
    posp: "posp",
  };

  it.each(Object.entries(expected) as [BusinessType, LeadKeyId][])(
    "%s → %s",
    (businessType, keyId) => {
      expect(keyIdFor(businessType)).toBe(keyId);
    },
  );

  it("covers every businessType of the schema", () => {
    expect(Object.keys(expected).sort()).toEqual([...businessTypes].sort());
  });

  it("sends only posp applicants with keyId posp", () => {
    expect(businessTypes.filter((t) => keyIdFor(t) === "posp")).toEqual(["posp"]);
  });
});

describe("businessTypeForPath", () => {
  it.each([
    ["/home-insurance", "Home"],
    ["/travel-insurance", "Travel"],
    ["/marine-insurance", "Marine"],
    ["/mto-insurance", "MTO"],
    ["/cyber-insurance", "Cyber"],
    ["/life-insurance", "Life"],
    ["/posp", "posp"],
    ["/jobs", "Health"],
    ["/", "General"],
    ["/health-insurance", "General"],
    ["/motor-insurance", "General"],
    ["/claims", "General"],
    ["/contact", "General"],
    ["/about", "General"],
    ["/unknown", "General"],
    ["", "General"],
  ] as const)("%j → %s", (path, businessType) => {
    expect(businessTypeForPath(path)).toBe(businessType);
  });

  // The lookup must not read through Object.prototype.
  it(
    "does not leak Object.prototype members (toString, constructor, __proto__, hasOwnProperty)",
    () => {
      for (const path of ["toString", "constructor", "__proto__", "hasOwnProperty"]) {
        expect(businessTypeForPath(path)).toBe("General");
      }
    },
  );
});
