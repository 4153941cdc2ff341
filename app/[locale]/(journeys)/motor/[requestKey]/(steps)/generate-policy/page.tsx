import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { DocumentsView } from "@/components/journeys/shared/documents-view";

export const dynamic = "force-dynamic";
export const generateMetadata = titleMetadata("documents");

export default async function Page({ params }: { params: Promise<{ requestKey: string }> }) {
  const { requestKey } = await params;
  return <DocumentsView requestKey={requestKey} insuranceType="motor" />;
}
