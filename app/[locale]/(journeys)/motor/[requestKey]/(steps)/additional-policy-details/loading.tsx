import { StepSkeleton } from "@/components/journeys/shared/step-skeleton";

/**
 * This step loads from the broker per request: hold its place meanwhile. (The proposal steps and
 * the final quote hold theirs with `FirstScreen`, which paints them whole when the broker
 * answers in time; issue 25.)
 */
export default function Loading() {
  return <StepSkeleton />;
}
