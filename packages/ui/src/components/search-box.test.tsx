import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";

import type { SearchSuggestion } from "./search-box";
import { SearchBox } from "./search-box";

const suggestions: SearchSuggestion[] = [
  { id: "i1", label: "Fresh milk" },
  { id: "s1", label: "Milk Bar", description: "Store" },
];

function Harness(props: {
  onSubmit?: (value: string) => void;
  onSuggestionSelect?: (suggestion: SearchSuggestion) => void;
  loading?: boolean;
}) {
  const [value, setValue] = useState("");
  return (
    <SearchBox
      value={value}
      onValueChange={setValue}
      onSubmit={props.onSubmit ?? vi.fn()}
      suggestions={value === "" || props.loading ? [] : suggestions}
      {...(props.onSuggestionSelect ? { onSuggestionSelect: props.onSuggestionSelect } : {})}
      loading={props.loading ?? false}
    />
  );
}

describe("SearchBox", () => {
  it("submits the text with Enter", async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole("combobox", { name: "Search" }), "milk{Enter}");
    expect(onSubmit).toHaveBeenCalledWith("milk");
  });

  it("clears the text with the clear button and keeps focus in the field", async () => {
    render(<Harness />);
    const field = screen.getByRole("combobox", { name: "Search" });
    await userEvent.type(field, "milk");
    await userEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(field).toHaveValue("");
    expect(field).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Clear search" })).not.toBeInTheDocument();
  });

  it("opens the suggestions, moves with arrows and picks with Enter", async () => {
    const onSuggestionSelect = vi.fn();
    const onSubmit = vi.fn();
    render(<Harness onSuggestionSelect={onSuggestionSelect} onSubmit={onSubmit} />);
    const field = screen.getByRole("combobox", { name: "Search" });
    await userEvent.type(field, "mi");
    expect(field).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{ArrowDown}{ArrowDown}");
    expect(screen.getByRole("option", { name: /Milk Bar/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await userEvent.keyboard("{Enter}");
    expect(onSuggestionSelect).toHaveBeenCalledWith(suggestions[1]);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field).toHaveAttribute("aria-expanded", "false");
  });

  it("closes the suggestions with Escape", async () => {
    render(<Harness />);
    const field = screen.getByRole("combobox", { name: "Search" });
    await userEvent.type(field, "mi{Escape}");
    expect(field).toHaveAttribute("aria-expanded", "false");
  });

  it("says suggestions are loading", async () => {
    render(<Harness loading />);
    await userEvent.type(screen.getByRole("combobox", { name: "Search" }), "mi");
    expect(screen.getByRole("status")).toHaveTextContent("Search suggestions are loading...");
  });
});
