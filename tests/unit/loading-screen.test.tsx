// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LoadingScreen } from "@/components/ui/loading-screen";
import hi from "@/messages/hi.json";

/** The loading screen variants (spec 2.1: blog, pdf and generic pages). */

afterEach(cleanup);

describe("LoadingScreen", () => {
  it.each([
    ["blog", "Loading"],
    ["pdf", "Loading your documents"],
    ["generic", "Loading"],
  ] as const)("the %s variant is a polite status reading '%s'", (variant, text) => {
    render(<LoadingScreen variant={variant} />);
    const status = screen.getByRole("status");
    expect(status).toHaveTextContent(new RegExp(`^${text}$`));
    expect(status).toHaveAttribute("aria-live", "polite");
    expect(status).toHaveAttribute("data-loading-variant", variant);
  });

  it("takes its own label", () => {
    render(<LoadingScreen label="Preparing your quote" />);
    expect(screen.getByRole("status")).toHaveTextContent("Preparing your quote");
  });
});

describe("the blog post's loading file (no params, so no locale on the server)", () => {
  it("renders the English and the Hindi word, each marked for the page's lang to pick", async () => {
    const { default: Loading } = await import("@/app/[locale]/(marketing)/blog/[bname]/loading");
    const { readFileSync } = await import("node:fs");
    render(<Loading />);
    const status = screen.getByRole("status");
    expect(status.querySelector(".lang-en")).toHaveTextContent(/^Loading$/);
    const hindi = status.querySelector(".lang-hi");
    expect(hindi).toHaveTextContent(hi.Loading.generic);
    expect(hindi).toHaveAttribute("lang", "hi");
    // globals.css hides the other language's word.
    const css = readFileSync("app/globals.css", "utf8").replace(/\s+/g, " ");
    expect(css).toContain(".lang-hi { display: none; }");
    expect(css).toContain("html:lang(hi) .lang-hi { display: inline; }");
    expect(css).toContain("html:lang(hi) .lang-en { display: none; }");
  });
});
