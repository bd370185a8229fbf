// Single source of truth for the price or price range an item shows (D2, D5).

import type { MinorUnits } from "../money/to-minor-units";
import type { PricedItem } from "./item-price";
import { asList } from "../errors/as-list";
import { toMinorUnits } from "../money/to-minor-units";
import { discountedUnitPrice, effectiveDiscount } from "./effective-discount";

export interface PriceRange {
  min: MinorUnits;
  max: MinorUnits;
  minDiscounted: MinorUnits;
  maxDiscounted: MinorUnits;
  /** False when min equals max (show one price). */
  isRange: boolean;
}

function sumLargest(prices: number[], count: number): number {
  return [...prices]
    .sort((a, b) => b - a)
    .slice(0, count)
    .reduce((sum, price) => sum + price, 0);
}

function sumSmallest(prices: number[], count: number): number {
  return [...prices]
    .sort((a, b) => a - b)
    .slice(0, count)
    .reduce((sum, price) => sum + price, 0);
}

/**
 * Items with non-food variations range from the cheapest to the dearest variation; food items range from
 * the base price plus the cheapest required choices to the base price plus the dearest allowed choices;
 * others show one price. Both ends also come discounted.
 * @example priceRange({ price: 10, variations: [{ type: "S", price: 8 }, { type: "L", price: 12 }] }, 2) // min 800, max 1200
 */
export function priceRange(item: PricedItem, digits: number): PriceRange {
  const base = toMinorUnits(item.price, digits);
  let min = base;
  let max = base;
  const variations = asList(item.variations, "variations");
  if (variations.length > 0) {
    const prices = variations.map((variation) => toMinorUnits(variation.price, digits));
    min = Math.min(...prices);
    max = Math.max(...prices);
  } else {
    for (const variation of asList(item.food_variations, "food_variations")) {
      const prices = asList(variation.values, "food variation values").map((value) =>
        toMinorUnits(value.optionPrice, digits),
      );
      const single = variation.type === "single";
      const least = single ? 1 : Math.max(variation.min ?? 0, 1);
      const most = single ? 1 : (variation.max ?? prices.length);
      if (variation.required === "on") min += sumSmallest(prices, least);
      max += sumLargest(prices, most);
    }
  }
  const discount = effectiveDiscount(item, digits);
  return {
    min,
    max,
    minDiscounted: discountedUnitPrice(min, discount),
    maxDiscounted: discountedUnitPrice(max, discount),
    isRange: min !== max,
  };
}
