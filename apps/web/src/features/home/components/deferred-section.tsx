"use client";

import type { ReactNode } from "react";
import { startTransition, useEffect, useRef, useState } from "react";

import { loadHomeSection } from "~/features/home/actions/load-home-section";
import { whenNearViewport } from "./near-viewport";

/** Tries after a failed load (network down, server restarting) before the shell stays as it is. */
const RETRIES = 2;
const RETRY_DELAY_MS = 1500;

/**
 * A below-the-fold home section. The page carries its shell (heading, View all, empty state, and a
 * box of the cards' height marked `data-deferred-body`); when the shell comes near the viewport
 * (`whenNearViewport`: into it until the page looks ahead, half a screen ahead after), the
 * whole section is rendered on the server (`loadHomeSection`) and replaces it. A shell without a
 * deferred body (an empty section) loads nothing.
 */
export function DeferredSection({
  sectionKey,
  children,
}: {
  sectionKey: string;
  children: ReactNode;
}) {
  const holder = useRef<HTMLDivElement>(null);
  // The server's answer once it has come (`null` inside when the section is not the visitor's to see).
  const [loaded, setLoaded] = useState<{ section: ReactNode } | null>(null);
  useEffect(() => {
    const node = holder.current;
    const body = node?.querySelector("[data-deferred-body]");
    if (loaded || !node || !body) return undefined;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async (attempt: number): Promise<void> => {
      try {
        const section = await loadHomeSection(sectionKey);
        if (cancelled) return;
        // A transition: React mounts the cards in small slices, so input is never blocked long.
        startTransition(() => {
          setLoaded({ section });
        });
      } catch (error) {
        if (cancelled) return;
        if (attempt >= RETRIES) {
          console.error(`home section "${sectionKey}" did not load`, error);
          return;
        }
        timer = setTimeout(() => void load(attempt + 1), RETRY_DELAY_MS);
      }
    };
    const stop = whenNearViewport(body, () => void load(0));
    return () => {
      cancelled = true;
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [loaded, sectionKey]);
  return <div ref={holder}>{loaded?.section ?? children}</div>;
}
