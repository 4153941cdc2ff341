"use client";

import { richMessage, useClientMessages } from "@/components/layout/client-messages";
import { localePath } from "@/lib/i18n/locale-path";

/**
 * Error boundary for every route: says what happened, offers a retry, and never shows a stack
 * trace. The digest is shown as a reference the visitor can quote; the server logged the error
 * under the same digest (`instrumentation.ts` onRequestError), so nothing is logged here.
 * In the page's language: the layout hands this boundary its messages (ClientMessagesProvider).
 */
export default function RouteError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const { locale, Errors: t, support } = useClientMessages();
  const tel = (text: string) => (
    <a className="font-bold underline" href={`tel:${support.tel}`}>
      {text}
    </a>
  );
  const args = { phone: support.phone, hours: support.hours, digest: error.digest ?? "" };
  return (
    <section className="container-page max-w-2xl py-16 text-center">
      <h1 className="text-3xl font-bold text-brand-900">{t.somethingWrong}</h1>
      <p role="alert" className="mt-4 text-lg text-muted">
        {t.pageText}
      </p>
      <p className="mt-4 text-base text-muted">
        {error.digest
          ? richMessage(t.referenceLine, args, {
              tel,
              code: (text) => <code className="font-mono font-bold text-brand-900">{text}</code>,
            })
          : richMessage(t.callLine, args, { tel })}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button type="button" className="btn-primary" onClick={reset}>
          {t.tryAgain}
        </button>
        <a className="btn-secondary" href={localePath(locale, "/contact")}>
          {t.contactUs}
        </a>
      </div>
    </section>
  );
}
