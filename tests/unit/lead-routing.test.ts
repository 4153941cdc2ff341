import { describe, expect, it } from "vitest";
import { businessTypes, type BusinessType } from "@/lib/leads/lead-schema";
import {
  businessTypeForForm,
  businessTypeForPath,
  keyIdFor,
  leadFormId,
  leadPagePaths,
  type LeadKeyId,
} from "@/lib/leads/lead-routing";

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
  it("does not leak Object.prototype members (toString, constructor, __proto__, hasOwnProperty)", () => {
    for (const path of ["toString", "constructor", "__proto__", "hasOwnProperty"]) {
      expect(businessTypeForPath(path)).toBe("General");
    }
  });
});

describe("businessTypeForForm: the fixed table the server trusts", () => {
  it("agrees with the lead type each content page shows (content/), and covers every page with a form", async () => {
    const pages = await Promise.all([
      import("@/content/pages/claims"),
      import("@/content/pages/cyber"),
      import("@/content/pages/health"),
      import("@/content/pages/home-insurance"),
      import("@/content/pages/life"),
      import("@/content/pages/marine"),
      import("@/content/pages/motor"),
      import("@/content/pages/mto"),
      import("@/content/pages/posp"),
      import("@/content/pages/travel"),
      import("@/content/contact"),
      import("@/content/jobs"),
    ]);
    const withForms = pages
      .flatMap((m) => Object.values(m) as unknown[])
      .filter(
        (v): v is { path: string; leadForm: { businessType: string } } =>
          typeof v === "object" && v !== null && "leadForm" in v && Boolean(v.leadForm),
      );
    expect(withForms.map((p) => p.path).sort()).toEqual([...leadPagePaths].sort());
    for (const page of withForms)
      expect(businessTypeForForm(`page:${page.path}`)).toBe(page.leadForm.businessType);
  });

  it.each([
    ["page:/posp", "posp"],
    ["consultation:/posp", "posp"],
    ["consultation:/", "General"],
    ["consultation:/blog/what-is-a-deductible", "General"],
  ])("%s → %s", (form, type) => {
    expect(businessTypeForForm(form)).toBe(type);
  });

  it.each([
    ["page:/"],
    ["page:/blog"],
    ["page:toString"],
    ["consultation:toString"],
    ["page:/posp?x=1"],
    ["posp"],
    [null],
    [{}],
    ["consultation:/" + "a".repeat(300)],
  ])("refuses %j", (form) => {
    expect(businessTypeForForm(form)).toBeNull();
  });

  it("builds the identifiers the forms send", () => {
    expect(leadFormId("page", "/contact")).toBe("page:/contact");
    expect(leadFormId("consultation", "/")).toBe("consultation:/");
  });
});
