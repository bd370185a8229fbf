// Single source of truth for home-section sizes (D9): new arrivals count, product grid rows, list sizes.

export type Breakpoint = "mobile" | "sm" | "desktop";

/** Drawer lists (Latest, Popular) show 10 entries; flash sales at most 15; featured brands 9. */
export const DRAWER_LIST_LIMIT = 10;
export const FLASH_SALE_SHOW_LIMIT = 15;
export const FEATURED_BRANDS_LIMIT = 9;

/**
 * New arrivals show up to 8 (10 without a banner; 6 on the sm breakpoint; 4 on mobile).
 * @example newArrivalsCount({ hasBanner: false, breakpoint: "desktop" }) // 10
 */
export function newArrivalsCount(input: { hasBanner: boolean; breakpoint: Breakpoint }): number {
  if (input.breakpoint === "mobile") return 4;
  if (input.breakpoint === "sm") return 6;
  return input.hasBanner ? 8 : 10;
}

/**
 * The product grid uses 2 rows when total_size is above 7 (desktop), else 1.
 * @example productGridRows(8) // 2
 */
export function productGridRows(totalSize: number): 1 | 2 {
  return totalSize > 7 ? 2 : 1;
}
