// Single source of truth for recent searches (A4, A5, D9): at most 5, newest first, no duplicates.

/** Recent searches show at most 5 entries. */
export const SEARCH_HISTORY_LIMIT = 5;

/**
 * Adds a term to the history: trimmed, newest first, an earlier equal entry removed, at most 5 kept.
 * Empty text leaves the history unchanged.
 * @example addToSearchHistory(["milk", "bread"], "bread") // ["bread", "milk"]
 */
export function addToSearchHistory(history: readonly string[], term: string): string[] {
  const text = term.trim();
  if (text === "") return [...history];
  return [text, ...history.filter((entry) => entry !== text)].slice(0, SEARCH_HISTORY_LIMIT);
}
