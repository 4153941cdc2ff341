import { LoadingScreen } from "@/components/ui/loading-screen";

/** Shown while a post loads (spec 2.3: "Shows 'Loading' while fetching"). */
export default function Loading() {
  return <LoadingScreen variant="blog" />;
}
