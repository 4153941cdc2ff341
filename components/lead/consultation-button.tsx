"use client";

import dynamic from "next/dynamic";
import { useRef, useState, type ReactNode } from "react";

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
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        {label}
      </button>
      {used ? <ConsultationDialog open={open} onOpenChange={setOpen} returnFocus={button} /> : null}
    </>
  );
}
