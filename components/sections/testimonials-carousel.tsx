"use client";

import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState } from "react";
import type { Testimonial } from "@/content/types";

/** Autoplay interval (spec 9: 5000 ms). */
export const TESTIMONIAL_INTERVAL_MS = 5000;

/**
 * Testimonials carousel (spec 2.2 and 4): advances one slide every 5000 ms and wraps around.
 * Embla handles swipe; a Pause/Play button (WCAG 2.2.2) and Previous/Next buttons control it,
 * and it pauses while hovered or focused. Reduced-motion users start paused.
 */
export function TestimonialsCarousel({ items }: { items: Testimonial[] }) {
  const [emblaRef, embla] = useEmblaCarousel({ loop: true, align: "start" }, [
    Autoplay({ delay: TESTIMONIAL_INTERVAL_MS, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true, playOnInit: false }),
  ]);
  const [selected, setSelected] = useState(0);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    const onPlay = () => setPlaying(true);
    const onStop = () => setPlaying(false);
    embla.on("select", onSelect);
    embla.on("autoplay:play", onPlay);
    embla.on("autoplay:stop", onStop);
    const autoplay = embla.plugins().autoplay;
    if (autoplay && !window.matchMedia("(prefers-reduced-motion: reduce)").matches) autoplay.play();
    return () => {
      embla.off("select", onSelect);
      embla.off("autoplay:play", onPlay);
      embla.off("autoplay:stop", onStop);
    };
  }, [embla]);

  const toggle = useCallback(() => {
    const autoplay = embla?.plugins().autoplay;
    if (!autoplay) return;
    if (autoplay.isPlaying()) autoplay.stop();
    else autoplay.play();
  }, [embla]);

  const control = "inline-flex size-11 items-center justify-center rounded-full border border-slate-300 bg-white text-ink hover:bg-brand-50";
  return (
    <div role="region" aria-roledescription="carousel" aria-label="What our customers say">
      <div className="overflow-hidden" ref={emblaRef}>
        <div className="flex" aria-live={playing ? "off" : "polite"}>
          {items.map((t, i) => (
            <div
              key={t.name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${items.length}`}
              data-active={i === selected ? "true" : undefined}
              className="min-w-0 shrink-0 grow-0 basis-full px-2 sm:basis-1/2 lg:basis-1/3"
            >
              <figure className="h-full rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <blockquote className="leading-relaxed text-ink">“{t.text}”</blockquote>
                <figcaption className="mt-3 text-sm font-semibold text-brand-800">
                  {t.name}, <span className="font-normal text-muted">{t.place}</span>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-4 flex items-center justify-center gap-3">
        <button type="button" className={control} onClick={() => embla?.scrollPrev()} aria-label="Previous testimonial">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2"><path d="m15 18-6-6 6-6" /></svg>
        </button>
        <button type="button" className={control} onClick={toggle} aria-label={playing ? "Pause testimonials" : "Play testimonials"}>
          {playing ? (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor"><path d="M7 5h4v14H7zM13 5h4v14h-4z" /></svg>
          ) : (
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor"><path d="M8 5v14l11-7z" /></svg>
          )}
        </button>
        <button type="button" className={control} onClick={() => embla?.scrollNext()} aria-label="Next testimonial">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2"><path d="m9 18 6-6-6-6" /></svg>
        </button>
        <p className="text-sm text-muted" data-testid="testimonial-position">{selected + 1} / {items.length}</p>
      </div>
    </div>
  );
}
