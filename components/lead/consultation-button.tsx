"use client";

import { lazy, Suspense, type ReactNode } from "react";
import { KeepPress } from "@/components/forms/keep-press";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";

// The dialog and its form load on first use, keeping them out of every page's first-load JS.
// React's `lazy`, not `next/dynamic`: the dialog renders only after a press, so it needs no
// server rendering or chunk preloading, and next/dynamic's own code (~1 kB gzipped) stays out
// of every page's first-load JS (issue 25).
const loadDialog = () => import("./consultation-dialog");
const ConsultationDialog = lazy(loadDialog);

/**
 * 'Free consultation' button (spec 2.1): opens the lead form in a modal dialog. A press before the
 * page's code has arrived is kept and opens the dialog once it has (`KeepPress`).
 */
export function ConsultationButton({
  className = "btn-primary",
  label,
}: {
  className?: string;
  /** The button's content in the page's language (the catalogue's `Consultation.button`, say). */
  label: ReactNode;
}) {
  const { open, setOpen, used, trigger, triggerProps } = useLazyDialog(loadDialog);
  return (
    <>
      <KeepPress onPress={triggerProps.onClick}>
        <button type="submit" className={className} {...triggerProps}>
          {label}
        </button>
      </KeepPress>
      {used ? (
        <Suspense fallback={null}>
          <ConsultationDialog open={open} onOpenChange={setOpen} returnFocus={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
