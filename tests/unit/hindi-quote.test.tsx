// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { localizeMessage, messagePairs } from "@/lib/i18n/localize-message";
import { PageFormMessages } from "@/components/forms/page-form-messages";
import { withClientMessages } from "../helpers/client-messages";
import "./support/quote-labels";

/**
 * The quote wizards on Hindi pages (issue 13): every word of the cards from the catalogues, option
 * labels translated while the values stay the contract's codes, and every message the quote
 * schemas and actions can write shown in Hindi.
 */

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => "/hi/health-insurance",
}));
vi.mock("@/lib/journeys/health/quote-action", () => ({ submitQuote: vi.fn() }));
vi.mock("@/lib/journeys/motor/quote-action", () => ({ submitMotorQuoteDraft: vi.fn() }));

const { healthQuoteLabels, motorQuoteLabels } = await import("@/lib/i18n/quote-labels");
const { QuoteWizard } = await import("@/components/journeys/health/quote-form");
const { MotorQuoteForm } = await import("@/components/journeys/motor/quote-form");
const health = await import("@/lib/journeys/health/quote-schema");
const motor = await import("@/lib/journeys/motor/quote");
const { motorQuoteFailureMessage } = await import("@/lib/journeys/motor/messages");
const { policySearchFormSchema } = await import("@/lib/api/contract/motor");
const { POLICY_NOT_FOUND, POLICY_SEARCH_FAILED } = await import("@/lib/journeys/motor/break-in");
const { REFUSED_KEY_MESSAGE } = await import("@/lib/journeys/shared/idempotency");
const { RATE_LIMITED_MESSAGE } = await import("@/lib/rate-limit/message");
const { CHECK_FIELDS } = await import("@/lib/actions/result");

/**
 * What `formMessagePairs("hi")` gives the Hindi pages (every Validation* and Messages* area); the
 * wizards get them from the layout's client messages (`withClientMessages("hi")`).
 */
const pairs = messagePairs(
  en,
  hi,
  Object.keys(en).filter((area) => /^(Validation|Messages)/.test(area)),
);

/** Two Latin words in a row: English left on a Hindi screen (codes like MH12AB1234 are single). */
const ENGLISH_RUN = /\b[A-Za-z][a-z]+\b[\s,.:;]+\b[A-Za-z][a-z]+\b/;
/** Brand and product names and example e-mail addresses, allowed in Hindi text. */
const ALLOWED = /SureShield( Insurance Brokers)?|WhatsApp|POSP|KYC|PAN|\S+@\S+/g;
const englishIn = (text: string) => ENGLISH_RUN.exec(text.replace(ALLOWED, ""))?.[0] ?? null;

/** Every string inside a labels record (nested records included). */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

describe("the quote wizards' labels", () => {
  it("in English are the catalogue's English words", async () => {
    const labels = await healthQuoteLabels("en");
    expect(labels.title).toBe("Get your health insurance quote");
    expect(labels.stepTitles.family).toBe("Who should the plan cover?");
    expect(labels.genders).toEqual({ Male: "Male", Female: "Female", Other: "Other" });
    expect((await motorQuoteLabels("en")).submitLabel).toBe("Get quotes");
  });

  it("in Hindi hold no English words, and options stay keyed by their contract codes", async () => {
    const healthHi = await healthQuoteLabels("hi");
    const motorHi = await motorQuoteLabels("hi");
    for (const text of [...strings(healthHi), ...strings(motorHi)])
      expect(englishIn(text), text).toBeNull();
    expect(healthHi.genders).toEqual({ Male: "पुरुष", Female: "महिला", Other: "अन्य" });
    expect(Object.keys(healthHi.relations)).toEqual([...health.relations]);
    expect(healthHi.audiences).toEqual({ customer: "ग्राहक", agent: "एजेंट (POSP)" });
  });
});

describe("every message of the quote schemas and actions", () => {
  const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues.map((i) => i.message) ?? [];
  const long = (n: number) => "a".repeat(n);
  const produced = new Set<string>([
    ...Object.values(health.MSG),
    motorQuoteFailureMessage,
    motor.pospRequiredMessage,
    POLICY_NOT_FOUND,
    POLICY_SEARCH_FAILED,
    REFUSED_KEY_MESSAGE,
    RATE_LIMITED_MESSAGE,
    CHECK_FIELDS,
    ...[
      { name: "", phone: "", email: "" },
      { name: "1 Asha", phone: "12345", email: "not-mail" },
    ].flatMap((v) => issues(health.contactStep.safeParse(v))),
    ...[
      { adults: "0", kids: "-1", pincode: "12" },
      { adults: "9", kids: "9", pincode: "" },
    ].flatMap((v) => issues(health.familyStep.safeParse(v))),
    ...[
      { dob: "", gender: "", relation: "" },
      { dob: "31/02/1990", gender: "Male", relation: "Self" },
      { dob: "01/01/2999", gender: "Male", relation: "Self" },
    ].flatMap((v) => issues(health.memberRow.safeParse(v))),
    ...[{ pospNumber: "" }, { pospNumber: "!!" }, { pospNumber: long(31) }].flatMap((v) =>
      issues(health.pospStep.safeParse(v)),
    ),
    ...issues(health.membersStep.safeParse({ insuredPersons: [] })),
    ...[
      { rcNo: "", name: "", phone: "", email: "" },
      { rcNo: "XYZ", name: "1 Ravi", phone: "123", email: "x" },
      { rcNo: "MH12AB1234", name: long(101), phone: "5123456789", email: `${long(250)}@x.in` },
    ].flatMap((v) => issues(motor.motorStepSchemas.vehicleAndContact.safeParse(v))),
    ...[{ pospNumber: "" }, { pospNumber: "!!" }, { pospNumber: long(31) }].flatMap((v) =>
      issues(motor.motorStepSchemas.posp.safeParse(v)),
    ),
    ...issues(motor.motorStepSchemas.vehicle.safeParse({ vehicleNumber: "" })),
    ...issues(policySearchFormSchema.safeParse({ policyNo: "" })),
  ]);

  it.each([...produced])("%s → Hindi", (message) => {
    const shown = localizeMessage(message, pairs);
    expect(shown).not.toBe(message);
    expect(englishIn(shown), shown).toBeNull();
  });
});

describe("the quote wizards on a Hindi page", () => {
  it("health: Hindi card, Hindi step alert and field message, contract codes as option values", async () => {
    const labels = await healthQuoteLabels("hi");
    const { container } = render(
      <PageFormMessages>
        <QuoteWizard labels={labels} />
      </PageFormMessages>,
      { wrapper: withClientMessages("hi") },
    );
    expect(screen.getByText("चरण 1 / 3")).toBeVisible();
    expect(screen.getByRole("tablist", { name: "मैं हूँ" })).toBeVisible();
    expect(englishIn(container.textContent ?? "")).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "आगे बढ़ें" }));
    const alert = await screen.findByText(hi.Messages.contactDetails);
    expect(alert).toHaveAttribute("role", "alert");

    await user.type(screen.getByLabelText("पूरा नाम"), "आशा वर्मा");
    await user.type(screen.getByLabelText("मोबाइल नंबर"), "9876543210");
    await user.type(screen.getByLabelText("ई-मेल"), "asha@example.com");
    await user.click(screen.getByRole("button", { name: "आगे बढ़ें" }));
    await waitFor(() => expect(screen.getByText("चरण 2 / 3")).toBeVisible());
    await user.type(screen.getByLabelText("पिनकोड"), "12");
    await user.click(screen.getByRole("button", { name: "आगे बढ़ें" }));
    expect(await screen.findByText(hi.Messages.pincode)).toBeVisible();
    expect(englishIn(container.textContent ?? "")).toBeNull();

    await user.clear(screen.getByLabelText("पिनकोड"));
    await user.type(screen.getByLabelText("पिनकोड"), "560001");
    await user.click(screen.getByRole("button", { name: "आगे बढ़ें" }));
    const member = await screen.findByRole("group", { name: "सदस्य 1" });
    const gender = within(member).getByLabelText<HTMLSelectElement>("लिंग");
    expect([...gender.options].map((o) => [o.value, o.text])).toEqual([
      ["", "चुनें"],
      ["Male", "पुरुष"],
      ["Female", "महिला"],
      ["Other", "अन्य"],
    ]);
    expect(within(member).getByLabelText<HTMLSelectElement>("रिश्ता").value).toBe("Self");
    expect(screen.getByRole("button", { name: "प्लान देखें" })).toBeVisible();
    expect(screen.getByRole("button", { name: "पीछे" })).toBeVisible();
    expect(englishIn(container.textContent ?? "")).toBeNull();
  });

  it("motor: Hindi card and consent, Hindi message for a missing vehicle number", async () => {
    const labels = await motorQuoteLabels("hi");
    const { container } = render(
      <PageFormMessages>
        <MotorQuoteForm labels={labels} />
      </PageFormMessages>,
      { wrapper: withClientMessages("hi") },
    );
    expect(screen.getByText("चरण 1 / 2")).toBeVisible();
    expect(screen.getByRole("link", { name: "सहमति सूचना" })).toHaveAttribute(
      "href",
      "/hi/platform/policies/privacy-notice",
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "आगे बढ़ें" }));
    expect(await screen.findByText(hi.Messages.registrationRequired)).toBeVisible();
    expect(englishIn(container.textContent ?? "")).toBeNull();
  });
});
