import { PlansSkeleton } from "@/components/journeys/shared/step-skeleton";
import { PlansFrame } from "./plans-frame";

export default function Loading() {
  return (
    <PlansFrame>
      <PlansSkeleton />
    </PlansFrame>
  );
}
