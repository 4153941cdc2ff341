import { describe, expect, it } from "vitest";
import { addOnSectionsSchema } from "@/lib/api/contract/motor";
import {
  addOnFormDefaults,
  savedAddOnChoice,
  toAddOnSelection,
  type AddOnSectionsView,
} from "@/lib/journeys/motor/add-ons";
import { motorReviewReturn } from "@/lib/journeys/motor/steps";

/**
 * Saved add-ons come back (issue 23 item 1): the broker's saved choice on the rows becomes the
 * form's starting values, and the save sends it again rather than blanks; `?from=review`.
 */

const sections: AddOnSectionsView = {
  pACover: {
    sectionTitle: "PA",
    data: [{ code: "paOwner", displayName: "Owner", available: true, premium: 375 }],
  },
  unnamedPA: {
    sectionTitle: "Unnamed",
    data: [
      {
        code: "unnamed",
        displayName: "Passengers",
        available: true,
        premium: { "50000": 50, "100000": 100 },
        selected: true,
        selectedAmount: "100000",
      },
    ],
  },
  addons: {
    sectionTitle: "Add-ons",
    data: [
      { code: "zeroDep", displayName: "Zero dep", available: true, premium: 2000, selected: true },
      { code: "rsa", displayName: "Roadside", available: true, premium: 199, selected: false },
      { code: "key", displayName: "Key", available: true, premium: 99 },
      { code: "evShieldX", displayName: "EV", available: false, premium: 1, selected: true },
    ],
  },
};

describe("contract: the saved choice on AddOn rows", () => {
  const wire = {
    pACover: { sectionTitle: "PA", data: [] },
    unnamedPA: { sectionTitle: "U", data: [] },
    addons: {
      sectionTitle: "A",
      data: [
        { code: "a", displayName: "A", available: true, premium: 1 },
        { code: "b", displayName: "B", available: true, premium: 1, selected: true },
        { code: "c", displayName: "C", available: true, premium: 1, selected: "yes" },
      ],
    },
    accessories: { sectionTitle: "Ac", data: [] },
    legalLiability: { sectionTitle: "L", data: [] },
  };

  it("is optional, and a malformed one is dropped rather than failing the catalogue", () => {
    const parsed = addOnSectionsSchema.parse(wire);
    expect(parsed.addons.data[0]).not.toHaveProperty("selected", expect.anything());
    expect(parsed.addons.data[1]?.selected).toBe(true);
    expect(parsed.addons.data[2]?.selected).toBeUndefined();
  });
});

describe("savedAddOnChoice → addOnFormDefaults", () => {
  it("ticks what the broker holds, with the saved amount, and nothing hidden", () => {
    expect(savedAddOnChoice(sections)).toEqual({
      unnamed: true,
      unnamed__amount: "100000",
      zeroDep: true,
      rsa: false,
    });
    expect(addOnFormDefaults(sections, savedAddOnChoice(sections))).toEqual({
      paOwner: true,
      unnamed: true,
      unnamed__amount: "100000",
      zeroDep: true,
      rsa: false,
      key: false,
    });
  });

  it("sends the saved choice again when the visitor changes nothing", () => {
    const values = addOnFormDefaults(sections, savedAddOnChoice(sections));
    expect(toAddOnSelection(sections, values)).toEqual({
      paOwner: true,
      unnamed: true,
      unnamed__100000: true,
      zeroDep: true,
      rsa: false,
      key: false,
    });
  });

  it("lets this tab's unsaved changes win over the saved choice", () => {
    const values = addOnFormDefaults(sections, {
      ...savedAddOnChoice(sections),
      zeroDep: false,
      key: true,
    });
    expect(values).toMatchObject({ zeroDep: false, key: true, unnamed: true });
  });

  it("gives nothing for rows without the fields (a broker that does not send them)", () => {
    const plain: AddOnSectionsView = {
      addons: {
        sectionTitle: "A",
        data: [{ code: "z", displayName: "Z", available: true, premium: 5 }],
      },
    };
    expect(savedAddOnChoice(plain)).toEqual({});
  });
});

describe("motorReviewReturn (?from=review)", () => {
  const go = (to: string) => ({ kind: "go", to }) as const;
  it.each([
    ["a save from the review", go("/motor/K/final-quote"), true, go("/motor/K/final-quote")],
    [
      "a save to another step from the review",
      go("/motor/K/member"),
      true,
      go("/motor/K/final-quote"),
    ],
    ["a save not from the review", go("/motor/K/member"), false, go("/motor/K/member")],
    ["a failed save from the review", go("/motor/thank-you"), true, go("/motor/thank-you")],
    [
      "a message to stay",
      { kind: "stay", message: "x" } as const,
      true,
      { kind: "stay", message: "x" },
    ],
  ])("%s", (_label, next, fromReview, expected) => {
    expect(motorReviewReturn(next, "K", fromReview)).toEqual(expected);
  });
});
