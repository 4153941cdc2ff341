import { renderToStaticMarkup } from "react-dom/server";
import { ClientMessagesProvider } from "@/components/layout/client-messages";
import { describe, expect, it, vi } from "vitest";
import { clientMessagesFor } from "@/tests/helpers/client-messages";
import hi from "@/messages/hi.json";
import RouteError from "@/app/[locale]/error";
import GlobalError from "@/app/global-error";

/**
 * Error pages (issue 9): the digest is shown as a reference a caller can quote, beside the
 * support number; the last-resort page brings its own document and offers a reload and home.
 */

vi.mock("@/app/globals.css", () => ({}));
vi.mock("next/link", () => ({
  default: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

/** What app/[locale]/layout.tsx hands the client boundaries, per language. */
const messagesOf = clientMessagesFor;

const error = Object.assign(new Error("Mobile 9876543210 was refused"), { digest: "2718281828" });

describe.each([
  [
    "app/[locale]/error.tsx",
    () =>
      renderToStaticMarkup(
        <ClientMessagesProvider value={messagesOf("en")}>
          <RouteError error={error} reset={() => {}} />
        </ClientMessagesProvider>,
      ),
  ],
  [
    "app/global-error.tsx",
    () => renderToStaticMarkup(<GlobalError error={error} reset={() => {}} />),
  ],
])("%s", (_name, render) => {
  it("shows the digest as a reference with the support phone, never the message", () => {
    const html = render();
    expect(html).toMatch(/Reference: <code[^>]*>2718281828<\/code>/);
    expect(html).toContain('href="tel:+912248905900"');
    expect(html).toContain("022 4890 5900");
    expect(html).not.toContain("9876543210");
    expect(html).toContain("Something went wrong");
  });
});

describe("app/global-error.tsx", () => {
  it("is a whole document with a reload button and a link home", () => {
    const html = renderToStaticMarkup(<GlobalError error={error} reset={() => {}} />);
    expect(html).toMatch(/^<html lang="en-IN">/);
    expect(html).toContain("<body");
    expect(html).toMatch(/<button type="button"[^>]*>Reload the page<\/button>/);
    expect(html).toMatch(/<a [^>]*href="\/"[^>]*>Go to the home page<\/a>/);
  });

  it("without a digest, still gives the number to call", () => {
    const html = renderToStaticMarkup(<GlobalError error={new Error("x")} reset={() => {}} />);
    expect(html).not.toContain("Reference:");
    expect(html).toContain("022 4890 5900");
  });
});

describe("app/[locale]/error.tsx in Hindi (issue 13)", () => {
  it("speaks Hindi with the Hindi messages, keeps the reference and links to the Hindi contact page", () => {
    const html = renderToStaticMarkup(
      <ClientMessagesProvider value={messagesOf("hi")}>
        <RouteError error={error} reset={() => {}} />
      </ClientMessagesProvider>,
    );
    expect(html).toContain(hi.Errors.somethingWrong);
    expect(html).toContain(hi.Errors.tryAgain);
    expect(html).toMatch(/<code[^>]*>2718281828<\/code>/);
    expect(html).toContain('href="/hi/contact"');
    expect(html).not.toContain("Something went wrong");
    expect(html).not.toContain("9876543210");
  });
});
