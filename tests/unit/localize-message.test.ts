import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { localizeMessage, messagePairs } from "@/lib/i18n/localize-message";

const pairs = messagePairs(en, hi, ["Validation", "Messages"]);

describe("localizeMessage (schema and action messages in the page's language)", () => {
  it.each([
    [en.Validation.mobileRequired, hi.Validation.mobileRequired],
    [en.Messages.somethingWrong, hi.Messages.somethingWrong],
    [en.Messages.pincode, hi.Messages.pincode],
  ])("%s → the Hindi catalogue's wording", (message, expected) => {
    expect(localizeMessage(message, pairs)).toBe(expected);
  });

  it("fills a template and localizes a placeholder that is itself a message", () => {
    expect(localizeMessage("Enter your first name", pairs)).toBe(
      hi.Validation.enterYour.replace("{field}", hi.Validation.fieldFirstName),
    );
  });

  it("keeps a number placeholder as written (Latin digits)", () => {
    expect(localizeMessage("Keep the city under 60 characters", pairs)).toBe(
      hi.Validation.keepUnder.replace("{field}", hi.Validation.fieldCity).replace("{max}", "60"),
    );
  });

  it("leaves an unknown message, and every message on English pages, unchanged", () => {
    expect(localizeMessage("Not in any catalogue", pairs)).toBe("Not in any catalogue");
    expect(localizeMessage(en.Validation.mobileRequired, [])).toBe(en.Validation.mobileRequired);
  });

  it("pairs only keys both catalogues have", () => {
    const few = messagePairs({ A: { x: "one", y: "two" } }, { A: { x: "एक" } }, ["A", "B"]);
    expect(few).toEqual([["one", "एक"]]);
  });
});
