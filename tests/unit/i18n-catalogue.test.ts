import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { optionKey } from "@/i18n/option-key";
import { routing } from "@/i18n/routing";
import {
  maritalStatuses,
  memberRelations,
  policyTypes,
  sumInsuredValues,
} from "@/lib/api/contract/health";
import { motorMaritalStatuses, previousPolicyTypes } from "@/lib/api/contract/motor";
import { documentTypes, genders, nomineeRelationValues } from "@/lib/api/contract/proposal";
import { occupations, professions } from "@/lib/journeys/shared/occupations";

/**
 * The English and Hindi message catalogues (issue 13) stay twins: a key added to one language
 * and not the other, a placeholder lost in translation, an empty value or an English string left
 * in the Hindi file is a string a visitor would see broken or in the wrong language.
 */

type Tree = { [key: string]: string | Tree };

/** Every leaf as "Namespace.key.sub" → message. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The names an ICU message needs filled in: {amount}, {count, plural, …}, <link>…</link>. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: MessageFormatElement[]) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      names.add(el.type === TYPE.tag ? `<${el.value}>` : el.value);
      if (el.type === TYPE.tag) walk(el.children);
      if (el.type === TYPE.plural || el.type === TYPE.select) {
        for (const option of Object.values(el.options)) walk(option.value);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

/**
 * Words that are the same in a Hindi sentence: brand and product names, the contract's and
 * the regulator's codes, units. A Hindi value may equal the English one only when nothing else
 * is left once these, digits, ₹, placeholders and punctuation are taken out.
 */
const sameInHindi = [
  "SureShield",
  "WhatsApp",
  "Facebook",
  "Instagram",
  "LinkedIn",
  "YouTube",
  "IRDAI",
  "KYC",
  "IDV",
  "NCB",
  "GST",
  "POSP",
  "PAN",
  "CIS",
  "HbA1c",
  "mg/dL",
  "mmHg",
  "OK",
  "dd/mm/yyyy",
];
const allowedPattern = new RegExp(`(?<![\\p{L}])(${sameInHindi.join("|")})(?![\\p{L}])`, "gu");

/** Keys the same in both files by design: each language's name is written in that language. */
const sameByDesign = new Set(["Common.switchToHindi", "Common.switchToEnglish"]);

function onlyNamesAndCodes(message: string): boolean {
  const rest = message
    .replace(/\{[^}]*\}/g, "")
    .replace(allowedPattern, "")
    .replace(/%s/g, "")
    .replace(/[\d\s₹%+.,:;·–—()/\-|!?'"…]/gu, "");
  return rest === "";
}

const catalogues = { en: flatten(en as Tree), hi: flatten(hi as Tree) };

describe("message catalogues", () => {
  it("exist for every locale of the routing", () => {
    expect(Object.keys(catalogues).sort()).toEqual([...routing.locales].sort());
  });

  it("hold a real catalogue (guards against an emptied file)", () => {
    expect(catalogues.en.size).toBeGreaterThan(300);
  });

  it("have exactly the same keys in English and Hindi", () => {
    const missingInHindi = [...catalogues.en.keys()].filter((k) => !catalogues.hi.has(k));
    const extraInHindi = [...catalogues.hi.keys()].filter((k) => !catalogues.en.has(k));
    expect(missingInHindi, "keys missing from messages/hi.json").toEqual([]);
    expect(extraInHindi, "keys in messages/hi.json that English does not have").toEqual([]);
  });

  it("have no empty value", () => {
    for (const [locale, messages] of Object.entries(catalogues)) {
      const empty = [...messages].filter(([, v]) => v.trim() === "").map(([k]) => k);
      expect(empty, `empty values in messages/${locale}.json`).toEqual([]);
    }
  });

  it("parse as ICU messages", () => {
    for (const [locale, messages] of Object.entries(catalogues)) {
      const broken = [...messages].filter(([, v]) => {
        try {
          parse(v);
          return false;
        } catch {
          return true;
        }
      });
      expect(
        broken.map(([k]) => k),
        `messages/${locale}.json keys that are not valid ICU`,
      ).toEqual([]);
    }
  });

  it("use the same placeholders in both languages", () => {
    const differing = [...catalogues.en]
      .filter(([key]) => catalogues.hi.has(key))
      .map(([key, message]) => ({
        key,
        en: placeholders(message),
        hi: placeholders(catalogues.hi.get(key) ?? ""),
      }))
      .filter(({ en: a, hi: b }) => a.join() !== b.join());
    expect(differing, "keys whose placeholders differ between en and hi").toEqual([]);
  });

  it("translate every value except names, codes and numbers", () => {
    const untranslated = [...catalogues.en]
      .filter(([key, message]) => catalogues.hi.get(key) === message && !sameByDesign.has(key))
      .filter(([, message]) => !onlyNamesAndCodes(message))
      .map(([key]) => key);
    expect(untranslated, "Hindi values still in English").toEqual([]);
  });

  it("write Hindi in Devanagari, with Latin digits", () => {
    const devanagariDigits = [...catalogues.hi].filter(([, v]) => /[०-९]/u.test(v)).map(([k]) => k);
    expect(devanagariDigits, "Hindi values with Devanagari digits").toEqual([]);
    const devanagari = [...catalogues.hi.values()].filter((v) => /[\u0900-\u097F]/u.test(v));
    expect(devanagari.length / catalogues.hi.size).toBeGreaterThan(0.8);
  });
});

describe("option labels", () => {
  /** Every code a form offers, by the catalogue group that labels it. */
  const groups: Record<string, readonly (string | number)[]> = {
    gender: genders,
    relation: memberRelations,
    maritalStatus: [...maritalStatuses, ...motorMaritalStatuses],
    policyType: policyTypes,
    documentType: documentTypes,
    nomineeRelation: nomineeRelationValues,
    previousPolicyType: previousPolicyTypes,
    sumInsured: sumInsuredValues,
    profession: professions,
    occupation: occupations,
  };

  it.each(Object.entries(groups))(
    "label every %s code of the contract in both languages",
    (group, codes) => {
      for (const [locale, messages] of Object.entries(catalogues)) {
        const missing = codes
          .map((code) => `Options.${group}.${optionKey(code)}`)
          .filter((key) => !messages.has(key));
        expect(missing, `option labels missing from messages/${locale}.json`).toEqual([]);
      }
    },
  );

  it("keeps English option labels equal to the codes the forms show today", () => {
    for (const code of [...occupations, ...professions]) {
      const key = `Options.${professions.includes(code as never) ? "profession" : "occupation"}.${optionKey(code)}`;
      expect(catalogues.en.get(key)).toBe(code);
    }
  });
});

describe("the test's own checks", () => {
  it("reads placeholders of arguments, plurals and tags", () => {
    expect(
      placeholders(
        "Pay {amount} <link>now</link> for {count, plural, one {# year} other {# years}}",
      ),
    ).toEqual(["<link>", "amount", "count"]);
  });

  it("lets names and codes through and catches English words", () => {
    expect(onlyNamesAndCodes("KYC")).toBe(true);
    expect(onlyNamesAndCodes("WhatsApp")).toBe(true);
    expect(onlyNamesAndCodes("₹5,00,000 · IDV")).toBe(true);
    expect(onlyNamesAndCodes("Call us")).toBe(false);
    expect(onlyNamesAndCodes("KYC check failed")).toBe(false);
  });
});
