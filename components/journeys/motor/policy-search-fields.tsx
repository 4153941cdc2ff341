"use client";

import { useId, useRef, useState } from "react";
import { useForm, type Resolver, type ResolverResult } from "react-hook-form";
import { policySearchFormSchema } from "@/lib/api/contract/motor";
import { CHECK_FIELDS } from "@/lib/actions/result";
import { searchPolicy } from "@/lib/journeys/motor/break-in-actions";
import { POLICY_SEARCH_FAILED } from "@/lib/journeys/motor/break-in";
import { Alert, Input } from "@/components/forms/fields";
import { useActionForm } from "@/components/forms/use-action-form";
import { useFormPress } from "@/components/forms/use-form-press";

type FormValues = { policyNo: string };

/** The policy search's words in the page's language (built by `PolicySearchForm` on the server). */
export type PolicySearchLabels = {
  legend: string;
  label: string;
  hint: string;
  searching: string;
  find: string;
};

/** The contract's rule ('Policy number is required'), the same one the server action applies. */
const resolver: Resolver<FormValues> = (values): ResolverResult<FormValues> => {
  const parsed = policySearchFormSchema.safeParse(values);
  if (parsed.success) return { values, errors: {} };
  const message = parsed.error.issues[0]?.message ?? "Policy number is required";
  return { values: {}, errors: { policyNo: { type: "validate", message } } };
};

/**
 * The break-in policy search (spec 5 "Policy search"): one field, `policyNo`. The server action
 * answers where to go (an allowlist-checked `Next`) or a message to show here, in role="alert",
 * with the typed number kept. Messages show in the page's language (`FormMessagesProvider`).
 */
export function PolicySearchFields({ labels }: { labels: PolicySearchLabels }) {
  const uid = useId();
  const form = useForm<FormValues>({
    defaultValues: { policyNo: "" },
    mode: "onBlur",
    reValidateMode: "onChange",
    resolver,
  });
  const { register, setError, formState } = form;
  const [message, setMessage] = useState<string | null>(null);
  const { onSubmit, busy, errorOf } = useActionForm({
    form,
    action: (values) => searchPolicy(values),
    fallback: POLICY_SEARCH_FAILED,
    // A refused number is marked on its only field; the alert is for the broker's answers.
    onFieldErrors: (errors) =>
      setError(
        "policyNo",
        {
          type: "validate",
          message: (errors.find(([path]) => path === "policyNo") ?? errors[0])?.[1],
        },
        { shouldFocus: true },
      ),
    setFailure: (text) => setMessage(text === CHECK_FIELDS ? null : text),
  });

  // A press before hydration is kept and replayed; a blur the press causes shows no message.
  const formRef = useRef<HTMLFormElement>(null);
  const replayPress = useFormPress(formRef);
  return (
    <form
      ref={formRef}
      action={replayPress}
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="max-w-md space-y-4"
      aria-label={labels.legend}
    >
      <Input
        id={`${uid}-policyNo`}
        label={labels.label}
        autoComplete="off"
        spellCheck={false}
        hint={labels.hint}
        error={errorOf(formState.errors, "policyNo")}
        {...register("policyNo")}
      />
      {message ? <Alert>{message}</Alert> : null}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? labels.searching : labels.find}
      </button>
    </form>
  );
}
