import { PlansSkeleton } from "@/components/journeys/step-skeleton";
import { LOADING_PLANS } from "@/lib/journeys/plans";

export default function Loading() {
  return <PlansSkeleton label={LOADING_PLANS} />;
}
