import { notFound } from "next/navigation";

/**
 * Every path under a language that no page matches (`/no-such-page`, `/hi/no-such-page`): the
 * language's own 404 page (`app/[locale]/not-found.tsx`, inside its header and footer), instead
 * of the bare root one.
 */
export default function CatchAll() {
  notFound();
}
