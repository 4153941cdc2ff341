"use client";

import { richMessage, useClientMessages } from "@/components/layout/client-messages";

/**
 * Consent notice shown by every lead form's submit button (DEVELOPERS.md "Regulator display"),
 * and by the motor quote form. Its words are the catalogue's `Consent.notice` in the page's
 * language, from the layout's client messages (`lead.consent`, the privacy notice's name wrapped
 * in `<link>…</link>`), linking to the privacy notice in that language.
 */
export function ConsentNotice({ id }: { id: string }) {
  const { consent, privacyHref } = useClientMessages().lead;
  return (
    <p id={id} className="text-xs leading-relaxed text-muted">
      {richMessage(
        consent,
        {},
        {
          link: (name) => (
            <a href={privacyHref} className="font-normal text-brand-700 underline">
              {name}
            </a>
          ),
        },
      )}
    </p>
  );
}
