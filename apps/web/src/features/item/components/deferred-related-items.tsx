"use client";

import type { ReactNode } from "react";
import { startTransition, useEffect, useRef, useState } from "react";

import { loadRelatedItems } from "~/features/item/actions/load-related-items";
import { whenNearViewport } from "~/lib/lazy/near-viewport";

/** Tries after a failed load (network down, server restarting) before the place is given up. */
const RETRIES = 2;
const RETRY_DELAY_MS = 1500;
/** The section shows at most ten cards (`RelatedItems`). */
const CELLS = 10;

/**
 * The product page's 'More from this store', below the reviews: the page's HTML carries a box shaped
 * like the section (a heading line and a grid of ten card-sized cells); when it comes near the viewport
 * (`whenNearViewport`) the section is rendered on the server (`loadRelatedItems`) and replaces it. No
 * related items, or three failed tries, remove the box. Ten cards were about half of the page's
 * elements (326 of 639) and 32 kB of its HTML, for a section no first screen shows.
 */
export function DeferredRelatedItems({ itemId, moduleId }: { itemId: number; moduleId: number }) {
  const holder = useRef<HTMLDivElement>(null);
  // The server's answer once it has come (null: nothing to show).
  const [loaded, setLoaded] = useState<{ section: ReactNode } | null>(null);
  useEffect(() => {
    const node = holder.current;
    if (loaded || !node) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async (attempt: number): Promise<void> => {
      try {
        const section = await loadRelatedItems(itemId, moduleId);
        if (cancelled) return;
        // A transition: React mounts the cards in small slices, so input is never blocked long.
        startTransition(() => {
          setLoaded({ section });
        });
      } catch (error) {
        if (cancelled) return;
        if (attempt >= RETRIES) {
          console.error("related items did not load", error);
          setLoaded({ section: null });
          return;
        }
        timer = setTimeout(() => void load(attempt + 1), RETRY_DELAY_MS);
      }
    };
    const stop = whenNearViewport(node, () => void load(0));
    return () => {
      cancelled = true;
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [itemId, loaded, moduleId]);
  if (loaded) return loaded.section;
  return (
    <div ref={holder} data-deferred="" aria-hidden="true" className="grid gap-4">
      <div className="h-7" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {Array.from({ length: CELLS }, (_, index) => (
          // Shaped like a vertical item card: a square picture and its text lines.
          <div key={index} className="flex flex-col gap-2 p-2">
            <div className="aspect-square" />
            <div className="h-24" />
          </div>
        ))}
      </div>
    </div>
  );
}
