"use client";

import type { UseEmblaCarouselType } from "embla-carousel-react";
import { useEffect } from "react";
import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";

type CarouselApi = NonNullable<UseEmblaCarouselType[1]>;

type CarouselEngineProps = {
  /** The carousel's viewport, already rendered (with its slides) by `Carousel`. */
  viewport: HTMLElement;
  loop: boolean;
  dir: "ltr" | "rtl";
  /** Embla's scroll duration (not milliseconds). */
  duration: number;
  /** Autoplay delay in milliseconds; off when undefined. */
  autoplayDelay: number | undefined;
  onApi: (api: CarouselApi | undefined) => void;
};

/**
 * The sliding engine of `Carousel` (embla and its autoplay plugin). Loaded on demand after the
 * carousel's markup is on screen, so a page's first load carries no slider code and the first
 * slide paints from the server's HTML.
 */
function CarouselEngine({
  viewport,
  loop,
  dir,
  duration,
  autoplayDelay,
  onApi,
}: CarouselEngineProps) {
  const [viewportRef, api] = useEmblaCarousel(
    { loop, direction: dir, duration, align: "start" },
    autoplayDelay === undefined
      ? []
      : [Autoplay({ delay: autoplayDelay, stopOnInteraction: false, stopOnMouseEnter: true })],
  );
  useEffect(() => {
    viewportRef(viewport);
    return () => {
      viewportRef(null);
    };
  }, [viewportRef, viewport]);
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return null;
}

export { CarouselEngine };
export type { CarouselApi };
