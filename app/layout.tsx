import type { ReactNode } from "react";
import "./globals.css";

/**
 * The root layout passes its children through: `<html>` and `<body>` come from
 * `app/[locale]/layout.tsx`, which knows the page's language (next-intl's documented setup for
 * a root layout above `[locale]`). Only `app/not-found.tsx` renders outside it.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
