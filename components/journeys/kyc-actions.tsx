"use client";

import Link from "next/link";
import { useState } from "react";
import type { Next } from "@/lib/journeys/redirect";
import { postForm } from "./navigate";

/**
 * The Complete KYC button of the kyc-check page (spec 4 "KYC-check page actions"):
 * future-genrali posts a form (KYC request number, KYC number, return URL) to the insurer;
 * digit motor opens the insurer's page in an 800×600 popup, then reads 'Processing...' and offers
 * the link to the motor generate-policy page.
 */
export function CompleteKyc({ next }: { next: Extract<Next, { kind: "post" } | { kind: "popup" }> }) {
  const [pressed, setPressed] = useState(false);

  const onClick = () => {
    if (pressed) return;
    setPressed(true);
    if (next.kind === "post") {
      postForm(next.action, next.fields);
      return;
    }
    const popup = window.open(next.url, "kyc", `popup,width=${next.width},height=${next.height}`);
    if (!popup) window.location.assign(next.url);
  };

  return (
    <div className="space-y-4">
      <button type="button" className="btn-primary" disabled={pressed} onClick={onClick}>
        {pressed ? "Processing..." : "Complete KYC"}
      </button>
      {next.kind === "popup" && pressed ? (
        <p>
          When you have finished your KYC in the new window,{" "}
          <Link href={next.then} className="font-semibold text-brand-700 underline">
            continue to your policy
          </Link>
          .
        </p>
      ) : null}
    </div>
  );
}
