import { site } from "@/content/site";

/**
 * The line of an error page a visitor can quote on the phone: the error's digest (the key of the
 * server's log entry for it, `instrumentation.ts` onRequestError) and the support number. Without
 * a digest (an error in the browser) only the number is shown.
 */
export function ErrorReference({ digest }: { digest?: string }) {
  return (
    <p className="mt-4 text-base text-muted">
      {digest ? (
        <>
          Reference: <code className="font-mono font-bold text-brand-900">{digest}</code>. Quote it
          when you call us on{" "}
        </>
      ) : (
        <>Call us on </>
      )}
      <a className="font-bold underline" href={`tel:${site.phone.tel}`}>
        {site.phone.display}
      </a>{" "}
      ({site.supportHours}).
    </p>
  );
}
