/** Types of scripts/inline-css.mjs (plain JavaScript, loaded by Node before Next's server). */
export type ReadCss = (href: string) => string | undefined;
/** A route's critical CSS by stylesheet href. */
export type CriticalSheets = ReadonlyMap<string, string>;
/** Whether an inline script may run: `{ nonce }`, `{}` (inline allowed), undefined (none). */
export type InlineScripts = { nonce?: string } | undefined;
export function rewriteStylesheets(
  html: string,
  readCss: ReadCss,
  critical: CriticalSheets | undefined,
  scripts: InlineScripts,
): { html: string; deferred: string };
export function inlineStylesheets(html: string, readCss: ReadCss): string;
/** A page written at once: its stylesheet file applies on first need instead of on load. */
export function onFirstNeed(html: string): string;
export function createHeadTransformer(
  readCss: ReadCss,
  options?: { limit?: number; critical?: CriticalSheets; scripts?: InlineScripts },
): { push(chunk: string): string; end(): string };
export const REQUEST_KEY_SEGMENT: string;
export function routeKey(url: string): string;
