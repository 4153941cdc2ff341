"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

/**
 * Counts down from `seconds` (one step a second) and then navigates to `to`
 * (spec 2.2 /thank-you: 5 seconds, then `/`). The remaining time is announced politely.
 */
export function RedirectCountdown({ seconds, to, label }: { seconds: number; to: string; label: string }) {
  const router = useRouter();
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    const started = Date.now();
    const tick = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
    }, 250);
    const go = setTimeout(() => router.replace(to), seconds * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(go);
    };
  }, [seconds, to, router]);

  return (
    <p className="mt-6 text-muted">
      <span aria-live="polite" aria-atomic="true">
        Taking you to {label} in <strong data-testid="countdown" className="text-ink">{left}</strong> {left === 1 ? "second" : "seconds"}.
      </span>{" "}
      <Link href={to} className="font-semibold text-brand-700 underline">Go now</Link>
    </p>
  );
}
