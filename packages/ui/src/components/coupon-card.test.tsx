import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { COPIED_FEEDBACK_MS, CouponCard } from "./coupon-card";

describe("CouponCard", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("copies the code and shows 'Copied' for about one second", async () => {
    const copy = vi.fn(() => Promise.resolve());
    render(<CouponCard code="SAVE10" title="10% off" copy={copy} />);
    fireEvent.click(screen.getByRole("button", { name: "Copy code" }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(copy).toHaveBeenCalledWith("SAVE10");
    expect(screen.getByRole("button", { name: "Copied" })).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Copied");
    expect(COPIED_FEEDBACK_MS).toBe(1000);
    act(() => {
      vi.advanceTimersByTime(COPIED_FEEDBACK_MS);
    });
    expect(screen.getByRole("button", { name: "Copy code" })).toBeInTheDocument();
  });

  it("does not claim success when copying fails", async () => {
    const copy = vi.fn(() => Promise.reject(new Error("denied")));
    render(<CouponCard code="SAVE10" title="10% off" copy={copy} />);
    fireEvent.click(screen.getByRole("button", { name: "Copy code" }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByText("Copied")).not.toBeInTheDocument();
  });

  it("uses the browser clipboard by default", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render(<CouponCard code="FREESHIP" title="Free Delivery" />);
    fireEvent.click(screen.getByRole("button", { name: "Copy code" }));
    await act(async () => {
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith("FREESHIP");
  });
});
