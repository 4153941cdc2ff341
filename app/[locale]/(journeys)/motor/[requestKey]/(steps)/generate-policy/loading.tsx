import { getTranslations } from "next-intl/server";
import { LoadingScreen } from "@/components/ui/loading-screen";

/** The documents are on their way: the loading screen in the request's language. */
export default async function Loading() {
  const t = await getTranslations("Loading");
  return <LoadingScreen variant="pdf" label={t("pdf")} />;
}
