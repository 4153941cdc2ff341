/**
 * Whether a typed text holds characters that can never be stored or sent (issue 24, item 12):
 * NUL and the other C0 control characters except tab, line feed and carriage return, DEL, and
 * lone UTF-16 surrogates (half of an emoji, left by a broken paste). PostgreSQL refuses `\u0000`
 * in text and JSON, and a lone surrogate is not valid UTF-8, so a lead holding one fails at the
 * broker and in the outbox alike; the schema refuses it beside the field instead.
 *
 * A plain loop, not a regex with lookbehind, so it runs in every browser the site supports.
 */
export function hasUnsendableCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) return true;
    if (c === 0x7f) return true;
    if (c >= 0xd800 && c <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) return true;
  }
  return false;
}

/** The message beside a field holding such characters ({@link hasUnsendableCharacters}). */
export const unsendableMessage = (label: string) => `Remove the unusual characters from ${label}`;
