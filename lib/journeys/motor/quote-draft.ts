/**
 * sessionStorage keys of the motor quote form: its draft (`useSessionDraft`: `{ values, step }`)
 * and the values this tab last sent, kept after the draft is cleared so "Not my vehicle?" on the
 * next step can reopen the form with them (issue 22 item 1).
 */
export const MOTOR_QUOTE_DRAFT_KEY = "draft:motor-quote";
export const MOTOR_QUOTE_SENT_KEY = "draft:motor-quote:sent";
