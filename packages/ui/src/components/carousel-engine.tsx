"use client";

import type { UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect, useState } from "react";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";

type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;
type EmblaOptions = NonNullable<Parameters<typeof useEmblaCarousel>[0]>;

type CarouselEngineProps = {
  /** The carousel's section, rendered (with its scroll-snap track) by `Carousel`. */
  root: HTMLElement;
  loop: boolean;
  /** Embla's scroll duration (not milliseconds). */
  duration: number;
  /** Autoplay delay in milliseconds; off when undefined. */
  autoplayDelay: number | undefined;
  /** Whether autoplay starts at once (not when the visitor paused it before the engine came). */
  playOnInit: boolean;
  onApi: (api: CarouselApi | undefined) => void;
};

/** The slide nearest to the track's start edge (where the visitor scrolled the native track to). */
function nearestSlide(viewport: HTMLElement, rtl: boolean): number {
  const edge = viewport.getBoundingClientRect();
  const slides = Array.from(viewport.querySelectorAll('[aria-roledescription="slide"]'));
  let best = 0;
  let distance = Number.POSITIVE_INFINITY;
  slides.forEach((slide, index) => {
    const box = slide.getBoundingClientRect();
    const gap = Math.abs(rtl ? edge.right - box.right : box.left - edge.left);
    if (gap < distance) {
      distance = gap;
      best = index;
    }
  });
  return best;
}

/**
 * The sliding engine of `Carousel` (embla and its autoplay plugin), loaded on demand by
 * `CarouselControls`. It takes over the server-rendered scroll-snap track where the visitor left it:
 * the viewport stops scrolling (`data-engine` on the section) and embla moves the track instead,
 * in the page's direction.
 */
function CarouselEngine({
  root,
  loop,
  duration,
  autoplayDelay,
  playOnInit,
  onApi,
}: CarouselEngineProps) {
  const viewport = root.querySelector<HTMLElement>("[data-carousel-viewport]");
  // Options and plugins are fixed at take-over: changing them would re-initialise embla.
  const [options] = useState<EmblaOptions>(() => {
    const rtl = getComputedStyle(root).direction === "rtl";
    return {
      loop,
      direction: rtl ? "rtl" : "ltr",
      duration,
      align: "start",
      startIndex: viewport ? nearestSlide(viewport, rtl) : 0,
    };
  });
  const [plugins] = useState(() =>
    autoplayDelay === undefined
      ? []
      : [
          Autoplay({
            delay: autoplayDelay,
            playOnInit,
            stopOnInteraction: false,
            stopOnMouseEnter: true,
          }),
        ],
  );
  const [viewportRef, api] = useEmblaCarousel(options, plugins);
  useEffect(() => {
    if (!viewport) return undefined;
    root.setAttribute("data-engine", "");
    viewport.scrollTo({ left: 0, behavior: "instant" });
    viewportRef(viewport);
    return () => {
      viewportRef(null);
      root.removeAttribute("data-engine");
    };
  }, [viewportRef, viewport, root]);
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return null;
}

export { CarouselEngine };
export type { CarouselApi };
