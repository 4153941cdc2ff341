"use client";

import {
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { Glyph } from "@/components/ui/glyph";

/** Accessible names, translated on the server (catalogue area Carousel). */
export type CarouselLabels = {
  /** The carousel region ("What our customers say"). */
  region: string;
  /** "Previous testimonial", "Next testimonial", "Pause testimonials", "Play testimonials". */
  previous: string;
  next: string;
  pause: string;
  play: string;
};

type Props = {
  /** Number of slides (the children carrying `data-slide`). */
  count: number;
  /** Autoplay interval in milliseconds. */
  intervalMs: number;
  /** The region's and the buttons' accessible names, in the page's language. */
  labels: CarouselLabels;
  /** The server-rendered slides, each with `data-slide`. */
  children: ReactNode;
};

const motionQuery = "(prefers-reduced-motion: reduce)";
const reducedMotion = () => window.matchMedia(motionQuery).matches;
function onMotionChange(callback: () => void): () => void {
  const query = window.matchMedia(motionQuery);
  query.addEventListener("change", callback);
  return () => query.removeEventListener("change", callback);
}

/**
 * The client half of a scroll-snap carousel: keeps the current slide (wrapping at both ends),
 * scrolls the track to it, advances every `intervalMs` while playing and neither hovered nor
 * focused, and follows the visitor's own swipes. Autoplay starts unless the visitor prefers
 * reduced motion. No carousel library: the track is plain CSS.
 */
export function CarouselControls({ count, intervalMs, labels, children }: Props) {
  const track = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  // Plays unless the visitor prefers reduced motion (the server renders it paused), until the
  // visitor presses Pause or Play.
  const prefersReduced = useSyncExternalStore(onMotionChange, reducedMotion, () => true);
  const [choice, setChoice] = useState<boolean | null>(null);
  const playing = choice ?? !prefersReduced;
  const [held, setHeld] = useState({ hover: false, focus: false });
  // Index we scrolled to ourselves: scroll events up to it are ours, not a swipe.
  const target = useRef<number | null>(null);

  const scrollTo = useCallback((index: number) => {
    const el = track.current;
    const slide = el?.querySelectorAll<HTMLElement>("[data-slide]")[index];
    if (!el || !slide) return;
    // The last slides of a wide view cannot reach the left edge: the track stops at its end.
    const left = Math.min(slide.offsetLeft - el.offsetLeft, el.scrollWidth - el.clientWidth);
    if (Math.abs(left - el.scrollLeft) < 1) return;
    target.current = index;
    el.scrollTo({ left, behavior: reducedMotion() ? "auto" : "smooth" });
  }, []);

  // The current index also lives in a ref, so a step reads it without a state updater (which
  // must stay free of side effects such as scrolling).
  const current = useRef(0);
  const go = useCallback(
    (delta: number) => {
      const next = (current.current + delta + count) % count;
      current.current = next;
      setSelected(next);
      scrollTo(next);
    },
    [count, scrollTo],
  );

  useEffect(() => {
    if (!playing || held.hover || held.focus) return;
    const timer = window.setInterval(() => go(1), intervalMs);
    return () => window.clearInterval(timer);
  }, [playing, held, go, intervalMs]);

  // A swipe or scroll by the visitor: the slide nearest the left edge becomes the current one.
  const onScrollEnd = () => {
    const el = track.current;
    if (!el) return;
    if (target.current !== null) {
      target.current = null;
      return;
    }
    const slides = [...el.querySelectorAll<HTMLElement>("[data-slide]")];
    let nearest = 0;
    slides.forEach((s, i) => {
      const d = (s: HTMLElement) => Math.abs(s.offsetLeft - el.offsetLeft - el.scrollLeft);
      if (d(s) < d(slides[nearest] ?? s)) nearest = i;
    });
    current.current = nearest;
    setSelected(nearest);
  };

  const control =
    "inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-ink hover:bg-brand-50";
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.region}
      onMouseEnter={() => setHeld((h) => ({ ...h, hover: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null))
          setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      <div
        ref={track}
        onScrollEnd={onScrollEnd}
        // Focusable, so keyboard users can scroll the track with the arrow keys too.
        tabIndex={0}
        className="flex snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto rounded-xl *:min-w-0 *:shrink-0 *:grow-0 *:basis-full *:snap-start *:px-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:*:basis-1/2 lg:*:basis-1/3 [&_blockquote]:leading-relaxed [&_blockquote]:text-ink [&_figcaption]:mt-3 [&_figcaption]:text-sm [&_figcaption]:font-bold [&_figcaption]:text-brand-800 [&_figcaption_span]:font-normal [&_figcaption_span]:text-muted [&_figure]:h-full [&_figure]:rounded-xl [&_figure]:bg-white [&_figure]:p-5 [&_figure]:shadow-sm [&_figure]:ring-1 [&_figure]:ring-slate-200"
        aria-live={playing ? "off" : "polite"}
      >
        {children}
      </div>
      <div className="mt-4 flex items-center justify-center gap-3">
        <button
          type="button"
          className={control}
          onClick={() => go(-1)}
          aria-label={labels.previous}
        >
          <Glyph name="previous" />
        </button>
        <button
          type="button"
          className={control}
          onClick={() => setChoice(!playing)}
          aria-label={playing ? labels.pause : labels.play}
        >
          <Glyph name={playing ? "pause" : "play"} />
        </button>
        <button type="button" className={control} onClick={() => go(1)} aria-label={labels.next}>
          <Glyph name="next" />
        </button>
        <p className="text-sm text-muted" data-testid="testimonial-position">
          {selected + 1} / {count}
        </p>
      </div>
    </div>
  );
}
