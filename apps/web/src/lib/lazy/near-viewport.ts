import { lookaheadStarted, onLookaheadStart } from "@marketplace/ui";

/** How far below the viewport a deferred block starts loading once the page looks ahead (about half a screen). */
export const DEFERRED_ROOT_MARGIN = "400px 0px";

/**
 * Calls `onNear` once, when `element` comes near the viewport: when it is in the viewport until the
 * page looks ahead (ui `onLookaheadStart`: the visitor's first interaction, or a few idle seconds after
 * the load event), so nothing below the first screen loads while the page hydrates; within
 * `DEFERRED_ROOT_MARGIN` of it after, so the next row is ready before it is scrolled to. Returns the
 * clean-up, which also cancels a call that has not happened.
 */
export function whenNearViewport(element: Element, onNear: () => void): () => void {
  let observer: IntersectionObserver | undefined;
  let unsubscribe: () => void = () => undefined;
  const stop = () => {
    observer?.disconnect();
    unsubscribe();
  };
  const observe = (rootMargin: string) => {
    observer?.disconnect();
    observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        stop();
        onNear();
      },
      { rootMargin },
    );
    observer.observe(element);
  };
  if (lookaheadStarted()) {
    observe(DEFERRED_ROOT_MARGIN);
  } else {
    observe("0px");
    unsubscribe = onLookaheadStart(() => {
      observe(DEFERRED_ROOT_MARGIN);
    });
  }
  return stop;
}
