// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import en from "@/messages/en.json";
import hi from "@/messages/hi.json";
import { withClientMessages } from "@/tests/helpers/client-messages";

/**
 * The lead form on a Hindi page (issue 13): its words, the schema's messages beside the fields,
 * the server's messages beside the button, all in Hindi; what it sends stays the same as in
 * English (the form id without /hi, so the server picks the same lead type).
 */

const push = vi.fn();
vi.mock("next/navigation", () => ({
  useRouter: () => ({ push }),
  usePathname: () => "/hi/contact",
}));
vi.mock("@/lib/leads/submit-lead", () => ({ submitLead: vi.fn() }));

const { submitLead } = await import("@/lib/leads/submit-lead");
const { LeadForm } = await import("@/components/lead/lead-form");
const submitMock = vi.mocked(submitLead);
const wrapper = withClientMessages("hi");

afterEach(cleanup);
beforeEach(() => {
  submitMock.mockReset();
  push.mockReset();
  sessionStorage.clear();
});

/** Every English word of the lead form's catalogue areas, none of which a Hindi form may show. */
const englishWords = [
  ...Object.values(en.LeadForm).filter((text) => !text.includes("<")),
  en.Consent.notice.slice(0, 40),
  en.Consultation.submit,
];

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(hi.LeadForm.firstName), "Meera");
  await user.type(screen.getByLabelText(hi.LeadForm.lastName), "Shah");
  await user.type(screen.getByLabelText(hi.LeadForm.email), "meera@example.com");
  await user.type(screen.getByLabelText(hi.LeadForm.phone), "9988776655");
}

describe("LeadForm on a Hindi page", () => {
  it("shows its labels, button and consent in Hindi, with no English word of its catalogue", () => {
    render(<LeadForm variant="contact" />, { wrapper });
    for (const field of ["firstName", "lastName", "email", "phone", "city", "remarks"] as const)
      expect(screen.getByLabelText(hi.LeadForm[field])).toBeInTheDocument();
    expect(screen.getByRole("button", { name: hi.LeadForm.submitDefault })).toBeVisible();
    expect(screen.getByRole("link", { name: "सहमति सूचना" })).toHaveAttribute(
      "href",
      "/hi/platform/policies/privacy-notice",
    );
    const text = document.body.textContent ?? "";
    for (const english of englishWords) expect(text).not.toContain(english);
  });

  it("an empty submit shows the schema's messages in Hindi beside the fields, and sends nothing", async () => {
    const user = userEvent.setup();
    render(<LeadForm variant="contact" />, { wrapper });
    await user.click(screen.getByRole("button", { name: hi.LeadForm.submitDefault }));
    const first = screen.getByLabelText(hi.LeadForm.firstName);
    await waitFor(() => expect(first).toHaveAccessibleDescription("अपना पहला नाम डालें"));
    expect(screen.getByLabelText(hi.LeadForm.phone)).toHaveAccessibleDescription(
      hi.Validation.mobileRequired,
    );
    expect(screen.getByLabelText(hi.LeadForm.email)).toHaveAccessibleDescription(
      hi.Validation.emailRequired,
    );
    expect(first).toHaveAttribute("aria-invalid", "true");
    expect(submitMock).not.toHaveBeenCalled();
  });

  it("sends the same fields as in English and a form id without the language", async () => {
    submitMock.mockResolvedValue({ ok: true, next: "/thank-you", queued: false });
    const user = userEvent.setup();
    render(<LeadForm variant="contact" />, { wrapper });
    await fill(user);
    await user.click(screen.getByRole("button", { name: hi.LeadForm.submitDefault }));
    await waitFor(() => expect(submitMock).toHaveBeenCalledTimes(1));
    const body = submitMock.mock.calls[0]![0] as { form: string; fields: Record<string, string> };
    expect(body.form).toBe("page:/contact");
    expect(body.fields).toMatchObject({
      firstName: "Meera",
      lastName: "Shah",
      email: "meera@example.com",
      phone: "9988776655",
    });
    expect(await screen.findByRole("status")).toHaveTextContent(hi.LeadForm.received);
  });

  it("the server's field messages and its refusal are shown in Hindi, with the support line", async () => {
    submitMock.mockResolvedValue({
      ok: false,
      message: en.Messages.leadCheckFields,
      fieldErrors: { lastName: "Use letters only in your last name" },
    });
    const user = userEvent.setup();
    render(<LeadForm variant="contact" />, { wrapper });
    await fill(user);
    await user.click(screen.getByRole("button", { name: hi.LeadForm.submitDefault }));
    expect(await screen.findByText(new RegExp(hi.Messages.leadCheckFields))).toHaveTextContent(
      "आप हमें 022 4890 5900 पर कॉल भी कर सकते हैं।",
    );
    expect(screen.getByLabelText(hi.LeadForm.lastName)).toHaveAccessibleDescription(
      "उपनाम में सिर्फ़ अक्षर लिखें",
    );
  });

  it("the limit message and a network failure are shown in Hindi", async () => {
    submitMock.mockResolvedValueOnce({
      ok: false,
      message: "Too many requests in a short time. Please wait a few minutes and try again.",
      limited: true,
    } as never);
    submitMock.mockRejectedValueOnce(new Error("offline"));
    const user = userEvent.setup();
    render(<LeadForm variant="contact" />, { wrapper });
    await fill(user);
    const button = screen.getByRole("button", { name: hi.LeadForm.submitDefault });
    await user.click(button);
    expect(
      await screen.findByText(new RegExp(hi.ValidationLead.rateLimited.slice(0, 20))),
    ).toHaveTextContent("022 4890 5900");
    await user.click(button);
    expect(
      await screen.findByText(new RegExp(hi.LeadForm.networkError.slice(0, 20))),
    ).toBeVisible();
  });
});
