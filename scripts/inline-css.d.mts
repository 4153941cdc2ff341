/** Types of scripts/inline-css.mjs (plain JavaScript, loaded by Node before Next's server). */
export type ReadCss = (href: string) => string | undefined;
export function inlineStylesheets(html: string, readCss: ReadCss): string;
export function createHeadTransformer(
  readCss: ReadCss,
  limit?: number,
): { push(chunk: string): string; end(): string };
