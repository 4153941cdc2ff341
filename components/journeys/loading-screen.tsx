import { Spinner } from "./spinner";

/**
 * Minimal local stand-in for the shared loading screen (spec 2.1: variants for blog, pdf and
 * generic pages), used by the journey routes until components/ui/loading-screen.tsx lands.
 */
const TEXT = {
  blog: "Loading",
  pdf: "Please wait while we fetch your policy documents...",
  generic: "Loading, please wait...",
} as const;

export function LoadingScreen({ variant = "generic" }: { variant?: keyof typeof TEXT }) {
  return (
    <section className="scroll-mt-20 container-page max-w-2xl py-10">
      <Spinner text={TEXT[variant]} />
    </section>
  );
}
