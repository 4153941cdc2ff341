// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormAction } from "@/components/forms/use-action-form";

/**
 * The proposal form shell and `bind` (issue 10: one way to build a journey form): each control
 * keeps its contract name (dotted for array rows), its visible label, and its message beside it,
 * linked for screen readers; a refused step keeps the typed values.
 */

vi.mock("next/navigation", () => ({ useRouter: () => ({ push: vi.fn() }) }));

const { Input } = await import("@/components/forms/fields");
const { scope } = await import("@/components/forms/use-action-form");
const { PersonFields } = await import("@/components/journeys/shared/field-groups");
const { ProposalForm } = await import("@/components/journeys/shared/proposal-form");
const { withIntl } = await import("@/tests/helpers/intl");

afterEach(cleanup);

type Values = {
  city: string;
  members: { firstName: string; lastName: string; dob: string; gender: string }[];
};
const defaults: Values = {
  city: "Pune",
  members: [{ firstName: "Asha", lastName: "Rao", dob: "", gender: "" }],
};

const saved: FormAction<Values> = async () => ({
  ok: true,
  next: { kind: "stay", message: "Saved" },
});

function mount(action = vi.fn(saved)) {
  render(
    withIntl(
      <ProposalForm<Values>
        defaults={defaults}
        validate={(v) =>
          v.city.trim() ? { ok: true, data: v } : { ok: false, errors: { city: "Enter the city" } }
        }
        action={action}
      >
        {({ bind }) => (
          <>
            <Input label="City" autoComplete="address-level2" {...bind("city")} />
            <PersonFields bind={scope(bind, "members.0")} genders={["Male", "Female"]} own />
          </>
        )}
      </ProposalForm>,
    ),
  );
  return action;
}

describe("ProposalForm and bind", () => {
  it("names each control by its contract path, with its label and autocomplete", () => {
    mount();
    expect(screen.getByLabelText("City")).toHaveAttribute("name", "city");
    expect(screen.getByLabelText("City")).toHaveValue("Pune");
    expect(screen.getByLabelText("First name")).toHaveAttribute("name", "members.0.firstName");
    expect(screen.getByLabelText("First name")).toHaveAttribute("autocomplete", "given-name");
    expect(screen.getByLabelText("Gender")).toHaveAttribute("name", "members.0.gender");
    expect(screen.getByRole("button", { name: "Save and continue" })).toBeEnabled();
  });

  it("shows a refused field's message beside it, focuses it, keeps the values and sends nothing", async () => {
    const action = mount();
    const city = screen.getByLabelText("City");
    fireEvent.change(city, { target: { value: " " } });
    fireEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    const message = await screen.findByText("Enter the city");
    expect(city).toHaveAttribute("aria-invalid", "true");
    expect(city.getAttribute("aria-describedby")).toContain(message.id);
    await waitFor(() => expect(city).toHaveFocus());
    expect(screen.getByLabelText("First name")).toHaveValue("Asha");
    expect(action).not.toHaveBeenCalled();
  });

  it("sends the form's values to the action", async () => {
    const action = mount();
    fireEvent.click(screen.getByRole("button", { name: "Save and continue" }));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    expect(action.mock.calls[0]?.[0]).toEqual(defaults);
    expect(await screen.findByText("Saved")).toBeInTheDocument();
  });
});
