import { PlansSkeleton } from "@/components/journeys/shared/step-skeleton";
import { LOADING_PLANS } from "@/lib/journeys/shared/plans";
import { PlansFrame } from "./plans-frame";

export default function Loading() {
  return (
    <PlansFrame>
      <PlansSkeleton label={LOADING_PLANS} />
    </PlansFrame>
  );
}
