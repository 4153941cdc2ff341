import { JourneyShell } from "@/components/journeys/journey-shell";
import { Spinner } from "@/components/journeys/spinner";
import { LOADING_PLANS } from "@/lib/journeys/plans";

export default function Loading() {
  return (
    <JourneyShell title="Select Your Plan" wide>
      <Spinner text={LOADING_PLANS} />
    </JourneyShell>
  );
}
