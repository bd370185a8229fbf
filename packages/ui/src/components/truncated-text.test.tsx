import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { TruncatedText } from "./truncated-text";

const longText =
  "Fresh whole milk from local farms, pasteurised and bottled the same day for the best taste and quality.";
// The app passes the text as the domain's `truncateText` cuts it (70 characters).
const shortText = "Fresh whole milk from local farms, pasteurised and bottled the same da...";

describe("TruncatedText", () => {
  it("toggles between the cut text with 'Read more' and the whole text with 'Show less'", async () => {
    render(<TruncatedText text={longText} shortText={shortText} />);
    expect(screen.queryByText(longText)).not.toBeInTheDocument();
    expect(screen.getByText(shortText)).toBeInTheDocument();
    const toggle = screen.getByRole("button", { name: "Read more" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(screen.getByText(longText)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Show less" }));
    expect(screen.queryByText(longText)).not.toBeInTheDocument();
    expect(screen.getByText(shortText)).toBeInTheDocument();
  });

  it("offers no toggle for short text (nothing cut, or the cut text is the whole text)", () => {
    const { rerender } = render(<TruncatedText text="Fresh milk" />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    rerender(<TruncatedText text="Fresh milk" shortText="Fresh milk" />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    expect(screen.getByText("Fresh milk")).toBeInTheDocument();
  });
});
