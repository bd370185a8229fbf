"use client";

import type { ReactNode } from "react";
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";

import type { CarouselApi } from "./carousel-engine";
import { lookaheadStarted, onLookaheadStart } from "../lib/lookahead";

// embla (and its autoplay plugin) load when the carousel is wanted: see `CarouselControls`.
const loadEngine = () => import("./carousel-engine");
const CarouselEngine = lazy(() =>
  loadEngine().then((module) => ({ default: module.CarouselEngine })),
);

/**
 * Embla's `duration` is not in milliseconds (default 25); 40 gives a slide change of about 800 ms,
 * the spec's speed.
 */
const SCROLL_DURATION = 40;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeReducedMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => {
    query.removeEventListener("change", onChange);
  };
}

/** Runs `task` when the browser is idle (soon after at the latest); returns a cancel function. */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: 2000 });
    return () => {
      window.cancelIdleCallback(id);
    };
  }
  const id = setTimeout(task, 200);
  return () => {
    clearTimeout(id);
  };
}

type CarouselControlsProps = {
  loop: boolean;
  autoplay: boolean;
  /** Autoplay delay in milliseconds. */
  delay: number;
  /** More slides than fit in view: 'next' starts enabled. */
  scrollable: boolean;
  labels: { previous: string; next: string; pause: string; play: string };
  /** Rendered by the caller (on the server when it is one), so no icon code is in this island. */
  icons: { previous: ReactNode; next: ReactNode; pause: ReactNode; play: ReactNode };
};

const control =
  "bg-background/90 text-foreground hover:bg-background focus-visible:ring-ring grid size-8 cursor-pointer place-items-center rounded-full border shadow-sm outline-none focus-visible:ring-2 disabled:cursor-not-allowed disabled:opacity-40 [&_svg]:size-4";

/**
 * The client island of `Carousel`: pause / previous / next buttons and the sliding engine. The engine
 * (embla, and with it autoplay) loads when the carousel is in view, the page looks ahead (`lookahead`:
 * the visitor's first interaction, or a few idle seconds after the load event; not during hydration) and
 * the browser is idle, or at once when a pointer, a touch or focus comes to the carousel; a button pressed
 * before it is there acts when it arrives. Autoplay is off
 * when the visitor prefers reduced motion; a paused slider stays paused (hover and focus only hold it).
 */
function CarouselControls({
  loop,
  autoplay,
  delay,
  scrollable,
  labels,
  icons,
}: CarouselControlsProps) {
  const reducedMotion = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  const autoplayOn = autoplay && !reducedMotion;
  const [paused, setPaused] = useState(false);
  const playing = autoplayOn && !paused;
  const bar = useRef<HTMLDivElement>(null);
  // The carousel's section, once the engine is wanted.
  const [root, setRoot] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<CarouselApi | undefined>(undefined);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(scrollable);
  // A button pressed before the engine arrived.
  const pendingMove = useRef<"previous" | "next" | null>(null);
  // Read by embla's event handlers: whether autoplay must stay stopped.
  const holdStopped = useRef(!playing);

  const want = useCallback(() => {
    const section = bar.current?.closest<HTMLElement>('[data-slot="carousel"]') ?? null;
    if (section) setRoot(section);
  }, []);

  // When to load the engine: in view once the page looks ahead, and idle; or on intent.
  useEffect(() => {
    const section = bar.current?.closest<HTMLElement>('[data-slot="carousel"]');
    if (!section || root) return undefined;
    let cancelIdle: (() => void) | undefined;
    let observer: IntersectionObserver | undefined;
    const watch = () => {
      if (typeof IntersectionObserver !== "function") {
        cancelIdle = whenIdle(want);
        return;
      }
      observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer?.disconnect();
        cancelIdle = whenIdle(want);
      });
      observer.observe(section);
    };
    let stopWaiting: (() => void) | undefined;
    if (lookaheadStarted()) watch();
    else stopWaiting = onLookaheadStart(watch);
    const intents = ["pointerenter", "touchstart", "focusin"] as const;
    for (const type of intents) section.addEventListener(type, want, { passive: true });
    return () => {
      stopWaiting?.();
      observer?.disconnect();
      cancelIdle?.();
      for (const type of intents) section.removeEventListener(type, want);
    };
  }, [root, want]);

  // Live region: announce slide changes only while it does not play by itself.
  useEffect(() => {
    holdStopped.current = !playing;
    const track = bar.current
      ?.closest('[data-slot="carousel"]')
      ?.querySelector("[data-carousel-track]");
    track?.setAttribute("aria-live", playing ? "off" : "polite");
  }, [playing]);

  useEffect(() => {
    if (!api) return undefined;
    const sync = () => {
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    // Hovering and focus hold autoplay and resume it on leaving; a paused slider stays paused (and
    // one that must not move, reduced motion, stays still).
    const holdPause = () => {
      queueMicrotask(() => {
        if (holdStopped.current) api.plugins().autoplay?.stop();
      });
    };
    // Arrow keys on the focused track move the slides (mirrored in right-to-left pages).
    const viewport = api.rootNode();
    const onKey = (event: KeyboardEvent) => {
      if (event.target !== viewport) return;
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      event.preventDefault();
      const rtl = getComputedStyle(viewport).direction === "rtl";
      if ((event.key === "ArrowRight") !== rtl) api.scrollNext();
      else api.scrollPrev();
    };
    viewport.addEventListener("keydown", onKey);
    sync();
    api.on("select", sync).on("reInit", sync).on("autoplay:play", holdPause);
    if (pendingMove.current === "previous") api.scrollPrev();
    if (pendingMove.current === "next") api.scrollNext();
    pendingMove.current = null;
    return () => {
      viewport.removeEventListener("keydown", onKey);
      api.off("select", sync).off("reInit", sync).off("autoplay:play", holdPause);
    };
  }, [api]);

  // Reduced motion switched on while it plays: stop.
  useEffect(() => {
    if (!playing) api?.plugins().autoplay?.stop();
  }, [api, playing]);

  function move(direction: "previous" | "next") {
    if (!api) {
      pendingMove.current = direction;
      want();
      return;
    }
    if (direction === "previous") api.scrollPrev();
    else api.scrollNext();
  }

  function togglePlaying() {
    const plugin = api?.plugins().autoplay;
    holdStopped.current = playing;
    if (playing) plugin?.stop();
    else plugin?.play();
    setPaused(playing);
  }

  return (
    <div ref={bar} className="mt-2 flex items-center justify-end gap-2">
      {root ? (
        <Suspense fallback={null}>
          <CarouselEngine
            root={root}
            loop={loop}
            duration={SCROLL_DURATION}
            autoplayDelay={autoplayOn ? delay : undefined}
            playOnInit={playing}
            onApi={setApi}
          />
        </Suspense>
      ) : null}
      {autoplayOn ? (
        <button
          type="button"
          className={control}
          aria-label={playing ? labels.pause : labels.play}
          onClick={togglePlaying}
        >
          {playing ? icons.pause : icons.play}
        </button>
      ) : null}
      <button
        type="button"
        className={control}
        aria-label={labels.previous}
        disabled={!canPrev && !loop}
        onClick={() => {
          move("previous");
        }}
      >
        {icons.previous}
      </button>
      <button
        type="button"
        className={control}
        aria-label={labels.next}
        disabled={!canNext && !loop}
        onClick={() => {
          move("next");
        }}
      >
        {icons.next}
      </button>
    </div>
  );
}

export { CarouselControls, loadEngine, SCROLL_DURATION };
export type { CarouselControlsProps };
