"use client";

import type { ReactNode } from "react";
import { startTransition, useEffect, useRef, useState } from "react";

import { whenNearViewport } from "~/lib/lazy/near-viewport";

/**
 * Mounts its children only when they come near the viewport (`whenNearViewport`: in it until the
 * page looks ahead, half a screen ahead after). Until then a box of the same height holds
 * their place (no layout shift, no hydration or image work for content nobody has seen).
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
    return whenNearViewport(node, () => {
      // A transition: React renders the cards in small slices, so input is never blocked long.
      startTransition(() => {
        setShown(true);
      });
    });
  }, [shown]);
  if (shown) return children;
  return (
    <div ref={holder} data-deferred="" aria-hidden="true" className={placeholderClassName}>
      {placeholder}
    </div>
  );
}
