import type { ReactNode } from "react";
import { Glyph } from "@/components/ui/glyph";

/**
 * A server-rendered menu button: `aria-expanded` starts false; {@link DisclosureMenus} (rendered
 * once by the header) flips it, and CSS shows its panel while it is true (the panel follows it
 * among its siblings: `[aria-expanded=false] ~ panel` is hidden, see `menu-panel` and `nav-drop`
 * in app/globals.css).
 */
export function DisclosureButton({
  controls,
  className,
  keepEarlyPress = false,
  children,
}: {
  controls: string;
  className?: string;
  /**
   * A submit button, for a `DisclosureKeeper` form around it: a press before the page's code
   * arrives then opens the panel once it has.
   */
  keepEarlyPress?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type={keepEarlyPress ? "submit" : "button"}
      data-disclosure
      aria-expanded="false"
      aria-controls={controls}
      className={className}
    >
      {children}
    </button>
  );
}

/**
 * The panel a {@link DisclosureButton} shows. Its class hides it while the button is collapsed,
 * not the `hidden` attribute: the same panel is a dropdown at one width and always shown at
 * another (the Insurance list is a dropdown in the row, a plain list in the phone menu).
 */
export function DisclosurePanel({
  id,
  className,
  children,
}: {
  id: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <div id={id} data-disclosure-panel className={className}>
      {children}
    </div>
  );
}

/** The chevron beside a menu label; turns while its button is expanded. */
export function Chevron() {
  return (
    <Glyph
      name="chevron-down"
      className="size-4 transition-transform group-aria-expanded:rotate-180"
    />
  );
}
