import { PlansSkeleton } from "@/components/journeys/step-skeleton";
import { LOADING_PLANS } from "@/lib/journeys/plans";
import { PlansFrame } from "./plans-frame";

export default function Loading() {
  return (
    <PlansFrame>
      <PlansSkeleton label={LOADING_PLANS} />
    </PlansFrame>
  );
}
