import { LoadingScreen } from "@/components/journeys/loading-screen";

export default function Loading() {
  return <LoadingScreen variant="pdf" />;
}
