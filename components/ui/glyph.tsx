import { spriteUrl } from "@/components/icons/sprite-url";
import type { glyphs } from "@/components/icons/sprite-symbols";

/** A control glyph's name (see {@link Glyph}). */
export type GlyphName = keyof typeof glyphs;

/**
 * A decorative one-path glyph for a control (close, previous/next, play/pause, call, chat, the
 * disclosure chevron): a `<use>` of its symbol in the static icon sprite (drawings in
 * components/icons/sprite-symbols.ts), hidden from assistive technology: the control around it
 * carries the name. A plain function with no hooks, so it renders on the server and also works
 * inside client components (which then ship no path data). Content icons named in data are `Icon`
 * (components/icon.tsx).
 *
 * @param className sizing and transitions; default `size-5` (20 px)
 */
export function Glyph({ name, className = "size-5" }: { name: GlyphName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`${spriteUrl}#g-${name}`} />
    </svg>
  );
}
