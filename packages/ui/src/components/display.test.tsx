import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import { Avatar, initials } from "./avatar";
import { FilterChip } from "./chip";
import { ClosedOverlay } from "./closed-overlay";
import { OrderTimeline } from "./order-timeline";
import { Price } from "./price";
import { ProgressBar } from "./progress-bar";
import { Rating, starParts } from "./rating";
import { SegmentedControl } from "./segmented-control";

describe("Rating", () => {
  it("draws half steps", () => {
    expect(starParts(4.5)).toEqual({ full: 4, half: true, empty: 0 });
    expect(starParts(3.3)).toEqual({ full: 3, half: true, empty: 1 });
    expect(starParts(3.2)).toEqual({ full: 3, half: false, empty: 2 });
    expect(starParts(7)).toEqual({ full: 5, half: false, empty: 0 });
  });

  it("fills the stars to the rounded half step, from the inline start", () => {
    const { container } = render(
      <>
        <Rating value={4.5} />
        <Rating value={3.3} />
        <Rating value={3.2} size="md" />
        <Rating value={7} max={10} />
      </>,
    );
    const stars = [...container.querySelectorAll<HTMLElement>(".ui-rating-stars")];
    expect(stars.map((star) => star.style.getPropertyValue("--ui-rating-fill"))).toEqual([
      "90%",
      "70%",
      "60%",
      "70%",
    ]);
    expect(stars.map((star) => star.style.getPropertyValue("--ui-stars"))).toEqual([
      "",
      "",
      "",
      "10",
    ]);
    expect(stars[2]?.dataset.size).toBe("md");
    expect(stars.every((star) => star.getAttribute("aria-hidden") === "true")).toBe(true);
  });

  it("announces the rating", () => {
    render(<Rating value={4.5} valueText="4.5" countText="(120)" />);
    expect(screen.getByRole("img", { name: "Rated 4.5 out of 5" })).toBeInTheDocument();
  });
});

describe("Price", () => {
  it("shows the current price and the struck-through original", () => {
    render(<Price price={{ kind: "single", current: "$9.00", original: "$10.00" }} />);
    expect(screen.getByText("$9.00")).toBeInTheDocument();
    expect(screen.getByText("$10.00").tagName).toBe("DEL");
  });

  it("shows a range and Free", () => {
    render(
      <>
        <Price price={{ kind: "range", min: "$5.00", max: "$8.00" }} />
        <Price price={{ kind: "free" }} />
      </>,
    );
    expect(screen.getByText("$5.00 - $8.00")).toBeInTheDocument();
    expect(screen.getByText("Free")).toBeInTheDocument();
  });
});

describe("ProgressBar", () => {
  it("exposes a clamped value with its label", () => {
    render(
      <ProgressBar
        value={140}
        label="Free delivery progress"
        startText="Sold: 12"
        endText="Available: 0"
      />,
    );
    const bar = screen.getByRole("progressbar", { name: "Free delivery progress" });
    expect(bar).toHaveAttribute("aria-valuenow", "100");
    expect(bar).toHaveAttribute("aria-valuetext", "100%");
    expect(screen.getByText("Sold: 12")).toBeInTheDocument();
  });
});

describe("FilterChip", () => {
  it("removes itself through a named button", async () => {
    const onRemove = vi.fn();
    render(<FilterChip label="Top rated" onRemove={onRemove} />);
    await userEvent.click(screen.getByRole("button", { name: "Remove Top rated" }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });
});

describe("SegmentedControl", () => {
  it("switches between grid and list", async () => {
    const onValueChange = vi.fn();
    render(
      <SegmentedControl
        label="View"
        value="grid"
        onValueChange={onValueChange}
        options={[
          { value: "grid", label: "Grid view" },
          { value: "list", label: "List view" },
        ]}
      />,
    );
    expect(screen.getByRole("radio", { name: "Grid view" })).toBeChecked();
    await userEvent.click(screen.getByRole("radio", { name: "List view" }));
    expect(onValueChange).toHaveBeenCalledWith("list");
  });
});

describe("OrderTimeline", () => {
  it("lists the four steps and marks the current one", () => {
    render(<OrderTimeline currentStep={2} />);
    const steps = screen.getAllByRole("listitem");
    expect(steps.map((step) => step.textContent)).toEqual([
      "Order Placed, Completed",
      "Order Confirmed, Completed",
      "On the Way, Current step",
      "Delivered, Upcoming",
    ]);
    expect(steps[2]).toHaveAttribute("aria-current", "step");
  });
});

describe("ClosedOverlay", () => {
  it("says 'CLOSED NOW' by default", () => {
    render(<ClosedOverlay />);
    expect(screen.getByText("CLOSED NOW")).toBeInTheDocument();
  });

  it("puts the label in a corner badge instead of over the whole picture", () => {
    render(<ClosedOverlay label="Closed Now" variant="corner" />);
    const badge = screen.getByText("Closed Now").parentElement;
    expect(badge).toHaveClass("bottom-2", "end-2");
    expect(badge).not.toHaveClass("inset-0");
  });
});

describe("Avatar", () => {
  it("falls back to initials named by the person", () => {
    expect(initials("jane  doe smith")).toBe("JD");
    render(<Avatar name="Jane Doe" />);
    expect(screen.getByRole("img", { name: "Jane Doe" })).toHaveTextContent("JD");
  });
});
