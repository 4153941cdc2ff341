// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { withClientMessages } from "@/tests/helpers/client-messages";

/**
 * The lead form before anyone touches it (issue 11): plain fields with native constraints, and
 * the schema check (zod) not loaded until the first focus or press inside the form.
 */

vi.mock("next/navigation", () => ({
  useRouter: () => ({ push: vi.fn() }),
  usePathname: () => "/contact",
}));
vi.mock("@/lib/leads/submit-lead", () => ({ submitLead: vi.fn() }));
const loaded = vi.hoisted(() => ({ check: false }));
vi.mock("@/components/lead/lead-check", async (importOriginal) => {
  loaded.check = true;
  return importOriginal();
});

const { LeadForm } = await import("@/components/lead/lead-form");

afterEach(cleanup);

/** The browser compiles `pattern` with the `v` flag, anchored; an invalid one is silently ignored. */
const accepts = (input: HTMLInputElement, value: string) =>
  new RegExp(`^(?:${input.pattern})$`, "v").test(value);

describe("LeadForm before the first interaction", () => {
  it("renders its fields with native constraints and loads the schema check only on first focus", async () => {
    render(<LeadForm variant="contact" submitLabel="Send enquiry" />, {
      wrapper: withClientMessages("en"),
    });
    const first = screen.getByLabelText<HTMLInputElement>("First name");
    const phone = screen.getByLabelText<HTMLInputElement>("Mobile number");
    const email = screen.getByLabelText<HTMLInputElement>("E-mail");
    expect(first).toBeRequired();
    expect(first.maxLength).toBe(50);
    expect(phone).toBeRequired();
    expect(phone).toHaveAttribute("inputmode", "numeric");
    expect(email).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("City (optional)")).not.toBeRequired();
    expect(loaded.check).toBe(false);
    // A submit before the script runs must never put the visitor's phone and e-mail into a URL
    // (server logs, history, analytics), nor reload the page. A React form action: a press before hydration is held by React's inline script and
    // replayed once the form is hydrated, never a post of the page to itself (issue 23 item 7).
    expect(first.form?.getAttribute("action")).toMatch(/^javascript:/);
    expect(first.form).not.toHaveAttribute("method");

    await userEvent.setup().click(first);
    await waitFor(() => expect(loaded.check).toBe(true));
  });

  it("its native patterns accept what the server accepts and refuse what it refuses", () => {
    render(<LeadForm />, { wrapper: withClientMessages("en") });
    const phone = screen.getByLabelText<HTMLInputElement>("Mobile number");
    for (const ok of ["9876543210", "+91 98765 43210", "98765-43210", "09876543210"])
      expect(accepts(phone, ok), ok).toBe(true);
    for (const bad of ["12345", "5876543210", "98765432101234"])
      expect(accepts(phone, bad), bad).toBe(false);
    const name = screen.getByLabelText<HTMLInputElement>("First name");
    for (const ok of ["Asha", "Asha D'Souza", "आशा वर्मा", "Jean-Luc"])
      expect(accepts(name, ok), ok).toBe(true);
    for (const bad of ["123", "-Asha", "Asha!"]) expect(accepts(name, bad), bad).toBe(false);
  });

  it("a submit before any focus still shows the schema's messages beside the fields", async () => {
    render(<LeadForm />, { wrapper: withClientMessages("en") });
    screen
      .getByRole("button", { name: /call back/i })
      .closest("form")!
      .dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(await screen.findByText("Enter your first name")).toBeVisible();
    expect(screen.getByText("Enter your mobile number")).toBeVisible();
    expect(screen.getByLabelText("Mobile number")).toHaveAttribute("aria-invalid", "true");
  });
});
