import Link from "next/link";
import { site } from "@/content/site";

/** Consent notice shown by every lead form's submit button (DEVELOPERS.md "Regulator display"). */
export function ConsentNotice({ id }: { id: string }) {
  return (
    <p id={id} className="text-xs leading-relaxed text-muted">
      By submitting, you agree that {site.name} may call, WhatsApp or e-mail you about this request.
      We collect the details above only to give you advice and quotes, share them with insurers only
      for a policy you ask about, and never send spam. Read our{" "}
      <Link
        href="/platform/policies/privacy-notice"
        className="font-medium text-brand-700 underline"
      >
        Notice of Consent
      </Link>
      .
    </p>
  );
}
