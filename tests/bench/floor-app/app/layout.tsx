import type { Metadata } from "next";

export const metadata: Metadata = {
  title: "Floor",
  description: "An empty App Router page: the floor the site is measured against.",
};

/** The smallest App Router layout: what every Next page ships before the site adds anything. */
export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
