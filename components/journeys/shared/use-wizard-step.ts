"use client";

import { useEffect, useRef, useState } from "react";

/**
 * The current step of a multi-step quote form (1-based) and the move between steps: `goTo`
 * calls `onMove` (clear the step's messages), changes the step, and then focuses the step's
 * heading (`headingRef`), so keyboard and screen-reader users start at the top of the new step.
 * `setStep` changes the step without moving focus (a restored draft).
 */
export function useWizardStep(onMove: () => void) {
  const [step, setStep] = useState(1);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    moved.current = true;
    onMove();
    setStep(next);
  };

  return { step, setStep, goTo, headingRef };
}
