/** Types of scripts/compressed-pages.mjs (plain JavaScript, loaded by Node before Next's server). */
export type CompressedPages = {
  /** The page's stored bytes in this coding, or undefined. */
  get(coding: string, text: string): Buffer | undefined;
  /** Starts compressing the page at the highest quality unless stored, running or no slot is free. */
  fill(coding: string, text: string): void;
  /** Resolves when no compression runs. */
  settled(): Promise<void>;
};
export function createCompressedPages(options?: {
  maxBytes?: number;
  maxPending?: number;
}): CompressedPages;
