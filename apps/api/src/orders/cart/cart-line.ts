import type { CartLine } from "@marketplace/api-client";
import type { ItemSelection } from "@marketplace/domain";
import { cartLineSchema } from "@marketplace/api-client";
import { findVariation } from "@marketplace/domain";

import type { cartLines, CartVariationRow } from "../../db/schema";
import type { CatalogEntry } from "./catalog-entry";

export type CartLineRow = typeof cartLines.$inferSelect;

const itemTypes = { Item: "App\\Models\\Item", ItemCampaign: "App\\Models\\ItemCampaign" } as const;

/** The item on a cart line: its add-ons and food variation values marked with the line's choices. */
function markedItem(row: CartLineRow, entry: CatalogEntry): Record<string, unknown> {
  const chosen = new Map<string, string[]>();
  for (const entryChoice of row.variation) {
    if ("values" in entryChoice) chosen.set(entryChoice.name, entryChoice.values.label);
  }
  const foodVariations = Array.isArray(entry.wire.food_variations)
    ? (entry.wire.food_variations as { name: string; values: { label: string }[] }[]).map(
        (variation) => ({
          ...variation,
          values: variation.values.map((value) => ({
            ...value,
            isSelected: chosen.get(variation.name)?.includes(value.label) ?? false,
          })),
        }),
      )
    : entry.wire.food_variations;
  const addOns = Array.isArray(entry.wire.add_ons)
    ? (entry.wire.add_ons as { id: number }[]).map((addOn) => {
        const index = row.addOnIds.indexOf(addOn.id);
        return index < 0 ? addOn : { ...addOn, isChecked: true, quantity: row.addOnQtys[index] };
      })
    : entry.wire.add_ons;
  return { ...entry.wire, food_variations: foodVariations, add_ons: addOns };
}

/** A cart line as the contract sends it (`customer/cart/list` rows). */
export function wireCartLine(row: CartLineRow, entry: CatalogEntry): Record<string, unknown> {
  return {
    id: row.id,
    user_id: row.ownerId,
    module_id: row.moduleId,
    item_id: row.itemId,
    is_guest: row.isGuest,
    add_on_ids: row.addOnIds,
    add_on_qtys: row.addOnQtys,
    item_type: itemTypes[entry.model],
    price: row.price,
    quantity: row.quantity,
    variation: row.variation,
    item: markedItem(row, entry),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

/** The line fields without the item (the item is parsed once per catalogue entry). */
const lineFieldsSchema = cartLineSchema.omit({ item: true });

const unmarked = (list: unknown) => !Array.isArray(list) || list.length === 0;

/** The same line parsed with the SDK schema, ready for the domain's pricing rules. */
export function typedCartLine(row: CartLineRow, entry: CatalogEntry): CartLine {
  const wire = wireCartLine(row, entry);
  // Without food variations and add-ons the line's item is the entry's wire item unchanged, so its
  // parsed form is the entry's (already parsed) item: only the line's own fields are parsed here.
  if (unmarked(entry.wire.food_variations) && unmarked(entry.wire.add_ons)) {
    const { item: _item, ...fields } = wire;
    return { ...lineFieldsSchema.parse(fields), item: entry.item };
  }
  return cartLineSchema.parse(wire);
}

/** The variation entries stored for a selection (food choices as `{ name, values: { label } }`). */
export function variationRows(selection: ItemSelection, entry: CatalogEntry): CartVariationRow[] {
  const rows: CartVariationRow[] = [];
  const type = selection.variationType;
  if (type) {
    const match = findVariation(entry.item.variations, type);
    if (match) rows.push({ type: match.type, price: match.price, stock: match.stock ?? 0 });
  }
  for (const [name, labels] of Object.entries(selection.foodChoices ?? {})) {
    if (labels.length > 0) rows.push({ name, values: { label: [...labels].sort() } });
  }
  return rows;
}
