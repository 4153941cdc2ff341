/** Types of scripts/critical-css.mjs (plain JavaScript, run by Node without a build step). */
export type CriticalEntry = {
  sheets: Map<string, string>;
  selectors: Set<string>;
  tokens: Set<string>;
};
export function matchableSelector(sel: string): string;
export function pageTokens(html: string): Set<string>;
export function criticalCss(
  html: string,
  allow?: Iterable<string>,
): Promise<{ sheets: Map<string, string>; selectors: Set<string>; ms: number }>;
export function createCriticalStore(options?: {
  maxKeys?: number;
  entries?: [string, CriticalEntry][];
}): {
  get(key: string): CriticalEntry | undefined;
  set(key: string, entry: CriticalEntry): void;
  learn(key: string, html: string): Promise<{ entry: CriticalEntry; ms: number } | undefined>;
  entries(): [string, CriticalEntry][];
};
export function entriesToJson(entries: [string, CriticalEntry][]): unknown[];
export function entriesFromJson(data: unknown): [string, CriticalEntry][];
