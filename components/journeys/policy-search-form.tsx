"use client";

import { useId, useState } from "react";
import { useForm, type Resolver, type ResolverResult } from "react-hook-form";
import { policySearchFormSchema } from "@/lib/api/contract/motor";
import { searchPolicy } from "@/lib/journeys/actions/motor-break-in";
import { POLICY_SEARCH_FAILED } from "@/lib/journeys/break-in";
import { Alert, Input } from "./fields";
import { useNavigate } from "./navigate";

type FormValues = { policyNo: string };


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
 * with the typed number kept.
 */
export function PolicySearchForm() {
  const uid = useId();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<FormValues>({
    defaultValues: { policyNo: "" },
    mode: "onBlur",
    reValidateMode: "onChange",
    resolver,
  });

  const onSubmit = handleSubmit(async (values) => {
    if (busy) return;
    setMessage(null);
    setBusy(true);
    try {
      const result = await searchPolicy(values);
      if ("errors" in result) {
        setBusy(false);
        setError("policyNo", { type: "validate", message: result.errors.policyNo ?? Object.values(result.errors)[0] }, { shouldFocus: true });
        return;
      }
      if (result.next.kind === "stay") setMessage(result.next.message);
      // Keep the button disabled until the next screen has loaded.
      if (!navigate(result.next)) setBusy(false);
    } catch {
      setBusy(false);
      setMessage(POLICY_SEARCH_FAILED);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="max-w-md space-y-4" aria-label="Policy search">
      <Input
        id={`${uid}-policyNo`}
        label="Policy number"
        autoComplete="off"
        spellCheck={false}
        hint="It is in the e-mail we sent you about the inspection."
        error={formState.errors.policyNo?.message}
        {...register("policyNo")}
      />
      {message ? <Alert>{message}</Alert> : null}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? "Searching..." : "Find my policy"}
      </button>
    </form>
  );
}
