import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { QuantityStepper } from "./quantity-stepper";

function setup(quantity: number, max?: number) {
  const handlers = {
    onIncrement: vi.fn(),
    onDecrement: vi.fn(),
    onRemove: vi.fn(),
    onLimitReached: vi.fn(),
  };
  render(
    <QuantityStepper quantity={quantity} {...(max === undefined ? {} : { max })} {...handlers} />,
  );
  return handlers;
}

describe("QuantityStepper", () => {
  it("shows a delete control instead of minus at quantity 1", async () => {
    const handlers = setup(1);
    expect(screen.queryByRole("button", { name: "Decrease quantity" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Remove" }));
    expect(handlers.onRemove).toHaveBeenCalledTimes(1);
    expect(handlers.onDecrement).not.toHaveBeenCalled();
  });

  it("decreases and increases above 1", async () => {
    const handlers = setup(3, 10);
    expect(screen.getByRole("status")).toHaveTextContent("3");
    await userEvent.click(screen.getByRole("button", { name: "Decrease quantity" }));
    await userEvent.click(screen.getByRole("button", { name: "Increase quantity" }));
    expect(handlers.onDecrement).toHaveBeenCalledTimes(1);
    expect(handlers.onIncrement).toHaveBeenCalledTimes(1);
  });

  it("refuses to go past the limit and reports it instead", async () => {
    const handlers = setup(5, 5);
    const plus = screen.getByRole("button", { name: "Increase quantity" });
    expect(plus).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(plus);
    expect(handlers.onIncrement).not.toHaveBeenCalled();
    expect(handlers.onLimitReached).toHaveBeenCalledTimes(1);
  });

  it("keeps minus disabled at the minimum when removal is not offered", () => {
    render(<QuantityStepper quantity={1} onIncrement={vi.fn()} onDecrement={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Decrease quantity" })).toBeDisabled();
  });
});
