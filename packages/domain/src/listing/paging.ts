// Single source of truth for infinite-scroll paging (D4, D9): next page = pages fetched + 1, stop after an empty page.

/**
 * The next page number (the wire's `offset`, first page 1) or null when the last page was empty.
 * @example nextPageNumber([[a, b], [c]]) // 3
 */
export function nextPageNumber(pages: readonly (readonly unknown[])[]): number | null {
  const last = pages.at(-1);
  if (last?.length === 0) return null;
  return pages.length + 1;
}

/**
 * An empty first page marks the list as searched (the empty state shows).
 * @example isSearchedEmpty([[]]) // true
 */
export function isSearchedEmpty(pages: readonly (readonly unknown[])[]): boolean {
  return pages.length > 0 && pages[0]?.length === 0;
}
