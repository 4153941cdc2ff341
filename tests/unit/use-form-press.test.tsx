// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { restoreFormData, useFormPress } from "@/components/forms/use-form-press";

/**
 * Issue 23 item 7: a blur caused by pressing the submit button shows no message (the check on
 * blur never runs for it), and a press kept from before hydration puts its values back so the
 * form's reset after an action keeps them.
 */

afterEach(cleanup);

function Form({ onBlur, onSubmit }: { onBlur: () => void; onSubmit: () => void }) {
  const ref = useRef<HTMLFormElement>(null);
  const action = useFormPress(ref);
  return (
    <form
      ref={ref}
      action={action}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      onBlur={onBlur}
    >
      <label>
        Name <input name="name" defaultValue="" />
      </label>
      <button type="submit">Send</button>
      <button type="button">Other</button>
    </form>
  );
}

describe("useFormPress", () => {
  it("keeps a blur caused by a press on the submit button from the form's check", () => {
    const onBlur = vi.fn();
    render(<Form onBlur={onBlur} onSubmit={() => undefined} />);
    const name = screen.getByLabelText("Name");
    const send = screen.getByRole("button", { name: "Send" });
    name.focus();
    fireEvent.pointerDown(send);
    fireEvent.blur(name, { relatedTarget: send });
    expect(onBlur).not.toHaveBeenCalled();
  });

  it("lets any other blur through (a press elsewhere, Tab)", () => {
    const onBlur = vi.fn();
    render(<Form onBlur={onBlur} onSubmit={() => undefined} />);
    const name = screen.getByLabelText("Name");
    fireEvent.pointerDown(screen.getByRole("button", { name: "Other" }));
    fireEvent.blur(name);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it("a blur towards the submit button by keyboard is kept too", () => {
    const onBlur = vi.fn();
    render(<Form onBlur={onBlur} onSubmit={() => undefined} />);
    fireEvent.blur(screen.getByLabelText("Name"), {
      relatedTarget: screen.getByRole("button", { name: "Send" }),
    });
    expect(onBlur).not.toHaveBeenCalled();
  });
});

describe("restoreFormData", () => {
  it("puts a press's values back and makes them the defaults a form reset returns to", () => {
    document.body.innerHTML = `<form>
      <input name="name" value="">
      <select name="gender"><option value="">-</option><option value="Female">F</option></select>
      <input type="checkbox" name="consent" value="yes">
      <input type="radio" name="tab" value="a" checked><input type="radio" name="tab" value="b">
    </form>`;
    const form = document.querySelector("form")!;
    const data = new FormData();
    data.set("name", "Asha");
    data.set("gender", "Female");
    data.set("consent", "yes");
    data.set("tab", "b");
    restoreFormData(form, data);
    form.reset();
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement).value;
    expect(value("name")).toBe("Asha");
    expect(value("gender")).toBe("Female");
    expect(form.querySelector<HTMLInputElement>('[name="consent"]')!.checked).toBe(true);
    expect(form.querySelector<HTMLInputElement>('[value="b"]')!.checked).toBe(true);
    expect(form.querySelector<HTMLInputElement>('[value="a"]')!.checked).toBe(false);
  });

  it("keeps what hydration wrote into a control the visitor did not change before the press", () => {
    // As react-hook-form renders a saved step: no value in the HTML, the saved one set once hydrated.
    document.body.innerHTML = `<form>
      <input name="firstName"><input name="city">
      <select name="gender"><option value="">-</option><option value="Female">F</option></select>
      <input type="checkbox" name="roadside" value="on">
    </form>`;
    const form = document.querySelector("form")!;
    const el = (name: string) => form.elements.namedItem(name) as HTMLInputElement;
    el("firstName").value = "Asha";
    el("city").value = "Pune";
    (form.elements.namedItem("gender") as HTMLSelectElement).value = "Female";
    el("roadside").checked = true;
    // The early press: the visitor typed only the city; the others went as the HTML had them.
    const data = new FormData();
    data.set("firstName", "");
    data.set("city", "Thane");
    data.set("gender", "");
    restoreFormData(form, data);
    expect(el("firstName").value).toBe("Asha");
    expect(el("city").value).toBe("Thane");
    expect((form.elements.namedItem("gender") as HTMLSelectElement).value).toBe("Female");
    expect(el("roadside").checked).toBe(true);
  });
});
