"use client";

import type { ReactNode } from "react";
import { startTransition, useEffect, useRef, useState } from "react";

import { lookaheadStarted, onLookaheadStart } from "@marketplace/ui";

import { loadHomeSection } from "~/features/home/actions/load-home-section";
import { loadWithRetries } from "~/lib/lazy/load-with-retries";
import { whenNearViewport } from "~/lib/lazy/near-viewport";

/**
 * A home section the page carries in part. Below the fold, its shell (heading, View all, empty state,
 * and a box of the cards' height marked `data-deferred-body`): when the shell comes near the viewport
 * (`whenNearViewport`: into it until the page looks ahead, half a screen ahead after), the whole
 * section is rendered on the server (`loadHomeSection`) and replaces it. In the first screen
 * (`on="lookahead"`), a section marked `data-partial` (rows with their first cards and a box for the
 * rest): the whole section is loaded when the page starts looking ahead (the visitor's first touch,
 * scroll or key, or a few idle seconds after the load), before a swipe along the row reaches the box.
 * The cards already shown stay the same elements (same places in the same tree), so neither their
 * pictures nor the row's scroll move. A section without a deferred body or the mark (an empty one, a
 * row with nothing more) loads nothing.
 */
export function DeferredSection({
  sectionKey,
  on = "near",
  children,
}: {
  sectionKey: string;
  on?: "near" | "lookahead";
  children: ReactNode;
}) {
  const holder = useRef<HTMLDivElement>(null);
  // The server's answer once it has come.
  const [loaded, setLoaded] = useState<{ section: ReactNode } | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const node = holder.current;
    const body = node?.querySelector(on === "near" ? "[data-deferred-body]" : "[data-partial]");
    if (loaded || !node || !body) return undefined;
    const part = loadWithRetries(() => loadHomeSection(sectionKey), {
      loaded: (section) => {
        // Not the visitor's to see (their module or place changed meanwhile): the page stays as it is.
        if (section === null) {
          setFailed(true);
          return;
        }
        // A transition: React mounts the cards in small slices, so input is never blocked long.
        startTransition(() => {
          setLoaded({ section });
        });
      },
      failed: (error) => {
        console.error(`home section "${sectionKey}" did not load`, error);
        setFailed(true);
      },
    });
    let stop: () => void;
    if (on === "near") stop = whenNearViewport(body, part.start);
    else if (lookaheadStarted()) {
      part.start();
      stop = () => undefined;
    } else stop = onLookaheadStart(part.start);
    return () => {
      part.cancel();
      stop();
    };
  }, [loaded, on, sectionKey]);
  return (
    <div ref={holder} data-load-failed={failed ? "" : undefined}>
      {loaded?.section ?? children}
    </div>
  );
}
