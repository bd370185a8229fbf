"use client";

import type { ReactNode } from "react";
import { startTransition, useEffect, useRef, useState } from "react";

import { loadRelatedItems } from "~/features/item/actions/load-related-items";
import { loadWithRetries } from "~/lib/lazy/load-with-retries";
import { whenNearViewport } from "~/lib/lazy/near-viewport";

/** The section shows at most ten cards (`RelatedItems`). */
const CELLS = 10;

/**
 * The product page's 'More from this store', below the reviews: the page's HTML carries a box shaped
 * like the section (a heading line and a grid of ten card-sized cells); when it comes near the viewport
 * (`whenNearViewport`) the section is rendered on the server (`loadRelatedItems`) and replaces it. No
 * related items, or three failed tries (`loadWithRetries`), remove the box. Ten cards were about half of the page's
 * elements (326 of 639) and 32 kB of its HTML, for a section no first screen shows.
 */
export function DeferredRelatedItems({ itemId, moduleId }: { itemId: number; moduleId: number }) {
  const holder = useRef<HTMLDivElement>(null);
  // The server's answer once it has come (null: nothing to show).
  const [loaded, setLoaded] = useState<{ section: ReactNode } | null>(null);
  useEffect(() => {
    const node = holder.current;
    if (loaded || !node) return undefined;
    const part = loadWithRetries(() => loadRelatedItems(itemId, moduleId), {
      // A transition: React mounts the cards in small slices, so input is never blocked long.
      loaded: (section) => {
        startTransition(() => {
          setLoaded({ section });
        });
      },
      failed: (error) => {
        console.error("related items did not load", error);
        setLoaded({ section: null });
      },
    });
    const stop = whenNearViewport(node, part.start);
    return () => {
      part.cancel();
      stop();
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
