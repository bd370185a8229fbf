import type { AddOn, Item } from "@marketplace/api-client";

/**
 * The fields of a wire item that a card's Add reads, and the cart line it draws until the server
 * answers: the add rules (`addToCartEntry`: location, variations; `storeConflict`: the store; the
 * campaign and prescription checks), the price and the add body (`cartAddBody`, `itemPrice`: price,
 * discounts, variations, food variations, add-ons), the stepper's limits (`itemQuantityIncrease`: stock,
 * maximum quantity), the product page (`productHref`: slug, module) and the drawer's row (name,
 * picture, store). The server's answer replaces the drawn line with the full item. Of an add-on, only
 * what the prices and the add body read (`ADD_ON_FIELDS`).
 */
const CART_ACTION_FIELDS = [
  "slug",
  "image_full_url",
  "discount",
  "discount_type",
  "tax",
  "tax_type",
  "store_discount",
  "restaurant_discount",
  "store_name",
  "module_id",
  "module_type",
  "zone_id",
  "unit_type",
  "variations",
  "food_variations",
  "choice_options",
  "veg",
  "flash_sale",
  "is_prescription_required",
  "schedule_order",
  "is_campaign",
  "stock",
  "maximum_cart_quantity",
  "available_time_starts",
  "available_time_ends",
  "available_date_starts",
  "available_date_ends",
] as const satisfies readonly (keyof Item)[];

/** An add-on's fields the prices and the add body read (its id, name, price and whether it is on). */
const ADD_ON_FIELDS = ["id", "name", "price", "status"] as const satisfies readonly (keyof AddOn)[];

/** An add-on without its store, stock and dates (about 110 bytes each, once per card). */
function cartActionAddOn(addOn: AddOn): AddOn {
  const kept = ADD_ON_FIELDS.filter((field) => addOn[field] !== undefined).map(
    (field) => [field, addOn[field]] as const,
  );
  return { ...Object.fromEntries(kept), id: addOn.id, name: addOn.name, price: addOn.price };
}

/**
 * What a card's cart action receives from the server (a client component's props travel in the page's
 * RSC payload once per card): the item with only `CART_ACTION_FIELDS` — not its description, pictures,
 * categories, tags, ratings, dates or the keys the SDK does not know (about a third of the wire item).
 */
export function cartActionItem(item: Item): Item {
  const kept = CART_ACTION_FIELDS.filter((field) => item[field] !== undefined).map(
    (field) => [field, item[field]] as const,
  );
  return {
    ...Object.fromEntries(kept),
    ...(item.add_ons === undefined ? {} : { add_ons: item.add_ons.map(cartActionAddOn) }),
    id: item.id,
    name: item.name,
    price: item.price,
    store_id: item.store_id,
  };
}
