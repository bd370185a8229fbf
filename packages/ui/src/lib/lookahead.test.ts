import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The module keeps one state per page: each test loads it afresh.
async function freshLookahead() {
  vi.resetModules();
  return import("./lookahead");
}

describe("lookahead", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    window.scrollY = 0;
  });

  it("starts at the visitor's first interaction, calling each waiting listener once", async () => {
    const { lookaheadStarted, onLookaheadStart } = await freshLookahead();
    const listener = vi.fn();
    const unsubscribed = vi.fn();
    onLookaheadStart(listener);
    onLookaheadStart(unsubscribed)();
    expect(lookaheadStarted()).toBe(false);
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    expect(lookaheadStarted()).toBe(true);
    window.dispatchEvent(new Event("scroll"));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(unsubscribed).not.toHaveBeenCalled();
    // Once started, a new listener is not called: the caller asks `lookaheadStarted` first.
    const late = vi.fn();
    onLookaheadStart(late);
    expect(late).not.toHaveBeenCalled();
  });

  it.each(["wheel", "pointerdown", "touchstart"])("counts a %s as interaction", async (type) => {
    const { lookaheadStarted } = await freshLookahead();
    expect(lookaheadStarted()).toBe(false);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    expect(lookaheadStarted()).toBe(true);
  });

  it("counts the page's scroll, not a row's own (a scroll-snap row may scroll as the page lays out)", async () => {
    const { lookaheadStarted } = await freshLookahead();
    document.body.dispatchEvent(new Event("scroll"));
    expect(lookaheadStarted()).toBe(false);
    document.dispatchEvent(new Event("scroll", { bubbles: true }));
    expect(lookaheadStarted()).toBe(true);
  });

  it("starts for a visitor who only reads, some idle seconds after the load event", async () => {
    const { IDLE_LOOKAHEAD_MS, lookaheadStarted, onLookaheadStart } = await freshLookahead();
    const listener = vi.fn();
    onLookaheadStart(listener);
    vi.advanceTimersByTime(IDLE_LOOKAHEAD_MS - 100);
    expect(lookaheadStarted()).toBe(false);
    await vi.advanceTimersByTimeAsync(2100);
    expect(lookaheadStarted()).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("has started on a page already scrolled when its scripts run", async () => {
    window.scrollY = 300;
    const { lookaheadStarted } = await freshLookahead();
    expect(lookaheadStarted()).toBe(true);
  });
});
