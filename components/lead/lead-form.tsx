"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { site } from "@/content/site";
import { leadFormId, type LeadFormKind } from "@/lib/leads/lead-routing";
import { leadFieldsSchema, type LeadFields } from "@/lib/leads/lead-schema";
import { submitLead } from "@/lib/leads/submit-lead";
import { Input, TextArea } from "@/components/forms/fields";
import { useActionForm } from "@/components/forms/use-action-form";
import { ConsentNotice } from "./consent-notice";

/** Which fields a lead form shows (spec 3 "Lead form", "Contact enquiry"; spec 2.2 /claims). */
export type LeadFormVariant = "default" | "claims" | "contact";

const FIELDS: Record<LeadFormVariant, (keyof LeadFields)[]> = {
  default: ["firstName", "lastName", "companyName", "phone", "email", "town", "remarks"],
  claims: ["firstName", "lastName", "phone", "email", "city", "comment"],
  contact: ["firstName", "lastName", "email", "phone", "city", "remarks"],
};

const LABELS: Record<keyof LeadFields, string> = {
  firstName: "First name",
  lastName: "Last name",
  companyName: "Company name (optional)",
  phone: "Mobile number",
  email: "E-mail",
  town: "Town (optional)",
  remarks: "How can we help? (optional)",
  city: "City (optional)",
  comment: "Tell us about your claim (optional)",
};

const MULTILINE = new Set<keyof LeadFields>(["remarks", "comment"]);

export type LeadFormProps = {
  /**
   * `page`: the panel of a content page; `consultation`: the dialog. With the page's path it makes
   * the form identifier the server maps to the lead type (`lib/leads/lead-routing.ts`).
   */
  kind?: LeadFormKind;
  variant?: LeadFormVariant;
  /** Shows companyName (pages for companies). */
  withCompany?: boolean;
  submitLabel?: string;
  /** Distinguishes two forms on one page (drafts and element ids). */
  formKey?: string;
  onSuccess?: () => void;
};

/** Shown in place of the fields once the server has the lead (delivered, or safe in its outbox). */
export const LEAD_RECEIVED =
  "Thank you, we have received your request. Our team will be in touch shortly.";

/**
 * The shared lead form (spec 3, 4 "Lead form"). Validates in the browser and on the server with
 * the same zod schema; it sends only the visitor's fields, the form identifier and a key: the
 * server sets leadSource, clientType and businessType. While a lead is in flight the button
 * reads 'Submitting...' and is disabled; one key is made per distinct submission and kept across
 * retries of the same values, so a retried press is stored once. Once the server answers ok
 * (accepted by the broker, or queued in the durable outbox) the form is locked for good — the
 * fields give way to a thank-you note and the browser goes to /thank-you — so a second click
 * can send nothing. Any other answer shows a message beside the button and keeps every value.
 * The draft is kept in sessionStorage so a reload loses nothing. A hidden `website` field is the
 * honeypot: people never see it, bots fill it, and the server then stores nothing.
 */
export function LeadForm({
  kind = "page",
  variant = "default",
  withCompany,
  submitLabel = "Get a free call back",
  formKey = "lead",
  onSuccess,
}: LeadFormProps) {
  const pathname = usePathname();
  const uid = useId();
  const formId = leadFormId(kind, pathname);
  const draftKey = `draft:${formKey}:${formId}:${variant}`;
  const [received, setReceived] = useState(false);
  const locked = useRef(false);
  const honeypot = useRef<HTMLInputElement>(null);

  const form = useForm<LeadFields>({
    resolver: zodResolver(leadFieldsSchema),
    mode: "onTouched",
    defaultValues: Object.fromEntries(FIELDS[variant].map((f) => [f, ""])),
  });
  const { register, formState, reset } = form;

  // Restore a draft once, then keep it up to date.
  useEffect(() => {
    try {
      const saved = sessionStorage.getItem(draftKey);
      if (saved) reset({ ...form.getValues(), ...(JSON.parse(saved) as Partial<LeadFields>) });
    } catch {
      /* storage unavailable: drafts are a convenience */
    }
    return form.subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (locked.current) return;
        try {
          sessionStorage.setItem(draftKey, JSON.stringify(values));
        } catch {
          /* ignore */
        }
      },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey]);

  const {
    onSubmit,
    busy,
    message: failure,
  } = useActionForm({
    form,
    action: (values, key) =>
      submitLead({ form: formId, fields: values, key, website: honeypot.current?.value ?? "" }),
    fallback:
      "We could not reach our server. Check your connection and try again; your details are still here.",
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

  const fields = FIELDS[variant].filter((f) => f !== "companyName" || withCompany);
  const consentId = `${uid}-consent`;
  if (received) {
    return (
      <p
        role="status"
        className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-brand-900"
      >
        {LEAD_RECEIVED}
      </p>
    );
  }
  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      aria-describedby={consentId}
      className="space-y-4"
    >
      {/* Honeypot: hidden from people and assistive technology; a bot that fills it gets an ok and sends nothing. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`${uid}-website`}>Website</label>
        <input
          ref={honeypot}
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
            label: LABELS[name],
            error: formState.errors[name]?.message,
            className: MULTILINE.has(name) || name === "email" ? "sm:col-span-2" : undefined,
          };
          return MULTILINE.has(name) ? (
            <TextArea key={name} {...field} {...register(name)} />
          ) : (
            <Input key={name} {...field} {...inputProps(name)} {...register(name)} />
          );
        })}
      </div>
      {failure ? (
        <p
          role="alert"
          className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900"
        >
          {failure} You can also call us on{" "}
          <a className="font-semibold underline" href={`tel:${site.phone.tel}`}>
            {site.phone.display}
          </a>
          .
        </p>
      ) : null}
      <button type="submit" className="btn-primary w-full" disabled={busy}>
        {busy ? "Submitting..." : submitLabel}
      </button>
      <ConsentNotice id={consentId} />
    </form>
  );
}

function inputProps(name: keyof LeadFields) {
  switch (name) {
    case "phone":
      return {
        type: "tel",
        inputMode: "numeric" as const,
        autoComplete: "tel-national",
        maxLength: 16,
        required: true,
      };
    case "email":
      return { type: "email", inputMode: "email" as const, autoComplete: "email", required: true };
    case "firstName":
      return { autoComplete: "given-name", required: true };
    case "lastName":
      return { autoComplete: "family-name", required: true };
    case "companyName":
      return { autoComplete: "organization" };
    case "town":
    case "city":
      return { autoComplete: "address-level2" };
    default:
      return {};
  }
}
