/** Page-number paging for infinite queries: next page = pages fetched + 1; stop after an empty page. */

/** The first page number. */
export const FIRST_PAGE = 1;

/**
 * Returns the next page number, or undefined (no more pages) when the last page was empty.
 *
 * @example
 * nextPageNumber([], [[a], []]) // undefined
 * nextPageNumber([a], [[a]]) // 2
 */
export function nextPageNumber(
  lastPageList: readonly unknown[],
  allPages: readonly unknown[],
): number | undefined {
  return lastPageList.length === 0 ? undefined : allPages.length + 1;
}
