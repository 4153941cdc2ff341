"use client";

import { usePathname } from "next/navigation";
import type { RefObject } from "react";
import { Modal } from "@/components/ui/modal";
import { businessTypeForPath } from "@/lib/leads/lead-routing";
import { LeadForm } from "./lead-form";

/** The lead form in a modal (spec 2.1 "a lead form inside a modal"), opened by 'Free consultation'. */
export default function ConsultationDialog({ open, onOpenChange, returnFocus }: { open: boolean; onOpenChange: (open: boolean) => void; returnFocus?: RefObject<HTMLElement | null> }) {
  const pathname = usePathname();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title="Book a free 30-minute consultation"
      description="A licensed advisor will call you at a time that suits you. No obligation, no spam."
    >
      <LeadForm businessType={businessTypeForPath(pathname)} formKey="consultation" submitLabel="Request my consultation" onSuccess={() => onOpenChange(false)} />
    </Modal>
  );
}
