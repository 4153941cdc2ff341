"use client";

import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";

// The dialog and its form load on first use, keeping them out of every page's first-load JS.
const loadDialog = () => import("./consultation-dialog");
const ConsultationDialog = dynamic(loadDialog, { ssr: false });

/** 'Free consultation' button (spec 2.1): opens the lead form in a modal dialog. */
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
      <button type="button" className={className} {...triggerProps}>
        {label}
      </button>
      {used ? (
        <ConsultationDialog open={open} onOpenChange={setOpen} returnFocus={trigger} />
      ) : null}
    </>
  );
}
