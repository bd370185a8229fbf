import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { LOAD_RETRY_DELAY_MS, loadWithRetries } from "./load-with-retries";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function recorder() {
  const loaded: string[] = [];
  const failed: unknown[] = [];
  return {
    loaded,
    failed,
    on: {
      loaded: (value: string) => loaded.push(value),
      failed: (error: unknown) => failed.push(error),
    },
  };
}

describe("loadWithRetries", () => {
  it("hands over the first answer, once, however often start is called", async () => {
    const load = vi.fn(() => Promise.resolve("section"));
    const seen = recorder();
    const part = loadWithRetries(load, seen.on);
    part.start();
    part.start();
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen.loaded).toEqual(["section"]);
    expect(seen.failed).toEqual([]);
  });

  it("tries twice more, 1.5 s apart, and reports the third failure", async () => {
    const load = vi.fn(() => Promise.reject(new Error("offline")));
    const seen = recorder();
    loadWithRetries(load, seen.on).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(LOAD_RETRY_DELAY_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(LOAD_RETRY_DELAY_MS);
    expect(load).toHaveBeenCalledTimes(3);
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(3);
    expect(seen.failed).toEqual([new Error("offline")]);
    expect(seen.loaded).toEqual([]);
  });

  it("recovers when a retry succeeds", async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error("restarting"))
      .mockResolvedValueOnce("section");
    const seen = recorder();
    loadWithRetries(load, seen.on).start();
    await vi.runAllTimersAsync();
    expect(seen.loaded).toEqual(["section"]);
    expect(seen.failed).toEqual([]);
  });

  it("after cancel, drops the answer on its way and makes no further try", async () => {
    let answer: (value: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const seen = recorder();
    const part = loadWithRetries(load, seen.on);
    part.start();
    part.cancel();
    answer("late");
    await vi.runAllTimersAsync();
    expect(seen.loaded).toEqual([]);

    const failing = vi.fn(() => Promise.reject(new Error("offline")));
    const other = recorder();
    const second = loadWithRetries(failing, other.on);
    second.start();
    await vi.advanceTimersByTimeAsync(0);
    second.cancel();
    await vi.runAllTimersAsync();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(other.failed).toEqual([]);
  });
});
