import "@testing-library/jest-dom/vitest";

import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => {
  cleanup();
});

// jsdom lacks these browser APIs that Radix and Embla rely on.
class ResizeObserverStub {
  observe(): void {
    /* no layout in jsdom */
  }
  unobserve(): void {
    /* no layout in jsdom */
  }
  disconnect(): void {
    /* no layout in jsdom */
  }
}
class IntersectionObserverStub extends ResizeObserverStub {
  readonly root = null;
  readonly rootMargin = "";
  readonly thresholds: readonly number[] = [];
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
globalThis.ResizeObserver ??= ResizeObserverStub;
globalThis.IntersectionObserver ??=
  IntersectionObserverStub as unknown as typeof IntersectionObserver;
function matchMediaStub(query: string): MediaQueryList {
  return {
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
}
if (typeof window.matchMedia !== "function") {
  Object.defineProperty(window, "matchMedia", { value: matchMediaStub, writable: true });
}
const noLayout = {
  scrollIntoView: () => undefined,
  scrollTo: () => undefined,
  hasPointerCapture: () => false,
  releasePointerCapture: () => undefined,
};
for (const [name, value] of Object.entries(noLayout)) {
  if (!(name in Element.prototype)) Object.defineProperty(Element.prototype, name, { value });
}
