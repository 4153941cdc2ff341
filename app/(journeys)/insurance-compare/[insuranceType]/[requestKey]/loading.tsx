import { JourneyShell } from "@/components/journeys/journey-shell";
import { Spinner } from "@/components/journeys/spinner";
import { LOADING_PLANS } from "@/lib/journeys/plans";
import { PlansFrame } from "./plans-frame";

export default function Loading() {
  return (
    <PlansFrame>
      <JourneyShell title="Select Your Plan" wide>
        <Spinner text={LOADING_PLANS} />
      </JourneyShell>
    </PlansFrame>
  );
}
