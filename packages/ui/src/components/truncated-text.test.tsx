import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { truncate } from "../lib/truncate";
import { TruncatedText } from "./truncated-text";

const longText =
  "Fresh whole milk from local farms, pasteurised and bottled the same day for the best taste and quality.";

describe("truncate", () => {
  it("cuts long text to 70 characters plus an ellipsis", () => {
    const result = truncate(longText, 70);
    expect(result.endsWith("…")).toBe(true);
    expect(result.length).toBeLessThanOrEqual(71);
    expect(longText.startsWith(result.slice(0, -1))).toBe(true);
  });

  it("keeps short text whole", () => {
    expect(truncate("Fresh milk", 70)).toBe("Fresh milk");
  });
});

describe("TruncatedText", () => {
  it("toggles between the cut text with 'Read more' and the whole text with 'Show less'", async () => {
    render(<TruncatedText text={longText} />);
    expect(screen.queryByText(longText)).not.toBeInTheDocument();
    const toggle = screen.getByRole("button", { name: "Read more" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(screen.getByText(longText)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show less" }));
    expect(screen.queryByText(longText)).not.toBeInTheDocument();
  });

  it("offers no toggle for short text", () => {
    render(<TruncatedText text="Fresh milk" />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
