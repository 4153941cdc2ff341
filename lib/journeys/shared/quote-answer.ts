/**
 * What a quote form's server action answers (health and motor alike): where the browser goes
 * next, or the form's message with errors beside the fields.
 */
export type QuoteAnswer = { ok: true; to: string } | { ok: false; message: string; fieldErrors?: Record<string, string> };
