import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { Badge, VegIndicator } from "./badge";

describe("Badge", () => {
  it("shows the caller's already formatted text with the chosen variant", () => {
    render(<Badge variant="discount">10% off</Badge>);
    const badge = screen.getByText("10% off");
    expect(badge).toHaveAttribute("data-slot", "badge");
    expect(badge.className).toContain("bg-destructive");
  });
});

describe("VegIndicator", () => {
  it("names veg and non-veg for screen readers by default", () => {
    render(
      <>
        <VegIndicator veg />
        <VegIndicator veg={false} />
      </>,
    );
    expect(screen.getByText("Veg")).toHaveClass("sr-only");
    expect(screen.getByText("Non-veg")).toBeInTheDocument();
  });

  it("takes translated text and can show it", () => {
    render(<VegIndicator veg label="نباتي" showLabel />);
    expect(screen.getByText("نباتي")).not.toHaveClass("sr-only");
  });
});
