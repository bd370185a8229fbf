import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

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

const section = () => screen.getByRole("region", { name: "Banners" });

describe("Carousel", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("is a labelled carousel of labelled slides that loops with enough slides", () => {
    render(<Carousel label="Banners" slides={["A", "B", "C"]} />);
    expect(section()).toHaveAttribute("data-loop", "true");
    expect(screen.getAllByRole("group")).toHaveLength(3);
    expect(screen.getByRole("group", { name: "2 of 3" })).toHaveTextContent("B");
    expect(screen.getByRole("button", { name: "Next slide" })).toBeEnabled();
  });

  it("does not loop, and shows no controls, with a single slide", () => {
    render(<Carousel label="Banners" slides={["A"]} />);
    expect(section()).toHaveAttribute("data-loop", "false");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("does not loop when every slide is already in view", () => {
    render(<Carousel label="Popular items" slides={["A", "B", "C"]} slidesPerView={4} />);
    expect(screen.getByRole("region", { name: "Popular items" })).toHaveAttribute(
      "data-loop",
      "false",
    );
  });

  it("renders on the server: every slide, the buttons, and no engine yet", () => {
    const html = renderToString(
      <Carousel label="Banners" slides={["First", "Second", "Third"]} autoplay />,
    );
    for (const text of ["First", "Second", "Third", 'aria-label="Pause autoplay"'])
      expect(html).toContain(text);
    expect(html).not.toContain("data-engine");
    // A scroll-snap track: it scrolls without the engine's script.
    expect(html).toMatch(/data-carousel-viewport="" tabindex="0" class="[^"]*overflow-x-auto/);
  });

  it("offers a pause button when it plays automatically", () => {
    render(<Carousel label="Banners" slides={["A", "B"]} autoplay />);
    expect(screen.getByRole("button", { name: "Pause autoplay" })).toBeInTheDocument();
  });

  it("does not play by itself, and announces slides, when the visitor prefers reduced motion", async () => {
    vi.spyOn(window, "matchMedia").mockImplementation(
      (query) =>
        ({
          matches: query.includes("reduce"),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    render(<Carousel label="Banners" slides={["A", "B", "C"]} autoplay />);
    await waitFor(() => {
      expect(screen.queryByRole("button", { name: "Pause autoplay" })).not.toBeInTheDocument();
    });
    expect(section().querySelector("[data-carousel-track]")).toHaveAttribute("aria-live", "polite");
  });

  it("loads its sliding engine on intent: a pointer coming to it", async () => {
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        observe() {
          /* never in view */
        }
        disconnect() {
          /* nothing observed */
        }
      },
    );
    render(<Carousel label="Banners" slides={["A", "B", "C"]} autoplay />);
    expect(section()).not.toHaveAttribute("data-engine");
    fireEvent.pointerEnter(section());
    await waitFor(() => {
      expect(section()).toHaveAttribute("data-engine");
    });
  });

  it("loads its sliding engine when it is in view once the page looks ahead (and the browser is idle)", async () => {
    let reportVisible: (() => void) | undefined;
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          reportVisible = () => {
            callback([{ isIntersecting: true }]);
          };
        }
        observe() {
          /* reported by the test */
        }
        disconnect() {
          reportVisible = undefined;
        }
      },
    );
    render(<Carousel label="Banners" slides={["A", "B", "C"]} />);
    // In view during hydration, before the visitor has done anything: no engine (no autoplay work).
    reportVisible?.();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(section()).not.toHaveAttribute("data-engine");
    // The visitor's first interaction (a key) starts the lookahead; in view, the engine comes.
    fireEvent.keyDown(window, { key: "Tab" });
    reportVisible?.();
    await waitFor(() => {
      expect(section()).toHaveAttribute("data-engine");
    });
  });

  it("pausing before the engine has come keeps it paused once it is there", async () => {
    render(<Carousel label="Banners" slides={["A", "B", "C"]} autoplay />);
    await userEvent.click(screen.getByRole("button", { name: "Pause autoplay" }));
    expect(screen.getByRole("button", { name: "Start autoplay" })).toBeInTheDocument();
    await waitFor(() => {
      expect(section()).toHaveAttribute("data-engine");
    });
    expect(screen.getByRole("button", { name: "Start autoplay" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Start autoplay" }));
    expect(screen.getByRole("button", { name: "Pause autoplay" })).toBeInTheDocument();
  });
});
