/** Cart lines and the cart request bodies. */
import * as z from "zod";

import { itemSchema, itemVariationSchema } from "./item";
import {
  toListLoose,
  wireArray,
  wireFlag,
  wireId,
  wireNumber,
  wireOptionalId,
  wireString,
} from "./wire";

/** A chosen food variation on a cart line: `{ name, values: { label: string[] } }`. */
export const foodVariationSelectionSchema = z.looseObject({
  name: wireString,
  values: z.looseObject({ label: wireArray(wireString) }),
});
/** A chosen food variation. */
export type FoodVariationSelection = z.infer<typeof foodVariationSelectionSchema>;

/** A cart line's variation entry: a food selection or a non-food `{ type, price, stock }`. */
export const cartVariationSchema = z.union([foodVariationSelectionSchema, itemVariationSchema]);
/** A cart line's variation entry. */
export type CartVariation = z.infer<typeof cartVariationSchema>;

function isObjectList(value: unknown): boolean {
  return (
    Array.isArray(value) && value.every((entry) => typeof entry === "object" && entry !== null)
  );
}

/**
 * A cart line's item as the backend sends it: its `add_ons` may be the raw JSON string of the line's add-on ids
 * (`'["11","12"]'`) while the AddOn objects (with `isChecked` and `quantity`) are in `addons`; then `add_ons`
 * takes the objects of `addons`.
 *
 * @example
 * cartLineItem({ ...item, add_ons: '["11"]', addons: [{ id: 11, name: "Cheese", price: 1 }] }).add_ons // [{ id: 11, … }]
 */
export function cartLineItem(value: unknown): unknown {
  if (typeof value !== "object" || value === null) return value;
  const record = value as Record<string, unknown>;
  if (record.addons === undefined) return value;
  const addOns = toListLoose(record.add_ons);
  if (Array.isArray(addOns) && addOns.length > 0 && isObjectList(addOns)) return value;
  return { ...record, add_ons: record.addons };
}

/** A cart line's item: an item whose add-ons may arrive in `addons` (see {@link cartLineItem}). */
export const cartLineItemSchema = z.preprocess(cartLineItem, itemSchema);

/**
 * A wire cart line. `user_id` is the user's id or the guest id; `add_on_ids`/`add_on_qtys` are parallel;
 * `item` is the full item with the line's add-ons and `food_variations[].values[].isSelected` marked.
 */
export const cartLineSchema = z.looseObject({
  id: wireId,
  user_id: wireOptionalId,
  module_id: wireOptionalId,
  item_id: wireId,
  is_guest: wireFlag.optional(),
  add_on_ids: wireArray(wireId).default([]),
  add_on_qtys: wireArray(wireNumber).default([]),
  item_type: z.string().nullish(),
  price: wireNumber,
  quantity: wireNumber,
  variation: wireArray(cartVariationSchema).default([]),
  item: cartLineItemSchema,
  created_at: z.string().nullish(),
  updated_at: z.string().nullish(),
});
/** A wire cart line. */
export type CartLine = z.infer<typeof cartLineSchema>;

/** Every cart call answers the whole cart: a bare array of lines. */
export const cartSchema = wireArray(cartLineSchema);
/** The cart. */
export type Cart = z.infer<typeof cartSchema>;

const variationInput = z.array(
  z.union([
    z.object({ name: z.string(), values: z.object({ label: z.array(z.string()) }) }),
    z
      .object({ type: z.string(), price: wireNumber.optional(), stock: wireNumber.optional() })
      .loose(),
  ]),
);

function alignAddOns<
  T extends { add_on_ids?: number[] | undefined; add_on_qtys?: number[] | undefined },
>(body: T, ctx: z.RefinementCtx): T {
  const ids = body.add_on_ids ?? [];
  const qtys = body.add_on_qtys ?? [];
  if (ids.length !== qtys.length) {
    ctx.addIssue({
      code: "custom",
      path: ["add_on_qtys"],
      message: "add_on_ids and add_on_qtys must be aligned",
    });
    return body;
  }
  if (ids.length === 0) return body;
  const pairs = ids.map((id, index) => [id, qtys[index] ?? 0] as const).sort((a, b) => a[0] - b[0]);
  return {
    ...body,
    add_on_ids: pairs.map((pair) => pair[0]),
    add_on_qtys: pairs.map((pair) => pair[1]),
  };
}

const lineInputShape = {
  price: wireNumber.pipe(z.number().nonnegative()),
  quantity: wireNumber.pipe(z.number().int().min(1)),
  add_on_ids: z.array(wireId).optional(),
  add_on_qtys: z.array(wireNumber.pipe(z.number().int().min(1))).optional(),
  variation: variationInput.optional(),
  guest_id: wireId.optional(),
};

/**
 * `POST customer/cart/add` body. Add-on ids and quantities are checked to be aligned and sent sorted by id.
 * The reference API validates the bodies it receives with this same schema.
 */
export const cartAddBodySchema = z
  .object({
    item_id: wireId,
    model: z.enum(["Item", "ItemCampaign"]),
    ...lineInputShape,
  })
  .transform(alignAddOns);
/** `POST customer/cart/add` body. */
export type CartAddBody = z.input<typeof cartAddBodySchema> & z.infer<typeof cartAddBodySchema>;

/** `POST customer/cart/update` body. */
export const cartUpdateBodySchema = z
  .object({
    cart_id: wireId,
    model: z.enum(["Item", "ItemCampaign"]).optional(),
    item_id: wireId.optional(),
    ...lineInputShape,
  })
  .transform(alignAddOns);
/** `POST customer/cart/update` body. */
export type CartUpdateBody = z.input<typeof cartUpdateBodySchema> &
  z.infer<typeof cartUpdateBodySchema>;

/** `DELETE customer/cart/remove-item` query. */
export const cartRemoveItemQuerySchema = z.object({ cart_id: wireId, guest_id: wireId.optional() });
/** `DELETE customer/cart/remove-item` query. */
export type CartRemoveItemQuery = z.infer<typeof cartRemoveItemQuerySchema>;
