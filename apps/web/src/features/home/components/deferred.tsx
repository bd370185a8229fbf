"use client";

import type { ReactNode } from "react";
import { startTransition, useEffect, useRef, useState } from "react";

/** How far below the viewport a deferred block starts mounting (about half a screen ahead). */
export const DEFERRED_ROOT_MARGIN = "400px 0px";

/**
 * Mounts its children only when they come near the viewport. Until then a box of the same height
 * holds their place (no layout shift, no hydration or image work for content nobody has seen).
 */
export function Deferred({
  children,
  placeholderClassName,
  placeholder,
}: {
  children: ReactNode;
  placeholderClassName?: string;
  /** Boxes shaped like the content (e.g. a grid's cells), when one fixed height cannot match it. */
  placeholder?: ReactNode;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const node = holder.current;
    if (shown || !node) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          // A transition: React renders the cards in small slices, so input is never blocked long.
          startTransition(() => {
            setShown(true);
          });
        }
      },
      { rootMargin: DEFERRED_ROOT_MARGIN },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
    };
  }, [shown]);
  if (shown) return children;
  return (
    <div ref={holder} data-deferred="" aria-hidden="true" className={placeholderClassName}>
      {placeholder}
    </div>
  );
}
