"use client";

import { useRouter } from "next/navigation";
import { useCallback } from "react";
import { localePath, splitLocale } from "@/lib/i18n/locale-path";
import type { Next } from "@/lib/journeys/shared/redirect";

/**
 * Posts `fields` to `action` from the browser: builds a hidden `<form method="post">` and submits
 * it (insurer payment and KYC pages that expect a form post). `action` has already passed the
 * allowlist on the server.
 */
export function postForm(action: string, fields: Record<string, string>): void {
  const form = document.createElement("form");
  form.method = "post";
  form.action = action;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}

/**
 * Carries out the navigations a decision rule returned: `go` (client navigation), `leave` (full
 * page load of an allowlisted URL) and `post` (hidden form post). Other kinds need the screen's
 * own UI; they are returned as not handled. A `go` stays in the language of the current page
 * (`/hi/…` on Hindi pages, issue 13): the rules return unprefixed site paths.
 */
export function useNavigate(): (next: Next) => boolean {
  const router = useRouter();
  return useCallback(
    (next: Next) => {
      switch (next.kind) {
        case "go":
          router.push(localePath(splitLocale(window.location.pathname).locale, next.to));
          return true;
        case "leave":
          window.location.assign(next.url);
          return true;
        case "post":
          postForm(next.action, next.fields);
          return true;
        default:
          return false;
      }
    },
    [router],
  );
}
