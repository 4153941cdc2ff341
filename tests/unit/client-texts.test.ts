import { describe, expect, it } from "vitest";
import { pluralForm } from "@/components/ui/countdown-texts";
import { countdownTextsOf, leadTextsOf } from "@/lib/i18n/client-texts";
import { localizeMessage, messagePairs } from "@/lib/i18n/localize-message";
import { pluralForms } from "@/lib/i18n/plural-forms";
import { leadFieldsSchema } from "@/lib/leads/lead-schema";
import { RATE_LIMITED_MESSAGE } from "@/lib/rate-limit/message";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";

/**
 * The words the layout hands the lead forms and the countdown (issue 13): built from the
 * catalogues in both languages, plurals resolved on the server, and every message the lead
 * schema and action can write has a Hindi template.
 */

const formAreas = Object.keys(en).filter((name) => /^(Validation|Messages)/.test(name));
const hiPairs = messagePairs(en, hi, formAreas);

/** Latin words left once placeholders, tags and example addresses are taken out. */
const latinWords = (text: string) =>
  text.replace(/\{\w+\}|<\/?\w+>|\S+@\S+/g, "").match(/[A-Za-z]{3,}/g) ?? [];

describe("pluralForms", () => {
  it("gives one form per plural category, the count left as {count}", () => {
    const forms = pluralForms(
      "en",
      (n) => `<strong>${n}</strong> ${n === 1 ? "second" : "seconds"}`,
    );
    expect(forms).toEqual({
      one: "<strong>{count}</strong> second",
      other: "<strong>{count}</strong> seconds",
    });
    expect(pluralForm(forms, "en", 1)).toBe(forms.one);
    expect(pluralForm(forms, "en", 0)).toBe(forms.other);
    expect(pluralForm(forms, "en", 5)).toBe(forms.other);
  });

  it("falls back to `other` for a category the texts lack", () => {
    expect(pluralForm({ other: "x" }, "hi", 1)).toBe("x");
  });
});

describe("countdownTextsOf", () => {
  it("resolves the English ICU plural into its forms", () => {
    const { takingYou } = countdownTextsOf("en", en);
    expect(takingYou.one).toBe("Taking you to {label} in <strong>{count}</strong> second.");
    expect(takingYou.other).toBe("Taking you to {label} in <strong>{count}</strong> seconds.");
  });

  it("is Hindi throughout on Hindi pages", () => {
    const texts = countdownTextsOf("hi", hi);
    expect(texts.takingYou.other).toBe("<strong>{count}</strong> सेकंड में आपको {label} पर ले जा रहे हैं।");
    expect(texts.continueTo).toBe("{label} पर जाएँ");
    expect(Object.values(texts).flatMap((text) => latinWords(JSON.stringify(text)))).toEqual([
      "one",
      "other",
    ]);
  });
});

describe("leadTextsOf", () => {
  it("fills the site's name and phone and keeps the link and tel tags for the browser", () => {
    const texts = leadTextsOf("hi", hi, hiPairs);
    expect(texts.alsoCall).toBe("आप हमें <tel>022 4890 5900</tel> पर कॉल भी कर सकते हैं।");
    expect(texts.consent).toContain("<link>सहमति सूचना</link>");
    expect(texts.privacyHref).toBe("/hi/platform/policies/privacy-notice");
    expect(texts.labels.firstName).toBe(hi.LeadForm.firstName);
    expect(leadTextsOf("en", en, []).privacyHref).toBe("/platform/policies/privacy-notice");
  });

  it("sends no message pairs on English pages", () => {
    expect(leadTextsOf("en", en, []).pairs).toEqual([]);
  });
});

describe("lead messages in Hindi", () => {
  /** Every message the lead schema gives for these inputs. */
  const bad: Record<string, unknown>[] = [
    {},
    { firstName: "", lastName: " ", phone: "", email: "" },
    { firstName: "9", lastName: "Ab#", phone: "12345", email: "not-an-email" },
    {
      firstName: "a".repeat(51),
      lastName: "b".repeat(51),
      phone: "9876543210",
      email: `${"x".repeat(250)}@example.com`,
      companyName: "c".repeat(101),
      town: "t".repeat(61),
      city: "c".repeat(61),
      remarks: "r".repeat(501),
      comment: "m".repeat(501),
    },
  ];
  const messages = new Set<string>();
  for (const input of bad) {
    const parsed = leadFieldsSchema.safeParse(input);
    for (const issue of parsed.error?.issues ?? []) messages.add(issue.message);
  }
  messages.add(RATE_LIMITED_MESSAGE);
  for (const key of ["leadReload", "leadCheckFields", "leadRejected", "leadUnavailable"] as const)
    messages.add(en.Messages[key]);

  it("covers the schema's messages", () => {
    expect(messages.size).toBeGreaterThan(14);
  });

  for (const message of messages) {
    it(`"${message.slice(0, 60)}" has a Hindi template`, () => {
      const shown = localizeMessage(message, hiPairs);
      expect(shown).not.toBe(message);
      expect(latinWords(shown)).toEqual([]);
    });
  }
});
