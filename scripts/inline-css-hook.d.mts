/** Types of scripts/inline-css-hook.mjs (plain JavaScript, loaded by Node before Next's server). */
import type { RequestListener } from "node:http";
import type { CompressedPages } from "./compressed-pages.mjs";
import type { CriticalSheets, InlineScripts, ReadCss } from "./inline-css.mjs";
export type CriticalSource = {
  get(key: string): CriticalSheets | undefined;
  wants(key: string): boolean;
  learn(key: string, html: string): void;
};
export function createCriticalSource(options?: {
  entries?: unknown;
  maxKeys?: number;
  onLearnt?: (key: string, ms: number) => void;
}): CriticalSource & { idle(): Promise<void>; close(): Promise<number> | undefined };
export function inlineScripts(csp: string | string[] | number | undefined): InlineScripts;
export function readBuiltCss(href: string): string | undefined;
export function withInlineCss(
  listener: RequestListener,
  readCss?: ReadCss,
  critical?: CriticalSource,
  compressed?: CompressedPages,
): RequestListener;
export function installInlineCss(): void;
