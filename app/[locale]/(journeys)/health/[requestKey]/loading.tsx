import { StepSkeleton } from "@/components/journeys/shared/step-skeleton";

/** Every step below this folder loads from the broker per request: hold its place meanwhile. */
export default function Loading() {
  return <StepSkeleton />;
}
