import { fieldErrorsOf, type FieldErrors } from "@/lib/actions/result";
import { leadFieldsSchema, type LeadFields } from "@/lib/leads/lead-schema";

/** What {@link checkLead} answers: the values as the server will read them, or a message per field. */
export type LeadCheck =
  { ok: true; values: Record<string, unknown> } | { ok: false; errors: FieldErrors };

/**
 * The lead form's check in the browser: the server's own zod schema (`leadFieldsSchema`), so the
 * messages beside the fields are the ones the server would give. Loaded on the visitor's first
 * focus or press inside a lead form (`lead-form.tsx`), keeping zod out of the page's first load.
 *
 * @param values the form's fields as typed (strings keyed by the contract's field names)
 * @returns ok with the parsed values (trimmed, the mobile number normalised, empty optional
 *   fields dropped), or the first message of each invalid field keyed by its name
 */
export function checkLead(values: Partial<Record<keyof LeadFields, string>>): LeadCheck {
  const parsed = leadFieldsSchema.safeParse(values);
  return parsed.success
    ? { ok: true, values: parsed.data }
    : { ok: false, errors: fieldErrorsOf(parsed.error.issues) };
}
