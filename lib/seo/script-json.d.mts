/** Types of lib/seo/script-json.mjs (plain JavaScript, shared with the page hook). */
export function escapeScriptJson(json: string): string;
