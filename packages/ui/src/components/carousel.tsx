import type { ReactNode } from "react";

import { cx } from "../lib/cx";
import { CarouselControls } from "./carousel-controls";
import { SpriteIcon } from "./sprite-icon";

/** Banner and ad sliders advance every 4000 ms. */
const AUTOPLAY_DELAY_MS = 4000;

/** Sliders loop only when there are more slides than fit in view; otherwise the ends are hard stops. */
function shouldLoop(slideCount: number, slidesPerView: number): boolean {
  return slideCount > Math.max(1, Math.floor(slidesPerView));
}

type CarouselProps = {
  /** One node per slide. */
  slides: readonly ReactNode[];
  /** Accessible name, e.g. 'Banners' or 'Popular items'. */
  label: string;
  /** How many slides are fully visible at the largest size; decides whether it may loop. */
  slidesPerView?: number;
  /** Width classes of a slide, e.g. 'basis-full sm:basis-1/2'. */
  slideClassName?: string;
  /** Advance every 4000 ms (off when the user prefers reduced motion); a pause button is shown. */
  autoplay?: boolean;
  previousLabel?: string;
  nextLabel?: string;
  pauseLabel?: string;
  playLabel?: string;
  slideLabel?: (position: number, total: number) => string;
  className?: string;
};

/**
 * A horizontal slider (banners, item rows) with previous / next buttons, optional autoplay, RTL aware.
 *
 * It renders anywhere, a server component included: the slides are a plain scroll-snap track (swiped,
 * scrolled and keyboard-scrolled with no script), so they paint from the page's HTML. Only the buttons are
 * a client island (`CarouselControls`); it loads the sliding engine (embla, autoplay, loop) when the
 * carousel comes into view and the browser is idle, or at once on intent (pointer, touch or focus on it).
 */
function Carousel({
  slides,
  label,
  slidesPerView = 1,
  slideClassName = "basis-full",
  autoplay = false,
  previousLabel = "Previous slide",
  nextLabel = "Next slide",
  pauseLabel = "Pause autoplay",
  playLabel = "Start autoplay",
  slideLabel = (position, total) => `${String(position)} of ${String(total)}`,
  className,
}: CarouselProps) {
  const loop = shouldLoop(slides.length, slidesPerView);
  const several = slides.length > 1;
  return (
    <section
      data-slot="carousel"
      data-loop={loop}
      aria-roledescription="carousel"
      aria-label={label}
      className={cx("group/carousel relative", className)}
    >
      {/* A scroll container the keyboard can reach (its slides need not hold a link): arrow keys scroll
          it, and move the slides once the engine (`data-engine` on the section) has taken over. */}
      <div
        data-carousel-viewport=""
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard (WCAG 2.1.1; axe scrollable-region-focusable)
        tabIndex={several ? 0 : undefined}
        className="focus-visible:ring-ring snap-x snap-mandatory [scrollbar-width:none] overflow-x-auto overscroll-x-contain rounded-lg outline-none group-data-[engine]/carousel:snap-none group-data-[engine]/carousel:overflow-hidden focus-visible:ring-2 [&::-webkit-scrollbar]:hidden"
      >
        <div
          data-carousel-track=""
          className="-ms-3 flex group-data-[engine]/carousel:touch-pan-y"
          aria-live={autoplay ? "off" : "polite"}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index + 1, slides.length)}
              className={cx("min-w-0 shrink-0 grow-0 snap-start -scroll-ms-3 ps-3", slideClassName)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {several ? (
        <CarouselControls
          loop={loop}
          autoplay={autoplay}
          delay={AUTOPLAY_DELAY_MS}
          scrollable={slides.length > slidesPerView}
          labels={{ previous: previousLabel, next: nextLabel, pause: pauseLabel, play: playLabel }}
          icons={{
            previous: <SpriteIcon name="chevron-left" className="rtl:rotate-180" />,
            next: <SpriteIcon name="chevron-right" className="rtl:rotate-180" />,
            pause: <SpriteIcon name="pause" />,
            play: <SpriteIcon name="play" />,
          }}
        />
      ) : null}
    </section>
  );
}

export { AUTOPLAY_DELAY_MS, Carousel, shouldLoop };
export type { CarouselProps };
