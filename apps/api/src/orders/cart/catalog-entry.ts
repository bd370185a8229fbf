import { and, eq, inArray } from "drizzle-orm";

import type { Item } from "@marketplace/api-client";
import { itemSchema } from "@marketplace/api-client";

import type { ItemCampaignRow, ItemRow } from "../../catalog/reference";
import type { View } from "../../catalog/view";
import type { Db } from "../../db/client";
import { formatCampaignItem, formatItem } from "../../catalog/format";
import { itemCampaigns, items } from "../../db/schema";

export type CartModel = "Item" | "ItemCampaign";

/** An item (or campaign item) as the cart and the order see it. */
export interface CatalogEntry {
  model: CartModel;
  id: number;
  moduleId: number;
  storeId: number;
  moduleType: string | null;
  /** The wire item (production `product_data_formatting`). */
  wire: Record<string, unknown>;
  /** The same item, parsed with the SDK schema for the domain rules. */
  item: Item;
}

const entryKey = (model: CartModel, id: number) => `${model}:${String(id)}`;

function toEntry(model: CartModel, row: ItemRow | ItemCampaignRow, view: View): CatalogEntry {
  const wire =
    model === "Item"
      ? formatItem(row as ItemRow, view)
      : formatCampaignItem(row as ItemCampaignRow, view);
  let typed: Item | undefined;
  return {
    model,
    id: row.id,
    moduleId: row.moduleId,
    storeId: row.storeId,
    moduleType: view.ref.modules.get(row.moduleId)?.moduleType ?? null,
    wire,
    // Parsed on first use only: listing the cart needs the wire item, pricing needs the typed one.
    get item(): Item {
      typed ??= itemSchema.parse(wire);
      return typed;
    },
  };
}

/** Loads the active items behind a set of (model, id) references, keyed "Model:id". */
export async function loadEntries(
  db: Db,
  view: View,
  refs: readonly { model: string; id: number }[],
): Promise<Map<string, CatalogEntry>> {
  const itemIds = [...new Set(refs.filter((ref) => ref.model === "Item").map((ref) => ref.id))];
  const campaignIds = [
    ...new Set(refs.filter((ref) => ref.model === "ItemCampaign").map((ref) => ref.id)),
  ];
  const [itemRows, campaignRows] = await Promise.all([
    itemIds.length > 0
      ? db
          .select()
          .from(items)
          .where(and(inArray(items.id, itemIds), eq(items.status, 1)))
      : Promise.resolve([]),
    campaignIds.length > 0
      ? db
          .select()
          .from(itemCampaigns)
          .where(and(inArray(itemCampaigns.id, campaignIds), eq(itemCampaigns.status, 1)))
      : Promise.resolve([]),
  ]);
  const entries = new Map<string, CatalogEntry>();
  for (const row of itemRows) entries.set(entryKey("Item", row.id), toEntry("Item", row, view));
  for (const row of campaignRows)
    entries.set(entryKey("ItemCampaign", row.id), toEntry("ItemCampaign", row, view));
  return entries;
}

export function entryOf(
  entries: Map<string, CatalogEntry>,
  model: string,
  id: number,
): CatalogEntry | undefined {
  return entries.get(`${model}:${String(id)}`);
}
