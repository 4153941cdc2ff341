"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

/**
 * Shows a countdown from `seconds` and goes to `to` after `redirectAfterMs` (default the same
 * time). KYC verify shows 3 seconds and goes after 3.5 s (spec 9); the thank-you pages 5 s;
 * verify-payment 3 s. The remaining time is announced politely; a link goes at once.
 */
export function Countdown({ seconds, to, label, redirectAfterMs = seconds * 1000 }: { seconds: number; to: string; label: string; redirectAfterMs?: number }) {
  const router = useRouter();
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    const started = Date.now();
    const tick = setInterval(() => setLeft(Math.max(0, seconds - Math.floor((Date.now() - started) / 1000))), 250);
    const go = setTimeout(() => router.replace(to), redirectAfterMs);
    return () => {
      clearInterval(tick);
      clearTimeout(go);
    };
  }, [seconds, to, redirectAfterMs, router]);

  return (
    <p className="mt-6 text-muted">
      <span aria-live="polite" aria-atomic="true">
        Taking you to {label} in <strong data-testid="countdown" className="text-ink">{left}</strong> {left === 1 ? "second" : "seconds"}.
      </span>{" "}
      <Link href={to} replace className="font-semibold text-brand-700 underline">
        Go now
      </Link>
    </p>
  );
}
