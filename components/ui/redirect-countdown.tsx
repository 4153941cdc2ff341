"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, type MouseEvent } from "react";
import { richMessage, useClientMessages } from "@/components/layout/client-messages";
import { pluralForm } from "./countdown-texts";

/**
 * Counts down from `seconds` (one step a second) and then goes to `to` (replacing the history
 * entry) after `redirectAfterMs` (default `seconds` × 1000): spec 2.2 /thank-you and the journey
 * thank-you pages 5 s, verify-payment 3 s, KYC verify 3 s shown and 3.5 s waited (spec 9).
 * The remaining time is announced politely. WCAG 2.2.1 (timing adjustable): "Go now" goes at once
 * and "Stay here" stops the timer, leaving a link to continue when ready.
 *
 * Its words come from the layout's client messages (`countdown`, in the page's language, the
 * sentence per plural category); `label` is the destination in the page's language too (the
 * catalogue's `Countdown.homePage` / `Countdown.nextPage`).
 */
export function RedirectCountdown({
  seconds,
  to,
  label,
  redirectAfterMs = seconds * 1000,
}: {
  seconds: number;
  to: string;
  label: string;
  redirectAfterMs?: number;
}) {
  const router = useRouter();
  const { locale, countdown: text } = useClientMessages();
  const [left, setLeft] = useState(seconds);
  const [stayed, setStayed] = useState(false);

  useEffect(() => {
    if (stayed) return;
    const started = Date.now();
    const tick = setInterval(
      () => setLeft(Math.max(0, seconds - Math.floor((Date.now() - started) / 1000))),
      250,
    );
    const go = setTimeout(() => router.replace(to), redirectAfterMs);
    return () => {
      clearInterval(tick);
      clearTimeout(go);
    };
  }, [seconds, to, redirectAfterMs, router, stayed]);

  const link = "font-bold text-brand-700 underline";
  // A plain link (next/link's client code would ship on every content page, issue 11); with
  // script it replaces the history entry like the timer does, without script it still goes.
  const goNow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    router.replace(to);
  };
  if (stayed) {
    return (
      <p className="mt-6 text-muted" role="status">
        {text.staying}{" "}
        <a href={to} onClick={goNow} className={link}>
          {richMessage(text.continueTo, { label })}
        </a>
      </p>
    );
  }
  return (
    <p className="mt-6 text-muted">
      <span aria-live="polite" aria-atomic="true">
        {richMessage(
          pluralForm(text.takingYou, locale, left),
          { label, count: String(left) },
          {
            strong: (count) => (
              <strong data-testid="countdown" className="text-ink">
                {count}
              </strong>
            ),
          },
        )}
      </span>{" "}
      <a href={to} onClick={goNow} className={`${link} mx-1 inline-flex min-h-11 items-center`}>
        {text.goNow}
      </a>{" "}
      <button
        type="button"
        className={`${link} mx-1 inline-flex min-h-11 items-center`}
        onClick={() => setStayed(true)}
      >
        {text.stayHere}
      </button>
    </p>
  );
}
