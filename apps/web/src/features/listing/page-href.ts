/**
 * The listing's URL showing pages up to `page` (the first page's URL has no page).
 * @example pageHref("data_type=all", 3) // "/home?data_type=all&page=3"
 */
export function pageHref(query: string, page: number): string {
  const params = new URLSearchParams(query);
  params.delete("page");
  if (page > 1) params.set("page", String(page));
  return `/home?${params.toString()}`;
}

/**
 * The last page shown, from the URL's `page` (infinite scroll moves it as it loads): 1 unless it is a
 * whole number above 1 (the server keeps it within its last page).
 * @example shownPageOf("3") // 3
 * @example shownPageOf(null) // 1
 */
export function shownPageOf(value: string | null): number {
  if (value === null || !/^\d{1,4}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}
