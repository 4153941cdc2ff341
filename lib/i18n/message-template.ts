/**
 * A catalogue message as template text: `{name}` for an argument, `<tag>…</tag>` for an
 * element, the rest as written. The build compiles the catalogues (next-intl's `precompile`,
 * next.config.ts), so a message read as data (`getMessages()`, `useMessages()`, an import of
 * `messages/*.json`; next-intl has no `t.raw` then) is icu-minify's form: plain text stays a
 * string, anything else is an array (`"Call <tel>{phone}</tel>."` →
 * `["Call ", ["tel", ["phone"]], "."]`). The site's own small fillers (`richMessage`,
 * `localizeMessage`) read template text; this gives it back. (Where a translator is at hand,
 * `t(key, { name: "{name}" })` gives the same text.) Tests and scripts that import the JSON
 * without the bundler see the text already and get it unchanged.
 *
 * @param message a catalogue value, compiled or not
 * @returns the template text, or `undefined` for anything beyond text, arguments and tags (a
 *   plural, select, number or date argument; a nested area; a missing key)
 */
export function templateOf(message: unknown): string | undefined {
  if (typeof message === "string") return message;
  if (!Array.isArray(message)) return undefined;
  let text = "";
  for (const node of message as unknown[]) {
    const part = nodeText(node);
    if (part === undefined) return undefined;
    text += part;
  }
  return text;
}

/** One compiled node: text, `[name]` (an argument) or `[tag, ...children]` (an element). */
function nodeText(node: unknown): string | undefined {
  if (typeof node === "string") return node;
  if (!Array.isArray(node) || typeof node[0] !== "string") return undefined;
  const [name, ...children] = node as [string, ...unknown[]];
  if (children.length === 0) return `{${name}}`;
  // A number in the second place is a typed argument (plural, select, number, date, time).
  if (typeof children[0] === "number") return undefined;
  const inner = templateOf(children);
  return inner === undefined ? undefined : `<${name}>${inner}</${name}>`;
}

/**
 * {@link templateOf} for a message the caller knows is plain.
 *
 * @throws {Error} when the message is not text, arguments and tags (a catalogue mistake the
 *   catalogue tests would name)
 */
function templateText(message: unknown, key: string): string {
  const text = templateOf(message);
  if (text === undefined) throw new Error(`Catalogue message ${key} is not a plain template`);
  return text;
}

/**
 * Every message of a catalogue area (or a pick of it) as template text, keys and types kept:
 * what a client component fills with `richMessage` (the layout's client messages).
 *
 * @throws {Error} as {@link templateText}
 */
export function templateArea<T extends Record<string, string>>(area: T): T {
  return Object.fromEntries(
    Object.entries(area).map(([key, message]) => [key, templateText(message, key)]),
  ) as T;
}
