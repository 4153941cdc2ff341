import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "@/content/site";

/**
 * Issue 24, "Untrue or broken on screen": the content must not promise what the site does not do.
 * Scans the English and Hindi content sources as text.
 */

const root = join(process.cwd(), "content");
const sources = readdirSync(root, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".ts"))
  .map((f) => ({ file: f, text: readFileSync(join(root, f), "utf8") }));
const read = (file: string) => readFileSync(join(root, file), "utf8");

describe("honest content", () => {
  it("support is Monday to Saturday, so no page promises support 7 days a week", () => {
    expect(site.supportHours).toMatch(/^Mon–Sat/);
    const offenders = sources
      .filter(({ text }) => /7 days a week|सातों दिन/.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it.each(["pages/travel.ts", "hi/pages/travel.ts"])(
    "%s offers a call back, so it promises no 100%% digital purchase in 5 minutes and asks for no trip details it has no field for",
    (file) => {
      const text = read(file);
      expect(text).not.toMatch(
        /100% digital|about 5 minutes|डिजिटल प्रक्रिया|5 मिनट|within minutes|मिनटों में/,
      );
      expect(text).not.toContain("Tell us where you are going");
      expect(text).not.toContain("बताइए आप कहाँ");
    },
  );

  it("the privacy texts describe the consent notice by the submit button, not a consent box no form has", () => {
    for (const file of [
      "legal/privacy.ts",
      "legal/privacy-notice.ts",
      "hi/legal/privacy.ts",
      "hi/legal/privacy-notice.ts",
    ]) {
      expect(read(file)).not.toMatch(/consent box|बॉक्स टिक/);
    }
  });
});

describe("one spelling of the proposal document", () => {
  it("no label table or catalogue entry says 'Praposal' (only the wire field keeps it)", async () => {
    const { execFileSync } = await import("node:child_process");
    const hits = execFileSync(
      "git",
      ["grep", "-n", "Praposal", "--", "lib", "app", "components", "messages", "content"],
      {
        encoding: "utf8",
      },
    )
      .split("\n")
      .filter((line) => line && !line.includes("policyPraposal"));
    expect(hits).toEqual([]);
  });
});
