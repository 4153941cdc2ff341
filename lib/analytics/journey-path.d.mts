export const REQUEST_KEY_PLACEHOLDER: string;
export const prefixedLocales: string[];
export function scrubRequestKey(pathname: string): string;
