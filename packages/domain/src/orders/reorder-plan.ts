// Single source of truth for "reorder in one tap" (A7): which of an order's lines go back into the cart,
// which are flagged (unavailable, changed in price) and whether the single-store rule asks to clear the cart.

import type { CartAddBody, Item, OrderDetail } from "@marketplace/api-client";

import type { MinorUnits } from "../money/to-minor-units";
import { storeConflict } from "../cart/single-store-cart";
import { asList } from "../errors/as-list";
import { fromMinorUnits, toMinorUnits } from "../money/to-minor-units";
import { itemPrice } from "../pricing/item-price";
import { findVariation } from "../variations/find-variation";

/** The item as the catalogue serves it now (null: it is gone). */
export type ReorderCurrentItem = Pick<
  Item,
  | "id"
  | "name"
  | "price"
  | "discount"
  | "discount_type"
  | "store_discount"
  | "variations"
  | "food_variations"
  | "add_ons"
  | "store_id"
  | "stock"
  | "module_type"
  | "maximum_cart_quantity"
> & {
  /** Switched off by the store (the catalogue usually hides such items: a 404). */
  status?: unknown;
};

export type ReorderFlag =
  | { code: "unavailable"; detailId: number; name: string }
  | { code: "price_changed"; detailId: number; name: string; was: MinorUnits; now: MinorUnits };

export interface ReorderPlan {
  /** The cart additions, in the order's order, priced as the catalogue prices them now. */
  add: CartAddBody[];
  flags: ReorderFlag[];
  /** The store of the lines to add (null when none can be added). */
  storeId: number | null;
  /** The cart holds another store's items: it must be cleared first (the single-store rule). */
  clearCartFirst: boolean;
}

type WireVariation =
  { type: string; price?: number } | { name: string; values: { label: string[] } };

function isVariation(value: unknown): value is WireVariation {
  if (typeof value !== "object" || value === null) return false;
  if ("type" in value) return typeof value.type === "string";
  if (!("name" in value) || !("values" in value)) return false;
  const values = value.values;
  return (
    typeof value.name === "string" &&
    typeof values === "object" &&
    values !== null &&
    "label" in values &&
    Array.isArray(values.label)
  );
}

function addOnPairs(addOns: readonly unknown[]): { id: number; quantity: number }[] {
  return addOns.flatMap((entry) => {
    if (typeof entry !== "object" || entry === null) return [];
    const id = "id" in entry ? Number(entry.id) : Number.NaN;
    const quantity = "quantity" in entry ? Number(entry.quantity) : 1;
    return Number.isInteger(id) && id > 0
      ? [{ id, quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 1 }]
      : [];
  });
}

function isOffered(value: unknown): boolean {
  return value !== false && value !== 0;
}

/** Enough stock (non-food items and their variations; food is not counted) for the quantity. */
function hasStock(
  item: ReorderCurrentItem,
  variationType: string | null,
  quantity: number,
): boolean {
  if (item.module_type === "food") return true;
  const variations = asList(item.variations, "variations");
  if (variationType !== null && variations.length > 0) {
    const variation = findVariation(variations, variationType);
    if (variation === null) return false;
    return variation.stock === null || variation.stock === undefined || variation.stock >= quantity;
  }
  return item.stock === null || item.stock === undefined || item.stock >= quantity;
}

function nameOf(detail: OrderDetail, current: ReorderCurrentItem | null | undefined): string {
  const ordered = detail.item_details?.name;
  return current?.name ?? (typeof ordered === "string" ? ordered : "");
}

/**
 * Plans a reorder: each detail row whose item still exists, is on offer, has the stock, still offers the
 * chosen options and add-ons, and belongs to the first available line's store is added at today's price
 * (flagged `price_changed` when its unit price moved); every other row is flagged `unavailable`. When the
 * cart holds another store's lines, `clearCartFirst` is set (the storefront asks before clearing).
 * @example reorderPlan(details, new Map([[7, item]]), cartLines, 2).add[0] // { item_id: 7, model: "Item", quantity: 2, … }
 */
export function reorderPlan(
  details: readonly OrderDetail[],
  current: ReadonlyMap<number, ReorderCurrentItem | null>,
  cart: readonly { item: { store_id: number } }[],
  digits: number,
): ReorderPlan {
  const add: CartAddBody[] = [];
  const flags: ReorderFlag[] = [];
  let storeId: number | null = null;
  for (const detail of details) {
    const itemId = detail.item_id ?? detail.item_campaign_id ?? null;
    const item = itemId === null ? null : (current.get(itemId) ?? null);
    const quantity = Math.max(1, Math.trunc(detail.quantity ?? 1));
    const unavailable = () =>
      flags.push({ code: "unavailable", detailId: detail.id, name: nameOf(detail, item) });
    if (
      item === null ||
      !isOffered(item.status) ||
      (storeId !== null && item.store_id !== storeId)
    ) {
      unavailable();
      continue;
    }
    const variation = asList(detail.variation ?? [], "variation").filter(isVariation);
    const addOns = addOnPairs(asList(detail.add_ons ?? [], "add_ons"));
    const selection = {
      quantity,
      variationType: variation.flatMap((entry) => ("type" in entry ? [entry.type] : []))[0] ?? null,
      foodChoices: Object.fromEntries(
        variation.flatMap((entry) =>
          "values" in entry && entry.values.label.length > 0
            ? [[entry.name, [...entry.values.label]] as const]
            : [],
        ),
      ),
      addOns,
    };
    const offeredAddOns = new Set(
      asList(item.add_ons, "add_ons")
        .filter((addOn) => isOffered(addOn.status))
        .map((addOn) => addOn.id),
    );
    if (
      !hasStock(item, selection.variationType, quantity) ||
      addOns.some((pair) => !offeredAddOns.has(pair.id))
    ) {
      unavailable();
      continue;
    }
    let unit: MinorUnits;
    try {
      unit = itemPrice(item, selection, digits).unitPrice;
    } catch {
      // A chosen option the item no longer offers.
      unavailable();
      continue;
    }
    const was = toMinorUnits(detail.price ?? 0, digits);
    if (unit !== was)
      flags.push({ code: "price_changed", detailId: detail.id, name: item.name, was, now: unit });
    storeId = item.store_id;
    add.push({
      item_id: item.id,
      model: detail.item_id === null || detail.item_id === undefined ? "ItemCampaign" : "Item",
      price: fromMinorUnits(unit, digits),
      quantity,
      variation,
      add_on_ids: addOns.map((pair) => pair.id),
      add_on_qtys: addOns.map((pair) => pair.quantity),
    });
  }
  const clearCartFirst =
    storeId !== null && storeConflict(cart, storeId).code === "clear_cart_required";
  return { add, flags, storeId, clearCartFirst };
}
