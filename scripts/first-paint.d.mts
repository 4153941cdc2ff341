/** Types of scripts/first-paint.mjs (plain JavaScript, loaded by Node before Next's server). */
export function forFirstPaint(html: string, inlineScripts?: boolean): string;
