import type { Metadata, Viewport } from "next";
import { AnalyticsLoader } from "@/components/analytics/analytics-loader";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { DisclosureSync } from "@/components/sections/disclosure-sync";
import { site } from "@/content/site";
import { analyticsConfig } from "@/lib/analytics/config";
import { getEnv } from "@/lib/env";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(getEnv().SITE_URL),
  title: {
    default: `${site.name}: compare and buy insurance online`,
    template: `%s | ${site.name}`,
  },
  applicationName: site.name,
  formatDetection: { telephone: false },
};

export const viewport: Viewport = {
  themeColor: "#0b4f6c",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  const analytics = analyticsConfig();
  return (
    <html lang="en-IN" data-scroll-behavior="smooth">
      <body className="flex min-h-dvh flex-col">
        <DisclosureSync />
        <a
          href="#main"
          className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        {/* Vercel, a self-hosted Umami, or nothing (no code shipped): README "Analytics". */}
        {analytics.kind === "none" ? null : <AnalyticsLoader config={analytics} />}
      </body>
    </html>
  );
}
