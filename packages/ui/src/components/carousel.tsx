"use client";

import type { ReactNode } from "react";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { Direction } from "radix-ui";

import type { CarouselApi } from "./carousel-engine";
import { cx } from "../lib/cx";

// embla (and its autoplay plugin) load after the carousel is on screen: see carousel-engine.tsx.
const CarouselEngine = lazy(() =>
  import("./carousel-engine").then((module) => ({ default: module.CarouselEngine })),
);

/** Banner and ad sliders advance every 4000 ms. */
const AUTOPLAY_DELAY_MS = 4000;
/**
 * Embla's `duration` is not in milliseconds (default 25); 40 gives a slide change of about 800 ms,
 * the spec's speed.
 */
const SCROLL_DURATION = 40;

/** Sliders loop only when there are more slides than fit in view; otherwise the ends are hard stops. */
function shouldLoop(slideCount: number, slidesPerView: number): boolean {
  return slideCount > Math.max(1, Math.floor(slidesPerView));
}

function prefersReducedMotion(): boolean {
  return (
    typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
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

/** A horizontal slider (banners, item rows) with previous / next buttons, optional autoplay, RTL aware. */
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
  const dir = Direction.useDirection();
  const loop = shouldLoop(slides.length, slidesPerView);
  const [autoplayOn] = useState(() => autoplay && !prefersReducedMotion());
  const [playing, setPlaying] = useState(autoplayOn);
  // The viewport node (set once mounted) lets the lazily loaded engine take over the slides.
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [api, setApi] = useState<CarouselApi | undefined>(undefined);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(slides.length > slidesPerView);

  const sync = useCallback(() => {
    if (!api) return;
    setCanPrev(api.canScrollPrev());
    setCanNext(api.canScrollNext());
  }, [api]);

  useEffect(() => {
    if (!api) return undefined;
    api.on("select", sync).on("reInit", sync);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api, sync]);

  function togglePlaying() {
    const plugin = api?.plugins().autoplay;
    if (!plugin) return;
    if (playing) plugin.stop();
    else plugin.play();
    setPlaying(!playing);
  }

  const control =
    "bg-background/90 text-foreground hover:bg-background focus-visible:ring-ring grid size-8 cursor-pointer place-items-center rounded-full border shadow-sm outline-none focus-visible:ring-2 disabled:cursor-not-allowed disabled:opacity-40 [&_svg]:size-4";

  return (
    <section
      data-slot="carousel"
      data-loop={loop}
      aria-roledescription="carousel"
      aria-label={label}
      className={cx("relative", className)}
    >
      <div ref={setViewport} className="overflow-hidden">
        <div className="-ms-3 flex touch-pan-y" aria-live={playing ? "off" : "polite"}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={slideLabel(index + 1, slides.length)}
              className={cx("min-w-0 shrink-0 grow-0 ps-3", slideClassName)}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {viewport === null ? null : (
        <Suspense fallback={null}>
          <CarouselEngine
            viewport={viewport}
            loop={loop}
            dir={dir === "rtl" ? "rtl" : "ltr"}
            duration={SCROLL_DURATION}
            autoplayDelay={autoplayOn ? AUTOPLAY_DELAY_MS : undefined}
            onApi={setApi}
          />
        </Suspense>
      )}
      {slides.length > 1 ? (
        <div className="mt-2 flex items-center justify-end gap-2">
          {autoplayOn ? (
            <button
              type="button"
              className={control}
              aria-label={playing ? pauseLabel : playLabel}
              onClick={togglePlaying}
            >
              {playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            </button>
          ) : null}
          <button
            type="button"
            className={control}
            aria-label={previousLabel}
            disabled={!canPrev && !loop}
            onClick={() => api?.scrollPrev()}
          >
            <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
          </button>
          <button
            type="button"
            className={control}
            aria-label={nextLabel}
            disabled={!canNext && !loop}
            onClick={() => api?.scrollNext()}
          >
            <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
          </button>
        </div>
      ) : null}
    </section>
  );
}

export { AUTOPLAY_DELAY_MS, Carousel, shouldLoop };
export type { CarouselProps };
