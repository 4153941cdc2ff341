import { Alert } from "@/components/forms/fields";

/** The end of a proposal form: the summary message (if any) and the submit button, which reads 'Saving...' and is disabled while saving. */
export function SaveFooter({
  summary,
  busy,
  label = "Save and continue",
}: {
  summary: string | null;
  busy: boolean;
  label?: string;
}) {
  return (
    <>
      {summary ? <Alert>{summary}</Alert> : null}
      <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? "Saving..." : label}
      </button>
    </>
  );
}
