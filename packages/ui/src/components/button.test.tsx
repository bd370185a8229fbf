import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { Button } from "./button";

describe("Button", () => {
  it("is a type=button that reports clicks", async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Add to cart</Button>);
    const button = screen.getByRole("button", { name: "Add to cart" });
    expect(button).toHaveAttribute("type", "button");
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("is busy and blocks clicks while loading", async () => {
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Sign In
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Sign In" });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("renders its child with the button look when asChild is set", () => {
    render(
      <Button asChild variant="outline">
        <a href="/home">Continue Shopping</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Continue Shopping" });
    expect(link).toHaveAttribute("data-slot", "button");
    expect(link.className).toContain("border-input");
  });
});
