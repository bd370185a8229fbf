// Single source of truth for the brands page sort (D2): A to Z, Z to A or Default (server order).

/**
 * Sorts brands by name A to Z or Z to A; Default keeps the server order.
 * @example sortBrands([{ name: "b" }, { name: "a" }], "AtoZ") // [{ name: "a" }, { name: "b" }]
 */
export function sortBrands<T extends { name: string }>(
  brands: readonly T[],
  sort: "AtoZ" | "ZtoA" | "default",
): T[] {
  if (sort === "default") return [...brands];
  const sorted = [...brands].sort((a, b) => a.name.localeCompare(b.name));
  return sort === "AtoZ" ? sorted : sorted.reverse();
}
