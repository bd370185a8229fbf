/*
 * When a page starts preparing what the visitor has not asked for yet (the rows below the first screen,
 * a slider's engine and autoplay): at the visitor's first interaction — a scroll of the page,
 * a key (Tab into the page included), a pointer press, a touch or a wheel turn — or, for a visitor who
 * only reads, once the page has been idle `IDLE_LOOKAHEAD_MS` after its load event. Until then that
 * work stays out of the page's hydration (the window Total Blocking Time measures). One set of passive
 * listeners per page, set up at the first question and removed at the start.
 */

/** How long after the load event a page nobody has touched starts looking ahead anyway. */
export const IDLE_LOOKAHEAD_MS = 5000;

// Heard on window: input events captured on their way down (before any handler can stop them); the
// page's scroll only (it reaches window; a row's own scroll does not: a scroll-snap row can scroll by
// itself while the page lays out, and a visitor scrolling a row presses, touches or turns a wheel first).
const LISTENERS: readonly [string, AddEventListenerOptions][] = [
  ["keydown", { capture: true, passive: true }],
  ["pointerdown", { capture: true, passive: true }],
  ["touchstart", { capture: true, passive: true }],
  ["wheel", { capture: true, passive: true }],
  ["scroll", { passive: true }],
];

let state: "unset" | "waiting" | "started" = "unset";
const waiting = new Set<() => void>();
let idleTimer: ReturnType<typeof setTimeout> | undefined;

function start() {
  if (state === "started") return;
  state = "started";
  for (const [type, options] of LISTENERS) window.removeEventListener(type, start, options);
  window.removeEventListener("load", waitForIdle);
  if (idleTimer) clearTimeout(idleTimer);
  const listeners = [...waiting];
  waiting.clear();
  for (const listener of listeners) listener();
}

function waitForIdle() {
  idleTimer = setTimeout(() => {
    if (typeof window.requestIdleCallback === "function")
      window.requestIdleCallback(start, { timeout: 2000 });
    else start();
  }, IDLE_LOOKAHEAD_MS);
}

function setUp() {
  if (state !== "unset") return;
  // Already scrolled when the scripts ran (the visitor scrolled first, or a reload kept its place).
  if (window.scrollY > 0) {
    state = "started";
    return;
  }
  state = "waiting";
  for (const [type, options] of LISTENERS) window.addEventListener(type, start, options);
  if (document.readyState === "complete") waitForIdle();
  else window.addEventListener("load", waitForIdle, { once: true });
}

/** Whether the page has started looking ahead (see the module's comment). */
export function lookaheadStarted(): boolean {
  setUp();
  return state === "started";
}

/**
 * Calls `listener` once, when the page starts looking ahead (never if it already has: ask
 * `lookaheadStarted` first). Returns the unsubscribe.
 */
export function onLookaheadStart(listener: () => void): () => void {
  setUp();
  if (state === "started") return () => undefined;
  waiting.add(listener);
  return () => {
    waiting.delete(listener);
  };
}
