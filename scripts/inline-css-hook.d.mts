/** Types of scripts/inline-css-hook.mjs (plain JavaScript, loaded by Node before Next's server). */
import type { RequestListener } from "node:http";
import type { ReadCss } from "./inline-css.mjs";
export function readBuiltCss(href: string): string | undefined;
export function withInlineCss(listener: RequestListener, readCss?: ReadCss): RequestListener;
export function installInlineCss(): void;
