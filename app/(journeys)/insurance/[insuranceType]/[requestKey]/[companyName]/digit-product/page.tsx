import type { Metadata } from "next";
import { DigitProductScreen, type DigitProductParams } from "../digit-product-screen";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your policy and payment" };

/** Digit health product page (spec 4); see {@link DigitProductScreen}. */
export default function Page({ params }: { params: Promise<DigitProductParams> }) {
  return <DigitProductScreen params={params} type="health" />;
}
