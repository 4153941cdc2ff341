import type { Metadata } from "next";
import { JourneyActions } from "@/components/journeys/shared/journey-actions";
import { JourneyShell } from "@/components/journeys/shared/journey-shell";
import { INSPECTION_NOT_COMPLETE } from "@/lib/journeys/motor/break-in";
import { MOTOR_POLICY_SEARCH } from "@/lib/journeys/shared/paths";

export const metadata: Metadata = {
  title: "Inspection not complete",
  description: "Your vehicle inspection is not complete yet.",
};

/**
 * /motor/{requestKey}/inspection-fail (spec 2.4, spec 8 "Inspection not complete"): the policy
 * search found the policy but the break-in inspection has not passed. Static: nothing to load.
 */
export default function Page() {
  return (
    <JourneyShell title={INSPECTION_NOT_COMPLETE}>
      <div className="space-y-4 text-lg leading-relaxed">
        <p>
          The insurer has not yet approved the inspection of your vehicle, so your policy cannot be
          issued for now. Inspections can take a little while to be reviewed.
        </p>
        <p>
          Please search for your policy again later, or contact us and we will help you finish it.
        </p>
      </div>
      <JourneyActions href={MOTOR_POLICY_SEARCH} label="Search again" />
    </JourneyShell>
  );
}
