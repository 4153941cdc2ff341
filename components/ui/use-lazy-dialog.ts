"use client";

import { useRef, useState } from "react";

/**
 * A button that opens a dialog whose code loads on first use (issue 11: dialogs stay out of the
 * page's first-load JS). `load` starts when the button is pointed at or focused, so the code is
 * usually there by the click; the dialog is mounted from the first click on (`used`) and focus
 * returns to the button (`trigger`) when it closes.
 *
 * @param load the dialog module's `import()`, the same function `next/dynamic` is given
 * @returns `open`/`setOpen` for the dialog, `used` (render it only then), `trigger` (its
 * `returnFocus`) and `triggerProps` to spread on the `<button>`
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return {
    open,
    setOpen,
    used,
    trigger,
    triggerProps: {
      ref: trigger,
      "aria-haspopup": "dialog" as const,
      onPointerEnter: () => void load(),
      onFocus: () => void load(),
      onClick: () => {
        setUsed(true);
        setOpen(true);
      },
    },
  };
}
