import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { Carousel, shouldLoop } from "./carousel";

describe("shouldLoop", () => {
  it("loops only when there are more slides than fit in view", () => {
    expect(shouldLoop(3, 1)).toBe(true);
    expect(shouldLoop(1, 1)).toBe(false);
    expect(shouldLoop(3, 3)).toBe(false);
    expect(shouldLoop(4, 3)).toBe(true);
    expect(shouldLoop(0, 1)).toBe(false);
  });
});

describe("Carousel", () => {
  it("is a labelled carousel of labelled slides that loops with enough slides", () => {
    render(<Carousel label="Banners" slides={["A", "B", "C"]} />);
    const carousel = screen.getByRole("region", { name: "Banners" });
    expect(carousel).toHaveAttribute("data-loop", "true");
    expect(screen.getAllByRole("group")).toHaveLength(3);
    expect(screen.getByRole("group", { name: "2 of 3" })).toHaveTextContent("B");
    expect(screen.getByRole("button", { name: "Next slide" })).toBeEnabled();
  });

  it("does not loop, and shows no controls, with a single slide", () => {
    render(<Carousel label="Banners" slides={["A"]} />);
    expect(screen.getByRole("region", { name: "Banners" })).toHaveAttribute("data-loop", "false");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("does not loop when every slide is already in view", () => {
    render(<Carousel label="Popular items" slides={["A", "B", "C"]} slidesPerView={4} />);
    expect(screen.getByRole("region", { name: "Popular items" })).toHaveAttribute(
      "data-loop",
      "false",
    );
  });

  it("offers a pause button when it plays automatically", () => {
    render(<Carousel label="Banners" slides={["A", "B"]} autoplay />);
    expect(screen.getByRole("button", { name: "Pause autoplay" })).toBeInTheDocument();
  });

  it("loads its sliding engine after mounting: the pause button then stops autoplay", async () => {
    render(<Carousel label="Banners" slides={["A", "B", "C"]} autoplay />);
    // Until the engine is there the button does nothing; once it is, a click pauses autoplay.
    await waitFor(async () => {
      await userEvent.click(screen.getByRole("button", { name: "Pause autoplay" }));
      expect(screen.getByRole("button", { name: "Start autoplay" })).toBeInTheDocument();
    });
  });
});
