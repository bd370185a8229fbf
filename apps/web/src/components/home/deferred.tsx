"use client";

import type { ReactNode } from "react";
import { useEffect, useRef, useState } from "react";

/** How far below the viewport a deferred block starts mounting (about one screen ahead). */
export const DEFERRED_ROOT_MARGIN = "600px 0px";

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
          setShown(true);
          observer.disconnect();
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
