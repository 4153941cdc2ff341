import type { ReactNode } from "react";
import { Glyph } from "@/components/ui/glyph";

/**
 * A server-rendered menu button: `aria-expanded` starts false and the panel `hidden`;
 * {@link DisclosureMenus} (rendered once by the header) opens and closes it.
 */
export function DisclosureButton({
  controls,
  className,
  children,
}: {
  controls: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-disclosure
      aria-expanded="false"
      aria-controls={controls}
      className={className}
    >
      {children}
    </button>
  );
}

/** The panel a {@link DisclosureButton} shows; hidden until then. */
export function DisclosurePanel({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div id={id} data-disclosure-panel hidden className={className}>
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
