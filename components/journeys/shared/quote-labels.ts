import type { Audience, WizardStep } from "@/lib/journeys/health/quote-schema";
import type { MotorQuoteStep } from "@/lib/journeys/motor/quote";

/**
 * The words of the quote wizards in the page's language (issue 13). The server builds them from
 * the catalogues (`lib/i18n/quote-labels.ts`) and passes the same record, as props, to the
 * server-rendered shell and to the wizard that replaces it: no catalogue and no i18n library
 * ship to the content pages. Types only, so client code may import them.
 */

/** What every quote card says: its heading, tabs, step line and buttons. */
export type QuoteFrameLabels = {
  title: string;
  intro: string;
  /** The last step's button, and its text while the quote is sent. */
  submitLabel: string;
  busyLabel: string;
  continueLabel: string;
  back: string;
  /** "Step {step} of {total}" (both placeholders filled by the frame). */
  stepOf: string;
  /** The tab list's name ("I am a") and each tab's label. */
  iAmA: string;
  audiences: Record<Audience, string>;
};

/** The labels of the full name, mobile (`phone`) and e-mail controls. */
export type ContactLabels = { fullName: string; mobile: string; email: string };

/** The health quote wizard's words (spec 4 "Health quote wizard"). */
export type HealthQuoteLabels = QuoteFrameLabels &
  ContactLabels & {
    stepTitles: Record<WizardStep, string>;
    pospNumber: string;
    adults: string;
    adultsHint: string;
    kids: string;
    kidsHint: string;
    pincode: string;
    /** "Member {number}", the legend of each member row. */
    member: string;
    dob: string;
    dateHint: string;
    datePlaceholder: string;
    gender: string;
    relation: string;
    /** The empty choice of a select. */
    select: string;
    /** Option labels by contract code (the value sent stays the code): "Male" → "पुरुष". */
    genders: Record<string, string>;
    relations: Record<string, string>;
  };

/** The motor quote form's words (spec 4 "Motor quote form"). */
export type MotorQuoteLabels = QuoteFrameLabels &
  ContactLabels & {
    stepTitles: Record<MotorQuoteStep, string>;
    pospNumber: string;
    vehicleNumber: string;
    rcHint: string;
    confirmHint: string;
  };

/** `template` with `{name}` placeholders replaced by `values` ("Step {step} of {total}"). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The label of a contract code among `labels` (keyed by `optionKey`), or the code itself. */
export function optionLabel(labels: Record<string, string>, code: string): string {
  return labels[code] ?? code;
}
