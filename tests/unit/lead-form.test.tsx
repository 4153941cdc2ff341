// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { withClientMessages } from "@/tests/helpers/client-messages";
import en from "@/messages/en.json";

/**
 * The lead form in the browser: what it sends, one key per distinct submission, and the lock
 * after an ok answer (issue 9: a second click 30 ms after the first stored two leads).
 */

const push = vi.fn();
vi.mock("next/navigation", () => ({ useRouter: () => ({ push }), usePathname: () => "/contact" }));
vi.mock("@/lib/leads/submit-lead", () => ({ submitLead: vi.fn() }));

const { submitLead } = await import("@/lib/leads/submit-lead");
const { LeadForm } = await import("@/components/lead/lead-form");
const LEAD_RECEIVED = en.LeadForm.received;
const submitMock = vi.mocked(submitLead);

afterEach(cleanup);
beforeEach(() => {
  submitMock.mockReset();
  push.mockReset();
  sessionStorage.clear();
});

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("First name"), "Meera");
  await user.type(screen.getByLabelText("Last name"), "Shah");
  await user.type(screen.getByLabelText("E-mail"), "meera@example.com");
  await user.type(screen.getByLabelText("Mobile number"), "9988776655");
}

type Sent = { form: string; fields: Record<string, unknown>; key: string; website: string };
const sent = (i: number) => submitMock.mock.calls[i]![0] as Sent;

describe("LeadForm", () => {
  it("sends the visitor's fields, the page's form identifier and a key — never leadSource, clientType or businessType", async () => {
    submitMock.mockResolvedValue({ ok: true, next: "/thank-you", queued: false });
    const user = userEvent.setup();
    render(<LeadForm variant="contact" submitLabel="Send enquiry" />, {
      wrapper: withClientMessages("en"),
    });
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(1));
    const body = sent(0);
    expect(body.form).toBe("page:/contact");
    expect(body.website).toBe("");
    expect(body.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.fields).toMatchObject({ firstName: "Meera", phone: "9988776655" });
    expect(Object.keys(body.fields)).not.toEqual(expect.arrayContaining(["leadSource"]));
    expect(body.fields).not.toHaveProperty("businessType");
    expect(body.fields).not.toHaveProperty("clientType");
    expect(
      document.querySelector(
        'input[name="leadSource"], input[name="businessType"], input[name="clientType"]',
      ),
    ).toBeNull();
  });

  it("after an ok answer the form is locked: a second submit 30 ms later sends nothing", async () => {
    submitMock.mockResolvedValue({ ok: true, next: "/thank-you", queued: false });
    const user = userEvent.setup();
    render(<LeadForm variant="contact" submitLabel="Send enquiry" />, {
      wrapper: withClientMessages("en"),
    });
    await fill(user);
    const form = screen.getByRole("button", { name: "Send enquiry" }).closest("form")!;
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 30));
    form.requestSubmit();
    await new Promise((r) => setTimeout(r, 50));
    expect(submitMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status")).toHaveTextContent(LEAD_RECEIVED);
    expect(screen.queryByRole("button", { name: "Send enquiry" })).toBeNull();
    expect(push).toHaveBeenCalledWith("/thank-you");
  });

  it("a lead queued in the outbox is reported as received, not as a failure", async () => {
    submitMock.mockResolvedValue({ ok: true, next: "/thank-you", queued: true });
    const user = userEvent.setup();
    render(<LeadForm variant="contact" submitLabel="Send enquiry" />, {
      wrapper: withClientMessages("en"),
    });
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(await screen.findByRole("status")).toHaveTextContent("we have received your request");
    expect(screen.queryByText(/could not/i)).toBeNull();
  });

  it("keeps the key across retries of the same values, and makes a new one when they change", async () => {
    submitMock.mockResolvedValue({
      ok: false,
      message: "We could not send your request just now.",
    });
    const user = userEvent.setup();
    render(<LeadForm variant="contact" submitLabel="Send enquiry" />, {
      wrapper: withClientMessages("en"),
    });
    await fill(user);
    const button = screen.getByRole("button", { name: "Send enquiry" });
    await user.click(button);
    expect(await screen.findByText(/We could not send your request just now/)).toBeVisible();
    await user.click(button);
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(2));
    expect(sent(1).key).toBe(sent(0).key);
    await user.type(screen.getByLabelText("City (optional)"), "Pune");
    await user.click(button);
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(3));
    expect(sent(2).key).not.toBe(sent(0).key);
  });

  it("shows the limit message beside the button and keeps the values", async () => {
    const message = "Too many requests in a short time. Please wait a few minutes and try again.";
    submitMock.mockResolvedValue({ ok: false, message, limited: true });
    const user = userEvent.setup();
    render(<LeadForm variant="contact" submitLabel="Send enquiry" />, {
      wrapper: withClientMessages("en"),
    });
    await fill(user);
    await user.click(screen.getByRole("button", { name: "Send enquiry" }));
    expect(await screen.findByText(new RegExp(message.slice(0, 40)))).toBeVisible();
    expect(screen.getByLabelText("First name")).toHaveValue("Meera");
  });

  it("has a honeypot people never reach: hidden wrapper, out of the tab order, no autofill", () => {
    render(<LeadForm />, { wrapper: withClientMessages("en") });
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute("autocomplete")).toBe("off");
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it("the consultation dialog's form names the dialog and the page", async () => {
    submitMock.mockResolvedValue({ ok: true, next: "/thank-you", queued: false });
    const user = userEvent.setup();
    render(<LeadForm kind="consultation" />, { wrapper: withClientMessages("en") });
    await user.type(screen.getByLabelText("First name"), "Dev");
    await user.type(screen.getByLabelText("Last name"), "Mehta");
    await user.type(screen.getByLabelText("E-mail"), "dev@example.com");
    await user.type(screen.getByLabelText("Mobile number"), "9345678901");
    await user.click(screen.getByRole("button", { name: /call back/i }));
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(1));
    expect(sent(0).form).toBe("consultation:/contact");
  });
});
