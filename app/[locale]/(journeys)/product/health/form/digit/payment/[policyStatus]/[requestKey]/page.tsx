import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { DocumentsView } from "@/components/journeys/shared/documents-view";

export const dynamic = "force-dynamic";
export const generateMetadata = titleMetadata("documents");

/** The digit policy documents page (spec 2.4); a failed payment shows the apology because no policy number exists. */
export default async function Page({
  params,
}: {
  params: Promise<{ policyStatus: string; requestKey: string }>;
}) {
  const { requestKey } = await params;
  return <DocumentsView requestKey={requestKey} />;
}
