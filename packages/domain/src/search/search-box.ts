// Single source of truth for the search box decisions (A4, A5): suggestions, panel and submit.

import type { DataType } from "../listing/listing-state";

/** Suggestions are fetched after a 0.5 s debounce. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * Suggestions are fetched only for non-empty text.
 * @example shouldFetchSuggestions("  ") // false
 */
export function shouldFetchSuggestions(text: string): boolean {
  return text.trim() !== "";
}

export type SearchPanel = "history" | "suggestions" | "closed";

/**
 * An empty box shows history; otherwise suggestions; the panel stays closed when both the items and
 * stores suggestion lists are empty.
 * @example searchPanel("mi", { items: [], stores: [] }) // "closed"
 */
export function searchPanel(
  text: string,
  suggestions: { items: readonly unknown[]; stores: readonly unknown[] },
): SearchPanel {
  if (text.trim() === "") return "history";
  return suggestions.items.length === 0 && suggestions.stores.length === 0
    ? "closed"
    : "suggestions";
}

export type SearchSubmit =
  | { code: "search"; search: string; data_type: "searched" }
  | { code: "reset_search"; data_type: Extract<DataType, "category" | "all"> }
  | { code: "ignore" };

/**
 * A search sets query search and data_type searched. An empty search with an active query resets
 * data_type to category (when a category is being browsed) or all; without an active query it does nothing.
 * @example submitSearch({ text: "", activeQuery: "milk", browsingCategory: true }) // { code: "reset_search", data_type: "category" }
 */
export function submitSearch(input: {
  text: string;
  activeQuery: string | null;
  browsingCategory: boolean;
}): SearchSubmit {
  const text = input.text.trim();
  if (text !== "") return { code: "search", search: text, data_type: "searched" };
  if (input.activeQuery !== null && input.activeQuery !== "") {
    return { code: "reset_search", data_type: input.browsingCategory ? "category" : "all" };
  }
  return { code: "ignore" };
}
