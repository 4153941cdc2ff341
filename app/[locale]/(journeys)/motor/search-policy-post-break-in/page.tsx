import type { Metadata } from "next";
import { JourneyShell } from "@/components/journeys/shared/journey-shell";
import { PolicySearchForm } from "@/components/journeys/motor/policy-search-form";

export const metadata: Metadata = {
  title: "Find your motor policy",
  description:
    "After your vehicle inspection, enter your policy number to continue your motor policy.",
};

/** /motor/search-policy-post-break-in (spec 2.4): back after a break-in inspection, by policy number. */
export default function Page() {
  return (
    <JourneyShell
      title="Find your motor policy"
      intro={
        <p>Had your vehicle inspected? Enter the policy number from our e-mail to continue.</p>
      }
    >
      <PolicySearchForm />
    </JourneyShell>
  );
}
