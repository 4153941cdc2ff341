"use client";

import type { RefObject } from "react";
import { Modal } from "@/components/ui/modal";
import { LeadForm } from "./lead-form";

/** The lead form in a modal (spec 2.1 "a lead form inside a modal"), opened by 'Free consultation'. */
export default function ConsultationDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title="Book a free 30-minute consultation"
      description="A licensed advisor will call you at a time that suits you. No obligation, no spam."
    >
      <LeadForm
        kind="consultation"
        formKey="consultation"
        submitLabel="Request my consultation"
        onSuccess={() => onOpenChange(false)}
      />
    </Modal>
  );
}
