"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { site } from "@/content/site";
import { leadFieldsSchema, type BusinessType, type LeadFields } from "@/lib/leads/lead-schema";
import { submitLead } from "@/lib/leads/submit-lead";
import { ConsentNotice } from "./consent-notice";
import { TextField } from "./text-field";

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
  businessType: BusinessType;
  variant?: LeadFormVariant;
  /** Shows companyName (pages for companies). */
  withCompany?: boolean;
  submitLabel?: string;
  /** Distinguishes two forms on one page (drafts and element ids). */
  formKey?: string;
  onSuccess?: () => void;
};

/**
 * The shared lead form (spec 3, 4 "Lead form"). Validates in the browser and on the server with
 * the same zod schema; while a lead is in flight the button reads 'Submitting...' and is disabled,
 * and one press sends at most one lead (an Idempotency-Key per distinct submission). Status 200
 * goes to /thank-you; anything else shows a message in `role="alert"` and keeps every value.
 * The draft is kept in sessionStorage so a reload loses nothing.
 */
export function LeadForm({ businessType, variant = "default", withCompany, submitLabel = "Get a free call back", formKey = "lead", onSuccess }: LeadFormProps) {
  const router = useRouter();
  const uid = useId();
  const draftKey = `draft:${formKey}:${businessType}:${variant}`;
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);
  const attempt = useRef<{ key: string; body: string } | null>(null);

  const form = useForm<LeadFields>({
    resolver: zodResolver(leadFieldsSchema),
    mode: "onTouched",
    defaultValues: Object.fromEntries(FIELDS[variant].map((f) => [f, ""])),
  });
  const { register, handleSubmit, formState, reset, setError } = form;

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
        try {
          sessionStorage.setItem(draftKey, JSON.stringify(values));
        } catch {
          /* ignore */
        }
      },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [draftKey]);

  const send = async (values: LeadFields) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFailure(null);
    const body = { ...values, leadSource: site.leadSource, clientType: "Business New" as const, businessType };
    const json = JSON.stringify(body);
    // Same body as a failed attempt → same key, so a lead the broker did store is not stored twice.
    if (!attempt.current || attempt.current.body !== json) attempt.current = { key: crypto.randomUUID(), body: json };
    try {
      const result = await submitLead(body, attempt.current.key);
      if (result.ok) {
        try {
          sessionStorage.removeItem(draftKey);
        } catch {
          /* ignore */
        }
        attempt.current = null;
        onSuccess?.();
        router.push("/thank-you");
        return;
      }
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        setError(field as keyof LeadFields, { message });
      }
      setFailure(result.message);
    } catch {
      setFailure("We could not reach our server. Check your connection and try again; your details are still here.");
    } finally {
      inFlight.current = false;
    }
  };

  const fields = FIELDS[variant].filter((f) => f !== "companyName" || withCompany);
  const consentId = `${uid}-consent`;
  return (
    <form onSubmit={(event) => handleSubmit(send)(event)} noValidate aria-describedby={consentId} className="space-y-4">
      <input type="hidden" name="leadSource" value={site.leadSource} />
      <input type="hidden" name="clientType" value="Business New" />
      <input type="hidden" name="businessType" value={businessType} />
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((name) => (
          <TextField
            key={name}
            id={`${uid}-${name}`}
            label={LABELS[name]}
            error={formState.errors[name]?.message}
            multiline={MULTILINE.has(name)}
            className={MULTILINE.has(name) || name === "email" ? "sm:col-span-2" : undefined}
            {...inputProps(name)}
            {...register(name)}
          />
        ))}
      </div>
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900">
          {failure} You can also call us on{" "}
          <a className="font-semibold underline" href={`tel:${site.phone.tel}`}>{site.phone.display}</a>.
        </p>
      ) : null}
      <button type="submit" className="btn-primary w-full" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? "Submitting..." : submitLabel}
      </button>
      <ConsentNotice id={consentId} />
    </form>
  );
}

function inputProps(name: keyof LeadFields) {
  switch (name) {
    case "phone":
      return { type: "tel", inputMode: "numeric" as const, autoComplete: "tel-national", maxLength: 16, required: true };
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
