"use client";

import { usePathname } from "next/navigation";
import { useEffect, useLayoutEffect, useRef, type ReactNode } from "react";
import { KeepPress } from "@/components/forms/keep-press";

const TRIGGER = "button[data-disclosure]";
const PANEL = "[data-disclosure-panel]";

function panelOf(trigger: Element): HTMLElement | null {
  return document.getElementById(trigger.getAttribute("aria-controls") ?? "");
}

// CSS shows a panel while its button says `aria-expanded="true"` (app/globals.css), so the
// attribute is what is shown: there is nothing else to keep in step.
function setOpen(trigger: Element, open: boolean): void {
  trigger.setAttribute("aria-expanded", String(open));
}

function openTriggers(): Element[] {
  return [...document.querySelectorAll(`${TRIGGER}[aria-expanded="true"]`)];
}

function closeAll(except?: Element): void {
  for (const trigger of openTriggers()) if (trigger !== except) setOpen(trigger, false);
}

/**
 * The one script behind every server-rendered header menu (spec 2.1). A menu is a
 * `<button data-disclosure aria-expanded aria-controls>` and a panel marked
 * `data-disclosure-panel` that CSS shows while the button is expanded. A press toggles (opening
 * one closes the others); a press or touch outside a menu's button and panel, Escape (focus
 * returns to the button), choosing a link inside, and a client-side navigation close it.
 * Renders nothing.
 */
export function DisclosureMenus() {
  const pathname = usePathname();
  const shownPath = useRef(pathname);

  // Installed in the commit that hydrates the header, not in a passive effect after it: a press
  // in between (the button's form already cancels its submit, no listener yet) was lost; CI's
  // Hindi menu test saw the menu stay shut once on a loaded machine.
  useLayoutEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const trigger = target.closest(TRIGGER);
      if (trigger) {
        const open = trigger.getAttribute("aria-expanded") !== "true";
        closeAll(trigger);
        setOpen(trigger, open);
      } else if (target.closest(`${PANEL} a`)) {
        closeAll();
      }
    };
    // Per menu: from 1280 px the navigation row is itself inside the Menu button's panel, so a
    // press on the row outside an open dropdown must still close that dropdown.
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      for (const trigger of openTriggers()) {
        if (!trigger.contains(target) && !panelOf(trigger)?.contains(target))
          setOpen(trigger, false);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const open = openTriggers();
      if (!open.length) return;
      closeAll();
      (open[0] as HTMLElement).focus();
    };
    document.addEventListener("click", onClick);
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("click", onClick);
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  // A menu belongs to the page it was opened on: closed by a client-side navigation. Not on
  // mount: a press made before hydration (`DisclosureKeeper`) may just have opened it.
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    closeAll();
  }, [pathname]);

  return null;
}

/**
 * Keeps a press on a menu button made before the page's code arrived (issue 23 item 7) and opens
 * its panel once it has: a `KeepPress` form around a `DisclosureButton` with `keepEarlyPress`.
 * CSS finds the panel after this form as it finds it after a bare button (app/globals.css).
 */
export function DisclosureKeeper({
  controls,
  children,
}: {
  controls: string;
  children: ReactNode;
}) {
  return (
    <KeepPress
      onPress={() => {
        const trigger = document.querySelector(
          `${TRIGGER}[aria-controls="${CSS.escape(controls)}"]`,
        );
        if (!trigger) return;
        closeAll(trigger);
        setOpen(trigger, true);
      }}
    >
      {children}
    </KeepPress>
  );
}
