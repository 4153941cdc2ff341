"use client";

import type { RefObject } from "react";
import { useClientMessages } from "@/components/layout/client-messages";
import { Modal } from "@/components/ui/modal";
import { LeadForm } from "./lead-form";

/**
 * The lead form in a modal (spec 2.1 "a lead form inside a modal"), opened by 'Free consultation'.
 * Its words (and, on Hindi pages, the message pairs) come once per page from the layout's client
 * messages, not from each of the page's consultation buttons.
 */
export default function ConsultationDialog({
  open,
  onOpenChange,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus?: RefObject<HTMLElement | null>;
}) {
  const { title, description, submit } = useClientMessages().lead.consultation;
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={title}
      description={description}
    >
      <LeadForm
        kind="consultation"
        formKey="consultation"
        submitLabel={submit}
        onSuccess={() => onOpenChange(false)}
      />
    </Modal>
  );
}
