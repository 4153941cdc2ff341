"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";
import { useClientMessages } from "@/components/layout/client-messages";
import { Glyph } from "./glyph";

/**
 * The general modal dialog (spec 2.1: a title and content) on Radix Dialog: focus is trapped
 * inside, Escape and the close button close it, and focus returns where it was. The close
 * button's name is in the page's language (the layout's client messages).
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  wide,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  wide?: boolean;
  /** Element to focus when the dialog closes, for dialogs opened without a Radix Trigger. */
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const { close } = useClientMessages();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-50 max-h-[92dvh] w-[calc(100%-1.5rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl sm:p-7 ${wide ? "max-w-3xl" : "max-w-xl"}`}
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={(event) => {
            if (!returnFocus?.current) return;
            event.preventDefault();
            returnFocus.current.focus();
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-ink">{title}</Dialog.Title>
            <Dialog.Close
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-slate-100"
              aria-label={close}
            >
              <Glyph name="close" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="mb-4 text-sm text-muted">
              {description}
            </Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
