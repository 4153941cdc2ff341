// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MSG, stepsFor } from "@/lib/journeys/health/quote-schema";
import { motorStepsFor } from "@/lib/journeys/motor/quote";
import { HEALTH_QUOTE_STEPS } from "@/components/journeys/health/quote-steps";
import { MOTOR_QUOTE_STEPS } from "@/components/journeys/motor/quote-steps";
import "./support/quote-labels";
import { healthQuoteLabels } from "@/lib/i18n/quote-labels";

/**
 * The quote wizards before anyone touches them (issue 11): the first step rendered without
 * react-hook-form or the step schemas, the wizard loaded on the first focus or press (or at once
 * for a waiting draft), keeping what was typed, the focus, the ids and a pending Continue.
 */

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => "/health-insurance",
}));
vi.mock("@/lib/journeys/health/quote-action", () => ({ submitQuote: vi.fn() }));
const loaded = vi.hoisted(() => ({ wizard: false }));
vi.mock("@/components/journeys/health/quote-wizard", async (importOriginal) => {
  loaded.wizard = true;
  return importOriginal();
});

const { QuoteWizard } = await import("@/components/journeys/health/quote-form");
const labels = await healthQuoteLabels("en");

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(cleanup);

describe("the quote wizards' shells", () => {
  it("list the same steps as the wizards", () => {
    for (const audience of ["customer", "agent"] as const) {
      expect(HEALTH_QUOTE_STEPS[audience]).toEqual(stepsFor(audience));
      expect(MOTOR_QUOTE_STEPS[audience]).toEqual(motorStepsFor(audience));
    }
  });

  it("load the wizard on first focus, keeping the typed value, the focus and the field's id", async () => {
    render(<QuoteWizard labels={labels} />);
    const name = screen.getByLabelText<HTMLInputElement>("Full name");
    const id = name.id;
    expect(screen.getByText("Step 1 of 3")).toBeVisible();
    // The module is loaded once per file: this test runs first.
    expect(loaded.wizard).toBe(false);

    const user = userEvent.setup();
    await user.type(name, "Asha Rao");
    await waitFor(() => expect(loaded.wizard).toBe(true));
    // The wizard has replaced the shell: typing goes on in the same field.
    await waitFor(() => expect(screen.getByLabelText("Full name")).not.toBe(name));
    await user.keyboard(" Verma");
    const now = screen.getByLabelText<HTMLInputElement>("Full name");
    expect(now).toHaveValue("Asha Rao Verma");
    expect(now).toHaveFocus();
    expect(now.id).toBe(id);
  });

  it("a Continue pressed before the wizard is there is carried out once it is", async () => {
    render(<QuoteWizard labels={labels} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Continue" }));
    expect(await screen.findByText(MSG.required)).toBeVisible();
    expect(screen.getByLabelText("Full name")).toHaveAttribute("aria-invalid", "true");
  });

  it("a waiting draft loads the wizard at once and is restored", async () => {
    sessionStorage.setItem(
      "draft:health-quote",
      JSON.stringify({ values: { audience: "customer", name: "Asha Rao" }, step: 1 }),
    );
    render(<QuoteWizard labels={labels} />);
    // Only the wizard restores drafts: the shell has no storage code.
    await waitFor(() => expect(screen.getByLabelText("Full name")).toHaveValue("Asha Rao"));
  });

  it("the focused field is found again by its name, even if the controls before it differ", async () => {
    const { QuoteWizardFrame } = await import("@/components/journeys/shared/quote-wizard-frame");
    render(
      <QuoteWizardFrame
        id="frame-test"
        labels={labels}
        stepTitles={{ first: "First" }}
        handoff={{
          uid: "u",
          values: {},
          audience: "customer",
          focus: 4,
          focusName: "rcNo",
          submit: false,
        }}
        wizard={{
          uid: "u",
          audience: "customer",
          chooseAudience: () => {},
          step: 1,
          steps: ["first"],
          current: "first",
          goTo: () => {},
          headingRef: null,
          onSubmit: () => Promise.resolve(),
          busy: false,
          alert: null,
          alertId: "u-alert",
          failure: null,
        }}
      >
        <label>
          Vehicle number <input name="rcNo" />
        </label>
        <label>
          Full name <input name="name" />
        </label>
      </QuoteWizardFrame>,
    );
    // Index 4 is the full name here (two tabs and the step heading come first): the name wins.
    expect(screen.getByLabelText("Vehicle number")).toHaveFocus();
  });
});
