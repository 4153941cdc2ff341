import { getTranslations } from "next-intl/server";
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
export async function TestimonialsCarousel({ items }: { items: Testimonial[] }) {
  const t = await getTranslations("Carousel");
  const noun = t("testimonial");
  const nouns = t("testimonials");
  return (
    <CarouselControls
      count={items.length}
      intervalMs={TESTIMONIAL_INTERVAL_MS}
      labels={{
        region: (await getTranslations("Sections"))("testimonials"),
        previous: t("previous", { item: noun }),
        next: t("next", { item: noun }),
        pause: t("pause", { items: nouns }),
        play: t("play", { items: nouns }),
      }}
    >
      {items.map((item, i) => (
        <div
          key={item.name}
          role="group"
          aria-roledescription="slide"
          aria-label={t("position", { current: i + 1, total: items.length })}
          data-slide=""
        >
          {/* Styled from the track (carousel-controls.tsx), once rather than on each slide. */}
          <figure>
            <blockquote>“{item.text}”</blockquote>
            <figcaption>
              {item.name}, <span>{item.place}</span>
            </figcaption>
          </figure>
        </div>
      ))}
    </CarouselControls>
  );
}
