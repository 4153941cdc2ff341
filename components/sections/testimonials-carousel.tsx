import type { Testimonial } from "@/content/types";
import { CarouselControls } from "./carousel-controls";

/** Autoplay interval (spec 9: 5000 ms). */
export const TESTIMONIAL_INTERVAL_MS = 5000;

/**
 * Testimonials carousel (spec 2.2 and 4): advances one slide every 5000 ms and wraps around.
 * The slides are rendered here, on the server, as a CSS scroll-snap track (swipe and scroll are
 * the browser's own); {@link CarouselControls} is the small client part: Pause/Play (WCAG 2.2.2),
 * Previous/Next, the position, the timer, pausing while hovered or focused, and starting paused
 * for reduced-motion users.
 */
export function TestimonialsCarousel({ items }: { items: Testimonial[] }) {
  return (
    <CarouselControls
      count={items.length}
      intervalMs={TESTIMONIAL_INTERVAL_MS}
      label="What our customers say"
      itemLabel="testimonial"
      itemsLabel="testimonials"
    >
      {items.map((t, i) => (
        <div
          key={t.name}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} of ${items.length}`}
          data-slide=""
          className="min-w-0 shrink-0 grow-0 basis-full snap-start px-2 sm:basis-1/2 lg:basis-1/3"
        >
          <figure className="h-full rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <blockquote className="leading-relaxed text-ink">“{t.text}”</blockquote>
            <figcaption className="mt-3 text-sm font-semibold text-brand-800">
              {t.name}, <span className="font-normal text-muted">{t.place}</span>
            </figcaption>
          </figure>
        </div>
      ))}
    </CarouselControls>
  );
}
