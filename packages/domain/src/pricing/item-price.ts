// Single source of truth for an item's price (D5): base or variation price, plus food options, less the
// discount, times quantity, plus add-ons (price × their own quantity). Computed in minor units, rounded once.

import type { Item } from "@marketplace/api-client";

import type { MinorUnits } from "../money/to-minor-units";
import type { ItemSelection } from "./item-selection";
import { asList } from "../errors/as-list";
import { DomainInputError } from "../errors/domain-input-error";
import { roundMinorUnits, toMinorUnits } from "../money/to-minor-units";
import { findVariation } from "../variations/find-variation";
import { discountedUnitExact, effectiveDiscount } from "./effective-discount";

export type PricedItem = Pick<
  Item,
  | "price"
  | "discount"
  | "discount_type"
  | "store_discount"
  | "variations"
  | "food_variations"
  | "add_ons"
>;

export interface ItemPrice {
  /** Base (or variation) price plus chosen option prices, per unit, before discount. */
  unitPrice: MinorUnits;
  /** The unit price after discount (rounded once). */
  unitDiscounted: MinorUnits;
  /** Add-ons: each price × its own quantity. */
  addOnsTotal: MinorUnits;
  /** unitPrice × quantity + addOnsTotal. */
  totalBeforeDiscount: MinorUnits;
  /** What the discount saves on this line. */
  discountAmount: MinorUnits;
  /** What the customer pays for the line; never negative. */
  total: MinorUnits;
}

/** Checks that a quantity is a whole number of at least 1; throws `invalid_quantity` otherwise. */
export function assertQuantity(quantity: number, name = "quantity"): number {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new DomainInputError(
      "invalid_quantity",
      `${name} must be a whole number of at least 1, got ${String(quantity)}`,
      quantity,
    );
  }
  return quantity;
}

/**
 * The unit price before discount: the chosen non-food variation's price (else the base price) plus the
 * chosen food option prices. Option prices are decimals, never truncated. Unknown choices throw.
 * @example unitPriceBeforeDiscount(burger, { quantity: 1, foodChoices: { Size: ["Large"] } }, 2) // 1000 + 250
 */
export function unitPriceBeforeDiscount(
  item: PricedItem,
  selection: ItemSelection,
  digits: number,
): MinorUnits {
  let unit = toMinorUnits(item.price, digits);
  const variationType = selection.variationType;
  if (
    variationType !== null &&
    variationType !== undefined &&
    asList(item.variations, "variations").length > 0
  ) {
    const variation = findVariation(item.variations, variationType);
    if (variation === null) {
      throw new DomainInputError(
        "unknown_variation",
        `No variation matches "${variationType}"`,
        variationType,
      );
    }
    unit = toMinorUnits(variation.price, digits);
  }
  for (const [name, labels] of Object.entries(selection.foodChoices ?? {})) {
    const variation = asList(item.food_variations, "food_variations").find(
      (candidate) => candidate.name === name,
    );
    for (const label of labels) {
      const value = asList(variation?.values, "food variation values").find(
        (candidate) => candidate.label === label,
      );
      if (value === undefined) {
        throw new DomainInputError(
          "unknown_option",
          `No option "${label}" in variation "${name}"`,
          { name, label },
        );
      }
      unit += toMinorUnits(value.optionPrice, digits);
    }
  }
  return unit;
}

/**
 * Add-ons cost their price × their own quantity each.
 * @example addOnsTotal(burger, [{ id: 1, quantity: 2 }], 2) // 2 × 150
 */
export function addOnsTotal(
  item: Pick<Item, "add_ons">,
  addOns: ItemSelection["addOns"],
  digits: number,
): MinorUnits {
  let total = 0;
  for (const choice of asList(addOns, "add-on choices")) {
    assertQuantity(choice.quantity, "add-on quantity");
    const addOn = asList(item.add_ons, "add_ons").find((candidate) => candidate.id === choice.id);
    if (addOn === undefined)
      throw new DomainInputError(
        "unknown_add_on",
        `No add-on with id ${String(choice.id)}`,
        choice.id,
      );
    total += toMinorUnits(addOn.price, digits) * choice.quantity;
  }
  return total;
}

/**
 * Price = (base or variation price + option prices) less the discount, times quantity, plus add-ons
 * (price × quantity); discounts never apply to add-ons; rounded once; never negative.
 * @example itemPrice({ price: 10, discount: 10, discount_type: "percent" }, { quantity: 2 }, 2).total // 1800
 */
export function itemPrice(item: PricedItem, selection: ItemSelection, digits: number): ItemPrice {
  const quantity = assertQuantity(selection.quantity);
  const unitPrice = unitPriceBeforeDiscount(item, selection, digits);
  const discount = effectiveDiscount(item, digits);
  const addOns = addOnsTotal(item, selection.addOns, digits);
  const discountedItems = roundMinorUnits(discountedUnitExact(unitPrice, discount) * quantity);
  const totalBeforeDiscount = unitPrice * quantity + addOns;
  const total = discountedItems + addOns;
  return {
    unitPrice,
    unitDiscounted: roundMinorUnits(discountedUnitExact(unitPrice, discount)),
    addOnsTotal: addOns,
    totalBeforeDiscount,
    discountAmount: totalBeforeDiscount - total,
    total,
  };
}
