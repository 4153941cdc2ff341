"use client";

import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import type { FieldErrors } from "@/lib/actions/result";
import { unprefixedPath } from "@/lib/i18n/locale-path";
import { leadFormId, type LeadFormKind } from "@/lib/leads/lead-routing";
import type { LeadFields } from "@/lib/leads/lead-schema";
import { submitLead } from "@/lib/leads/submit-lead";
import { Input, TextArea } from "@/components/forms/fields";
import { FormMessagesProvider, useLocalizeMessage } from "@/components/forms/form-messages";
import { useActionForm } from "@/components/forms/use-action-form";
import { useFormPress } from "@/components/forms/use-form-press";
import { richMessage, useClientMessages } from "@/components/layout/client-messages";
import { ConsentNotice } from "./consent-notice";
import type { LeadTexts } from "./lead-texts";
import type { checkLead as CheckLead } from "./lead-check";

/** Which fields a lead form shows (spec 3 "Lead form", "Contact enquiry"; spec 2.2 /claims). */
export type LeadFormVariant = "default" | "claims" | "contact";

type Field = keyof LeadFields;

const FIELDS: Record<LeadFormVariant, Field[]> = {
  default: ["firstName", "lastName", "companyName", "phone", "email", "town", "remarks"],
  claims: ["firstName", "lastName", "phone", "email", "city", "comment"],
  contact: ["firstName", "lastName", "email", "phone", "city", "remarks"],
};

const MULTILINE = new Set<Field>(["remarks", "comment"]);

// The browser's check (zod and the lead schema) is its own chunk, fetched on the first focus or
// press inside a lead form rather than with the page (issue 11). A failed fetch is forgotten, so
// the next interaction tries again; until then the server's check (the same schema) answers.
let checkLoading: Promise<typeof CheckLead> | undefined;
function loadCheck(): Promise<typeof CheckLead> {
  checkLoading ??= import("./lead-check").then(
    (m) => m.checkLead,
    (error: unknown) => {
      checkLoading = undefined;
      throw error;
    },
  );
  return checkLoading;
}

export type LeadFormProps = {
  /**
   * `page`: the panel of a content page; `consultation`: the dialog. With the page's path it makes
   * the form identifier the server maps to the lead type (`lib/leads/lead-routing.ts`).
   */
  kind?: LeadFormKind;
  variant?: LeadFormVariant;
  /** Shows companyName (pages for companies). */
  withCompany?: boolean;
  /** The submit button's text, in the page's language (default: the catalogue's `submitDefault`). */
  submitLabel?: string;
  /** Distinguishes two forms on one page (drafts and element ids). */
  formKey?: string;
  onSuccess?: () => void;
};

/**
 * The shared lead form (spec 3, 4 "Lead form"). Rendered on the server as plain fields with native
 * constraints (required, maxLength, pattern, input modes), so it is usable before any script runs;
 * its check in the browser — the server's zod schema, giving the same messages beside the fields —
 * loads on the first focus or press inside the form ({@link loadCheck}), and the server checks
 * again either way. A field is checked when it loses focus and then on every change (after a
 * submit: every field on every change), except a blur caused by pressing the submit button
 * (`useFormPress`: a message appearing then would move the button under the pointer), and a
 * press made before the page's code arrived is kept and sent once it has (the form's `action`). It sends only the visitor's fields, the form identifier
 * and a key: the server sets leadSource, clientType and businessType. While a lead is in flight
 * the button reads 'Submitting...' and is disabled; one key is made per distinct submission and
 * kept across retries of the same values, so a retried press is stored once. Once the server
 * answers ok (accepted by the broker, or queued in the durable outbox) the form is locked for
 * good — the fields give way to a thank-you note and the browser goes to /thank-you — so a second
 * click can send nothing. Any other answer shows a message beside the button and keeps every
 * value. The draft is kept in sessionStorage so a reload loses nothing. A hidden `website` field
 * is the honeypot: people never see it, bots fill it, and the server then stores nothing.
 *
 * Its words come from the layout's client messages (`lead`, translated on the server): no text
 * is kept here, in either language. Needs `ClientMessagesProvider` above it (every page has it).
 */
export function LeadForm(props: LeadFormProps) {
  const { lead, support } = useClientMessages();
  // The schema and the server write English; the pairs (none on English pages) show their
  // messages in the page's language, beside the fields and beside the button.
  return (
    <FormMessagesProvider pairs={lead.pairs}>
      <LeadFormFields {...props} texts={lead} tel={support.tel} />
    </FormMessagesProvider>
  );
}

function LeadFormFields({
  kind = "page",
  variant = "default",
  withCompany,
  submitLabel,
  formKey = "lead",
  onSuccess,
  texts,
  tel,
}: LeadFormProps & { texts: LeadTexts; tel: string }) {
  const localize = useLocalizeMessage();
  const pathname = usePathname();
  const uid = useId();
  // The page's path without its language: /hi/contact sends the same form id (and so the same
  // lead type) as /contact.
  const formId = leadFormId(kind, unprefixedPath(pathname));
  const draftKey = `draft:${formKey}:${formId}:${variant}`;
  const [received, setReceived] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  // A press before hydration is kept and replayed; a blur the press causes shows no message.
  const replayPress = useFormPress(formRef);
  const locked = useRef(false);
  const touched = useRef(new Set<string>());
  const submitted = useRef(false);
  const fields = FIELDS[variant].filter((f) => f !== "companyName" || withCompany);

  /** The visitor's fields as typed, keyed by name (the honeypot is read separately). */
  const readValues = (): Partial<Record<Field, string>> => {
    const values: Partial<Record<Field, string>> = {};
    const form = formRef.current;
    if (!form) return values;
    for (const name of fields) {
      const el = form.elements.namedItem(name);
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)
        values[name] = el.value;
    }
    return values;
  };

  const focusField = (name: string | undefined) => {
    const el = name ? formRef.current?.elements.namedItem(name) : null;
    if (el instanceof HTMLElement) el.focus();
  };

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    // Native checks guard the form until this runs; from here on the messages come from the
    // schema, beside the fields, instead of the browser's bubbles.
    form.noValidate = true;
    // Restore a draft once.
    try {
      const saved = JSON.parse(sessionStorage.getItem(draftKey) ?? "null") as Record<
        string,
        unknown
      > | null;
      for (const [name, value] of Object.entries(saved ?? {})) {
        const el = form.elements.namedItem(name);
        if (
          typeof value === "string" &&
          (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) &&
          el.value === ""
        )
          el.value = value;
      }
    } catch {
      /* storage unavailable: drafts are a convenience */
    }
  }, [draftKey]);

  /** Checks the form and updates the messages of `only` (every field when omitted). */
  const check = async (only?: string) => {
    const checkLead = await loadCheck();
    const result = checkLead(readValues());
    const found = result.ok ? {} : result.errors;
    setErrors((current) => {
      if (!only) return found;
      const next = { ...current };
      if (found[only]) next[only] = found[only];
      else delete next[only];
      return next;
    });
    return result;
  };

  const {
    send,
    busy,
    message: failure,
  } = useActionForm({
    fallback: texts.networkError,
    onFieldErrors: (list) => {
      setErrors(Object.fromEntries(list));
      focusField(list[0]?.[0]);
    },
    onSuccess: () => {
      // Locked for the life of the page (the hook sends nothing more after an ok answer).
      locked.current = true;
      setReceived(true);
      try {
        sessionStorage.removeItem(draftKey);
      } catch {
        /* ignore */
      }
      onSuccess?.();
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (locked.current) return;
    submitted.current = true;
    const website = (event.currentTarget.elements.namedItem("website") as HTMLInputElement | null)
      ?.value;
    let values: Record<string, unknown> = readValues();
    try {
      const result = await check();
      if (!result.ok) return focusField(fields.find((f) => result.errors[f]));
      values = result.values;
    } catch {
      /* the check could not load: the server checks the same schema and names the fields */
    }
    await send(values, (key) =>
      submitLead({ form: formId, fields: values, key, website: website ?? "" }),
    );
  };

  const saveDraft = () => {
    if (locked.current) return;
    try {
      sessionStorage.setItem(draftKey, JSON.stringify(readValues()));
    } catch {
      /* ignore */
    }
  };

  const consentId = `${uid}-consent`;
  if (received) {
    return (
      <p
        role="status"
        className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-900"
      >
        {texts.received}
      </p>
    );
  }
  return (
    <form
      ref={formRef}
      action={replayPress}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadCheck().catch(() => undefined)}
      onPointerDown={() => void loadCheck().catch(() => undefined)}
      onBlur={(event) => {
        const name = (event.target as { name?: string }).name;
        if (!name || !fields.includes(name as Field)) return;
        touched.current.add(name);
        void check(name).catch(() => undefined);
      }}
      onChange={(event) => {
        const name = (event.target as { name?: string }).name;
        if (!name || !fields.includes(name as Field)) return;
        saveDraft();
        if (submitted.current || touched.current.has(name)) void check(name).catch(() => undefined);
      }}
      aria-describedby={consentId}
      className="space-y-4"
    >
      {/* Honeypot: hidden from people and assistive technology; a bot that fills it gets an ok and sends nothing. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${uid}-website`}>{texts.website}</label>
        <input
          id={`${uid}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((name) => {
          const field = {
            id: `${uid}-${name}`,
            name,
            label: texts.labels[name],
            error: errors[name] === undefined ? undefined : localize(errors[name]),
            className: MULTILINE.has(name) || name === "email" ? "sm:col-span-2" : undefined,
            defaultValue: "",
          };
          return MULTILINE.has(name) ? (
            <TextArea key={name} {...field} maxLength={500} />
          ) : (
            <Input key={name} {...field} {...inputProps(name)} />
          );
        })}
      </div>
      {failure ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
        >
          {failure}{" "}
          {richMessage(
            texts.alsoCall,
            {},
            {
              tel: (number) => (
                <a className="font-bold underline" href={`tel:${tel}`}>
                  {number}
                </a>
              ),
            },
          )}
        </p>
      ) : null}
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? texts.submitting : (submitLabel ?? texts.submitDefault)}
      </button>
      <ConsentNotice id={consentId} />
    </form>
  );
}

// Native constraints mirroring `leadFieldsSchema`, for the browser's own check before the script
// runs and for keyboards and autofill. The patterns are compiled with the `v` flag.
const NAME_PATTERN = String.raw` *\p{L}[\p{L}\p{M} .'\-]*`;
const MOBILE_PATTERN = String.raw`\s*(\+?91|0)?[\s\-]*[6-9]([\s\-]*\d){9}\s*`;

function inputProps(name: Field) {
  switch (name) {
    case "phone":
      return {
        type: "tel",
        inputMode: "numeric" as const,
        autoComplete: "tel-national",
        maxLength: 16,
        pattern: MOBILE_PATTERN,
        required: true,
      };
    case "email":
      return {
        type: "email",
        inputMode: "email" as const,
        autoComplete: "email",
        maxLength: 254,
        required: true,
      };
    case "firstName":
      return { autoComplete: "given-name", maxLength: 50, pattern: NAME_PATTERN, required: true };
    case "lastName":
      return { autoComplete: "family-name", maxLength: 50, pattern: NAME_PATTERN, required: true };
    case "companyName":
      return { autoComplete: "organization", maxLength: 100 };
    case "town":
    case "city":
      return { autoComplete: "address-level2", maxLength: 60 };
    default:
      return {};
  }
}
