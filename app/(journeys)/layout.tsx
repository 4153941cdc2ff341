import type { Metadata } from "next";

/** Purchase journey pages are keyed by a requestKey and never indexed. */
export const metadata: Metadata = {
  robots: { index: false, follow: false },
};

export default function JourneysLayout({ children }: { children: React.ReactNode }) {
  return children;
}
