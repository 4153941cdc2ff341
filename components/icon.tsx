import type { IconName } from "@/content/types";
import { spriteUrl } from "@/components/icons/sprite-url";

/**
 * A decorative icon named in content data: a `<use>` of its symbol in the static icon sprite
 * (`public/icons/<hash>.svg`, drawn from `lucide`, see components/icons/sprite-symbols.ts). The
 * page carries only the reference, not the path data, so the HTML and its RSC payload stay small
 * and the sprite is fetched once and cached. No client JS (a plain function, no hooks, so it also
 * works inside client components). Lucide's 24×24 grid, 2-unit stroke in `currentColor`; the
 * size comes from `className` (default `size-6`). Hidden from assistive technology.
 */
export function Icon({ name, className = "size-6" }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
