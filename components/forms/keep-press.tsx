"use client";

import type { ReactNode } from "react";

/**
 * Keeps a press on a button that is not a form's (a menu, a dialog opener, a tab) when it comes
 * before the page's code has arrived (issue 23 item 7). The button goes inside this form as a
 * `type="submit"` button: React renders a form with a function `action` together with its small
 * inline script (nonce-carrying on journey routes), which holds a submit made before hydration and
 * calls `action` once the form is hydrated; so the early press opens the menu or dialog then,
 * instead of being lost. After hydration the button's own `onClick` acts and the submit is
 * cancelled here, so `onPress` never runs twice for one press.
 *
 * The form draws nothing (`display: contents`, no role): the button keeps its place in the layout
 * and in the accessibility tree.
 *
 * @param onPress what a press before hydration does, once the page's code is there
 */
export function KeepPress({ onPress, children }: { onPress: () => void; children: ReactNode }) {
  return (
    <form
      role="none"
      className="contents"
      action={() => onPress()}
      onSubmit={(event) => event.preventDefault()}
    >
      {children}
    </form>
  );
}
