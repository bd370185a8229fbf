// Single source of truth for per-module home layout numbers (D9): category order and banner slides.

/**
 * Category order: Grocery and Pharmacy reversed, others as the server sends them.
 * @example orderCategories([a, b], "grocery") // [b, a]
 */
export function orderCategories<T>(
  categories: readonly T[],
  moduleType: string | null | undefined,
): T[] {
  return moduleType === "grocery" || moduleType === "pharmacy"
    ? [...categories].reverse()
    : [...categories];
}

/**
 * Banners per view in the home slider: grocery 1 or 2; pharmacy and food 1, 2 or 3 by banner count;
 * ecommerce shows the banner count.
 * @example bannerSlidesPerView("grocery", 5) // 2
 */
export function bannerSlidesPerView(
  moduleType: string | null | undefined,
  bannerCount: number,
): number {
  const count = Math.max(0, Math.floor(bannerCount));
  if (moduleType === "ecommerce") return count;
  const cap = moduleType === "grocery" ? 2 : 3;
  return Math.min(count, cap);
}

/**
 * Sliders loop infinitely only when there are enough items (more than fit in one view).
 * @example sliderLoops(3, 2) // true
 */
export function sliderLoops(itemCount: number, perView: number): boolean {
  return itemCount > perView;
}

/**
 * Featured stores are those with featured equal to 1.
 * @example featuredStores([{ featured: true }, { featured: false }]) // [{ featured: true }]
 */
export function featuredStores<T extends { featured?: boolean | number | null | undefined }>(
  stores: readonly T[],
): T[] {
  return stores.filter((store) => store.featured === true || store.featured === 1);
}
