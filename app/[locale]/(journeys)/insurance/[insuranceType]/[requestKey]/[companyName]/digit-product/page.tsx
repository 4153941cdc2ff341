import { titleMetadata } from "@/lib/journeys/i18n/title-metadata";
import { DigitProductScreen, type DigitProductParams } from "../digit-product-screen";

export const dynamic = "force-dynamic";
export const generateMetadata = titleMetadata("policyAndPayment");

/** Digit health product page (spec 4); see {@link DigitProductScreen}. */
export default function Page({
  params,
  searchParams,
}: {
  params: Promise<DigitProductParams>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <DigitProductScreen params={params} searchParams={searchParams} type="health" />;
}
