import type { Metadata } from "next";
import { DocumentsView } from "@/components/journeys/shared/documents-view";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your policy documents" };

export default async function Page({ params }: { params: Promise<{ requestKey: string }> }) {
  const { requestKey } = await params;
  return <DocumentsView requestKey={requestKey} insuranceType="motor" />;
}
