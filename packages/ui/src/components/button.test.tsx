import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { twMerge } from "tailwind-merge";
import { describe, expect, it, vi } from "vitest";

import { Button, buttonVariants } from "./button";

const variants = [
  "default",
  "soft",
  "secondary",
  "outline",
  "ghost",
  "destructive",
  "link",
] as const;
const sizes = ["sm", "default", "lg", "icon", "icon-sm"] as const;
const textSizes = /(?:^| )text-(?:xs|sm|base|lg|xl)(?= |$)/g;

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

  it("has no two conflicting utilities in any variant and size, so it needs no merge without a className", () => {
    for (const variant of variants) {
      for (const size of sizes) {
        const classes = buttonVariants({ variant, size });
        expect(twMerge(classes), `${variant} ${size}`).toBe(classes);
        expect(classes.match(textSizes), `${variant} ${size}`).toHaveLength(1);
      }
    }
    expect(buttonVariants({ size: "sm" })).toContain("text-xs");
    expect(buttonVariants({ size: "lg" })).toContain("text-base");
    expect(buttonVariants()).toContain("text-sm");
  });

  it("lets a caller's className override a variant's utility", () => {
    render(
      <Button size="sm" className="h-12 text-base">
        Apply
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Apply" });
    expect(button.className).toContain("h-12");
    expect(button.className).toContain("text-base");
    expect(button.className).not.toContain("h-8");
    expect(button.className).not.toContain("text-xs");
  });

  it("keeps the variant's classes as they are without a className", () => {
    render(<Button variant="outline">Cancel</Button>);
    expect(screen.getByRole("button", { name: "Cancel" }).className).toBe(
      buttonVariants({ variant: "outline" }),
    );
  });
});
