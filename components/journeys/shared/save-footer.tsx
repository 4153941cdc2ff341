import { useTranslations } from "next-intl";
import { Alert } from "@/components/forms/fields";

/**
 * The end of a proposal form: the summary message (if any) and the submit button, which reads
 * 'Saving...' and is disabled while saving. `label` defaults to the catalogue's 'Save and continue'.
 */
export function SaveFooter({
  summary,
  busy,
  label,
}: {
  summary: string | null;
  busy: boolean;
  label?: string;
}) {
  const t = useTranslations("Journey");
  return (
    <>
      {summary ? <Alert>{summary}</Alert> : null}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? t("saving") : (label ?? t("saveAndContinue"))}
      </button>
    </>
  );
}
