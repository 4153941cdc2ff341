import en from "@/messages/en.json" with { type: "json" };
import hi from "@/messages/hi.json" with { type: "json" };
import type { Locator } from "@playwright/test";
import {
  expect,
  seriousAxeViolations,
  storedLeads,
  test,
  uniqueEmail,
  type StoredLead,
} from "./support/fixtures";
import { belowFoldLaidOut } from "./support/below-fold";
import { englishRuns } from "./support/english-runs";

/**
 * Hindi lead forms (issue 13): on /hi pages the lead panel and the consultation dialog speak
 * Hindi — labels, button, consent, the schema's messages beside the fields, the received note —
 * and the broker gets exactly what an English page sends.
 */

/** English words of the lead form's catalogue areas (no rich-text templates). */
const englishLeadWords = [
  ...Object.values(en.LeadForm).filter((text) => !text.includes("<")),
  en.Consent.notice.slice(0, 30),
  en.Consultation.title,
  en.Consultation.submit,
];

async function expectHindiOnly(scope: Locator) {
  // The thank-you page's lead reference is the broker's id (a UUID in the sandbox): a code, not words.
  const text = (await scope.innerText()).replace(
    /\b[0-9a-f]{8}(?:-[0-9a-f]{4}){3}-[0-9a-f]{12}\b/gi,
    " ",
  );
  for (const english of englishLeadWords) expect(text).not.toContain(english);
  expect(englishRuns(text)).toEqual([]);
}

async function fill(scope: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values))
    await scope.locator(`[name="${name}"]`).fill(value);
}

/** The broker's copy of a lead without what differs per submission (ids, key, time, e-mail). */
function comparable(lead: StoredLead): Record<string, unknown> {
  const { id, idempotencyKey, email, createdAt, payload, ...rest } = lead as StoredLead & {
    createdAt?: unknown;
    payload?: Record<string, unknown>;
  };
  void [id, idempotencyKey, email, createdAt];
  const { email: sentEmail, ...sent } = payload ?? {};
  void sentEmail;
  return { ...rest, payload: sent };
}

async function leadOf(email: string): Promise<StoredLead> {
  await expect
    .poll(async () => (await storedLeads()).filter((l) => l.email === email).length)
    .toBe(1);
  const lead = (await storedLeads()).find((l) => l.email === email);
  if (!lead) throw new Error("lead not stored");
  return lead;
}

/** Presses submit empty: the schema's messages in Hindi, each the accessible description of its field. */
async function expectHindiFieldMessages(form: Locator) {
  await expect(form.getByLabel(hi.LeadForm.firstName)).toHaveAccessibleDescription(
    "अपना पहला नाम डालें",
  );
  await expect(form.getByLabel(hi.LeadForm.lastName)).toHaveAccessibleDescription("अपना उपनाम डालें");
  await expect(form.getByLabel(hi.LeadForm.phone)).toHaveAccessibleDescription(
    hi.Validation.mobileRequired,
  );
  await expect(form.getByLabel(hi.LeadForm.email)).toHaveAccessibleDescription(
    hi.Validation.emailRequired,
  );
  await expect(form.getByText("अपना पहला नाम डालें")).toBeVisible();
  await expect(form.getByLabel(hi.LeadForm.firstName)).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel(hi.LeadForm.firstName)).toBeFocused();
}

const values = {
  firstName: "Asha",
  lastName: "Verma",
  phone: "+91 98765 43210",
  city: "Pune",
  remarks: "Call after 5 pm",
};

test.describe("Hindi lead forms", () => {
  test("/hi/contact: a Hindi form, Hindi messages beside the fields, and the same lead as /contact", async ({
    page,
  }) => {
    await page.goto("/hi/contact");
    expect(await page.locator("html").getAttribute("lang")).toMatch(/^hi/);
    const form = page.locator("#lead-form form");
    await expectHindiOnly(form);
    await expect(form.getByRole("link", { name: "सहमति सूचना" })).toHaveAttribute(
      "href",
      "/hi/platform/policies/privacy-notice",
    );

    let posted = 0;
    page.on("request", (r) => r.method() === "POST" && posted++);
    await form.getByRole("button", { name: hi.LeadForm.sendEnquiry }).click();
    await expectHindiFieldMessages(form);
    expect(posted).toBe(0);
    await fill(form, { phone: "12345", email: "not-an-email" });
    await form.getByRole("button", { name: hi.LeadForm.sendEnquiry }).click();
    await expect(form.getByLabel(hi.LeadForm.phone)).toHaveAccessibleDescription(
      hi.Validation.mobileInvalid,
    );
    await expectHindiOnly(form);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const hindiEmail = uniqueEmail("hindi-contact");
    await fill(form, { ...values, email: hindiEmail });
    // Hold the way to the thank-you page a moment, so the received note can be read.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/hi/thank-you**", async (route) => {
      await held;
      await route.continue();
    });
    await form.getByRole("button", { name: hi.LeadForm.sendEnquiry }).click();
    await expect(page.getByRole("status").filter({ hasText: hi.LeadForm.received })).toBeVisible();
    release();
    await page.waitForURL(/\/hi\/thank-you\?ref=[\w-]+$/);
    await expect(page.locator("html")).toHaveAttribute("lang", /^hi/);
    await expect(page.getByRole("link", { name: hi.Countdown.goNow })).toHaveAttribute(
      "href",
      "/hi",
    );
    await expectHindiOnly(page.locator("main"));

    // The same values on the English page: the broker stores the same lead.
    const englishEmail = uniqueEmail("english-contact");
    await page.goto("/contact");
    const englishForm = page.locator("#lead-form form");
    await fill(englishForm, { ...values, email: englishEmail });
    await englishForm.getByRole("button", { name: en.LeadForm.sendEnquiry }).click();
    await page.waitForURL(/\/thank-you\?ref=[\w-]+$/);
    const hindiLead = await leadOf(hindiEmail);
    const englishLead = await leadOf(englishEmail);
    expect(hindiLead).toMatchObject({
      keyId: "client",
      businessType: "General",
      clientType: "Business New",
      firstName: "Asha",
      phone: "9876543210",
      city: "Pune",
    });
    expect(comparable(hindiLead)).toEqual(comparable(englishLead));
  });

  test("/hi/posp: the consultation dialog is Hindi, and its lead is a POSP lead as on /posp", async ({
    page,
  }) => {
    await page.goto("/hi/posp");
    await page.getByRole("banner").getByRole("button", { name: hi.Consultation.button }).click();
    const dialog = page.getByRole("dialog", { name: hi.Consultation.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(hi.Consultation.description);
    await expectHindiOnly(dialog);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const form = dialog.locator("form");
    await form.getByRole("button", { name: hi.Consultation.submit }).click();
    await expectHindiFieldMessages(form);
    await expectHindiOnly(dialog);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const email = uniqueEmail("hindi-dialog");
    await fill(form, {
      firstName: "Ravi",
      lastName: "Iyer",
      phone: "9123456780",
      email,
      remarks: "POSP",
    });
    await form.getByRole("button", { name: hi.Consultation.submit }).click();
    await page.waitForURL(/\/hi\/thank-you\?ref=[\w-]+$/);
    expect(await leadOf(email)).toMatchObject({
      keyId: "posp",
      businessType: "posp",
      clientType: "Business New",
      firstName: "Ravi",
      phone: "9123456780",
    });
  });

  test("/hi: the testimonials carousel and the home consultation button speak Hindi", async ({
    page,
  }) => {
    await page.goto("/hi");
    const carousel = page.locator('[aria-roledescription="carousel"]');
    await expect(carousel).toHaveAttribute("aria-label", hi.Sections.testimonials);
    await expect(carousel).toBeVisible();
    const names = await carousel
      .locator("button, [aria-roledescription=slide]")
      .evaluateAll((nodes) => nodes.map((n) => n.getAttribute("aria-label") ?? ""));
    expect(names.length).toBeGreaterThan(3);
    for (const name of names) expect(englishRuns(name)).toEqual([]);
    await expect(
      carousel
        .getByRole("button", { name: `${hi.Carousel.testimonials} रोकें` })
        .or(carousel.getByRole("button", { name: `${hi.Carousel.testimonials} चलाएँ` })),
    ).toBeVisible();
    await expect(carousel.getByRole("button", { name: "अगला अनुभव" })).toBeVisible();
  });
});

/** Catalogue areas of this work's islands and pages. */
const AREAS = [
  "LeadForm",
  "Consent",
  "Consultation",
  "Contact",
  "Countdown",
  "Carousel",
  "Sections",
  "Home",
  "Posp",
  "Jobs",
  "Demo",
  "About",
  "HelpBar",
] as const;

/**
 * The English phrases of those areas (the literal parts of templates, two words or more), none
 * of which a Hindi page may show, in its text or its accessible names.
 */
const englishPhrases = [
  ...new Set(
    AREAS.flatMap((area) => Object.values(en[area] as Record<string, string>))
      .flatMap((text) => text.split(/\{[^}]*\}|<[^>]*>/))
      .map((chunk) => chunk.trim())
      .filter((chunk) => /[A-Za-z]+\s+[A-Za-z]+/.test(chunk) && chunk.length >= 8),
  ),
];

for (const path of [
  "/hi",
  "/hi/about",
  "/hi/contact",
  "/hi/claims",
  "/hi/posp",
  "/hi/jobs",
  "/hi/demo",
  "/hi/thank-you",
  "/hi/platform/policies/privacy-notice",
  "/hi/blog",
  "/hi/videos",
]) {
  test(`${path} shows no English phrase of its islands or sections`, async ({ page }) => {
    await page.goto(path);
    const names = await page
      .locator("[aria-label], [title], [alt]")
      .evaluateAll((nodes) =>
        nodes.map((n) =>
          ["aria-label", "title", "alt"].map((a) => n.getAttribute(a) ?? "").join(" "),
        ),
      );
    await belowFoldLaidOut(page);
    const text = `${await page.locator("body").innerText()}\n${names.join("\n")}`;
    const found = englishPhrases.filter((phrase) => text.includes(phrase));
    expect(found).toEqual([]);
  });
}
