/** Types of scripts/critical-css-build.mjs (the post-build step, plain JavaScript). */
export const CRITICAL_CSS_FILE: string;
export function pathOfPrerendered(rel: string): string | undefined;
export function warmCriticalCss(
  nextDir: string,
): Promise<{ pages: number; keys: number; runs: number; totalMs: number; maxMs: number }>;
