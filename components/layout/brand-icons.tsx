import { spriteUrl } from "@/components/icons/sprite-url";
import type { brandPaths } from "@/components/icons/sprite-symbols";

/** The brand marks the sprite has (components/icons/sprite-symbols.ts `brandPaths`). */
const brands = new Set<string>([
  "Facebook",
  "Instagram",
  "YouTube",
  "WhatsApp",
  "LinkedIn",
] satisfies (keyof typeof brandPaths)[]);

/**
 * A brand mark (the footer's social links, the WhatsApp actions): a `<use>` of its symbol in the
 * static icon sprite, hidden from assistive technology (the link around it carries the name).
 *
 * @param name a brand as content names it ("Facebook", "WhatsApp", …); an unknown name renders nothing
 * @param className sizing; default `size-5`
 */
export function BrandIcon({ name, className = "size-5" }: { name: string; className?: string }) {
  if (!brands.has(name)) return null;
  return (
    <svg aria-hidden="true" focusable="false" className={className}>
      <use href={`${spriteUrl}#b-${name.toLowerCase()}`} />
    </svg>
  );
}
