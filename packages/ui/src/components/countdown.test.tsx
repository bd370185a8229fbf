import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { Countdown, splitDuration } from "./countdown";

describe("splitDuration", () => {
  it("splits milliseconds into days, hours, minutes and seconds", () => {
    expect(splitDuration(((1 * 24 + 2) * 3600 + 3 * 60 + 4) * 1000)).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
    });
    expect(splitDuration(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});

describe("Countdown", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date("2026-11-21T12:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows DD:HH:MM:SS and ticks every second", () => {
    render(<Countdown endsAt={Date.now() + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000} />);
    expect(screen.getByRole("timer", { name: "Time left" })).toHaveTextContent(
      "02Days:03Hours:04Minutes:05Seconds",
    );
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByRole("timer")).toHaveTextContent("04Minutes:04Seconds");
  });

  it("says the campaign is over on reaching zero and reports it once", () => {
    const onComplete = vi.fn();
    render(<Countdown endsAt={Date.now() + 2000} onComplete={onComplete} />);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.queryByRole("timer")).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("This campaign is over");
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
