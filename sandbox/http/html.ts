/** Small HTML building blocks for the sandbox's own pages. Every dynamic value goes through {@link escapeHtml}. */

const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Escapes text for use in HTML element content and in quoted attribute values.
 * `null` and `undefined` become the empty string; other values are stringified first.
 */
export function escapeHtml(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = value instanceof Date ? value.toISOString() : String(value);
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}

/**
 * A complete, accessible HTML document (lang, charset, viewport, title, one `main`).
 *
 * @param title plain text, escaped here.
 * @param bodyMarkup already-escaped markup placed inside `<main>`.
 */
export function htmlPage(title: string, bodyMarkup: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:1.5rem;line-height:1.5;color:#111;background:#fff}
a{color:#0645ad}
table{border-collapse:collapse;font-size:.875rem}
th,td{border:1px solid #999;padding:.25rem .5rem;text-align:left;vertical-align:top}
th{background:#eee}
caption{text-align:left;font-weight:600;padding:.5rem 0}
.scroll{overflow-x:auto}
</style>
</head>
<body>
<main>
${bodyMarkup}
</main>
</body>
</html>
`;
}
