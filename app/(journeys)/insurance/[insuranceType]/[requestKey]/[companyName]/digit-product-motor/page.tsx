import type { Metadata } from "next";
import { DigitProductScreen, type DigitProductParams } from "../digit-product-screen";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Your policy and payment" };

/** Digit motor product page (spec 2.4, 4); see {@link DigitProductScreen}. */
export default function Page({ params }: { params: Promise<DigitProductParams> }) {
  return <DigitProductScreen params={params} type="motor" />;
}
