import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Select } from "@/components/forms/fields";

/**
 * A long select's options rendered as HTML the browser owns (issue 11) must be the markup React
 * renders for the same options, special characters and Hindi labels included.
 */
const options = [
  { value: "Salaried", label: "Salaried" },
  { value: "A & B <c>", label: "\"Quoted\" 'label' & <tag>" },
];
const groups = [
  {
    label: "Occupations & more",
    options: [{ value: "Air Hostess / Cabin Crew", label: "एयर होस्टेस" }],
  },
  { label: "Empty", options: [] },
];

const markup = (staticOptions: boolean, placeholder?: string) =>
  renderToString(
    <Select
      id="s"
      name="s"
      label="Profession"
      options={options}
      groups={groups}
      staticOptions={staticOptions}
      {...(placeholder === undefined ? {} : { placeholder })}
    />,
  );

describe("Select with staticOptions", () => {
  it("renders the same HTML as React's own option elements", () => {
    expect(markup(true)).toBe(markup(false));
    expect(markup(true, "")).toBe(markup(false, ""));
    expect(markup(true, "चुनें")).toBe(markup(false, "चुनें"));
  });

  it("escapes values and labels", () => {
    expect(markup(true)).toContain('<option value="A &amp; B &lt;c&gt;">');
    expect(markup(true)).not.toContain("<tag>");
  });
});
