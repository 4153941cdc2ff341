/** An option of a select: the value sent and the label shown. */
export type Option = { value: string; label: string };

/** A labelled group of options (`<optgroup>`). */
export type OptionGroup = { label: string; options: readonly Option[] };

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#x27;",
};

/** Text made safe for HTML text and double-quoted attribute values, escaped as React escapes it. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

function optionHtml({ value, label }: Option): string {
  return `<option value="${escapeHtml(value)}">${escapeHtml(label)}</option>`;
}

const NO_OPTIONS: readonly Option[] = [];
const NO_GROUPS: readonly OptionGroup[] = [];

/** Built strings, by their option arrays (constants or cached lists: a page builds each once). */
const built = new WeakMap<
  object,
  { placeholder: string; options: readonly Option[]; groups: readonly OptionGroup[]; html: string }
>();

/**
 * The `<option>`s (and `<optgroup>`s) of a long select as one HTML string, for
 * `dangerouslySetInnerHTML`: the browser then owns the option elements and React creates,
 * hydrates and compares none of them. The member step's occupation lists are about 150 options
 * per member, close to half the page's elements and a matching share of its hydration work
 * (issue 11). The markup is what React would render for the same options (values and labels
 * escaped), so server HTML and browser agree.
 *
 * @param placeholder the empty first choice ("Select"), or "" for none
 * @param options options before the groups; `groups`: labelled groups after them. Pass arrays
 * that stay the same from render to render (the string is cached by the arrays).
 */
export function optionsHtml(
  placeholder: string,
  options: readonly Option[] = NO_OPTIONS,
  groups: readonly OptionGroup[] = NO_GROUPS,
): string {
  const key = groups.length ? groups : options;
  const hit = built.get(key);
  if (hit?.placeholder === placeholder && hit.options === options && hit.groups === groups)
    return hit.html;
  const html =
    (placeholder !== "" ? optionHtml({ value: "", label: placeholder }) : "") +
    options.map(optionHtml).join("") +
    groups
      .map(
        (g) =>
          `<optgroup label="${escapeHtml(g.label)}">${g.options.map(optionHtml).join("")}</optgroup>`,
      )
      .join("");
  built.set(key, { placeholder, options, groups, html });
  return html;
}
