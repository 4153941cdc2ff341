import type { ReactNode } from "react";

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
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4 transition-transform group-aria-expanded:rotate-180"
      fill="currentColor"
    >
      <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
    </svg>
  );
}
