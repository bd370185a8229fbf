import { and, eq, inArray } from "drizzle-orm";

import type { Item } from "@marketplace/api-client";
import { itemSchema } from "@marketplace/api-client";

import type { ItemCampaignRow, ItemRow, Reference } from "../../catalog/reference";
import type { View } from "../../catalog/view";
import type { Db } from "../../db/client";
import { formatCampaignItem, formatItem } from "../../catalog/format";
import { contentLanguage } from "../../catalog/translate";
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

/** The typed item of each entry that has been asked for it (see `withWire`). */
const parsedItems = new WeakMap<CatalogEntry, Item>();

function withWire(
  base: Omit<CatalogEntry, "wire" | "item">,
  wire: Record<string, unknown>,
  parsed?: Item,
): CatalogEntry {
  let typed = parsed;
  const entry: CatalogEntry = {
    ...base,
    wire,
    // Parsed on first use only: listing the cart needs the wire item, pricing needs the typed one.
    get item(): Item {
      if (!typed) {
        typed = itemSchema.parse(wire);
        parsedItems.set(entry, typed);
      }
      return typed;
    },
  };
  if (typed) parsedItems.set(entry, typed);
  return entry;
}

/**
 * The typed item with new stock and variations, parsed field by field (the item schema has no
 * whole-object rules, so this equals parsing the whole new wire item, without parsing it all again).
 */
function restocked(typed: Item, row: StockAfter): Item {
  return {
    ...typed,
    stock: itemSchema.shape.stock.parse(row.stock),
    variations: itemSchema.shape.variations.parse(row.variations),
  };
}

function toEntry(model: CartModel, row: ItemRow | ItemCampaignRow, view: View): CatalogEntry {
  const wire =
    model === "Item"
      ? formatItem(row as ItemRow, view)
      : formatCampaignItem(row as ItemCampaignRow, view);
  return withWire(
    {
      model,
      id: row.id,
      moduleId: row.moduleId,
      storeId: row.storeId,
      moduleType: view.ref.modules.get(row.moduleId)?.moduleType ?? null,
    },
    wire,
  );
}

/**
 * Entries already formatted and parsed, per reference generation (a new generation starts empty), kept
 * `entryTtlMs` like the catalogue's own item rows. Orders forget the entries whose stock they changed.
 */
const entryTtlMs = 5_000;
type EntryCache = Map<string, { at: number; entry: CatalogEntry }>;
/** Per reference generation, per language (the wire item's names follow the request's language). */
const entryCaches = new WeakMap<Reference, Map<string, EntryCache>>();

/** Stock as a take or give-back left it (the rows the stock statement returned). */
export interface StockAfter {
  model: CartModel;
  id: number;
  stock: number;
  variations: unknown;
}

/**
 * After a stock change: cached entries take the new `stock` and `variations` (no reload); entries the
 * change does not describe are dropped.
 */
export function updateEntries(
  ref: Reference,
  ids: { itemIds: readonly number[]; campaignIds: readonly number[] },
  after: readonly StockAfter[],
): void {
  for (const cache of entryCaches.get(ref)?.values() ?? []) updateCache(cache, ids, after);
}

function updateCache(
  cache: EntryCache,
  ids: { itemIds: readonly number[]; campaignIds: readonly number[] },
  after: readonly StockAfter[],
): void {
  const known = new Map(after.map((row) => [entryKey(row.model, row.id), row]));
  const keys = [
    ...ids.itemIds.map((id) => entryKey("Item", id)),
    ...ids.campaignIds.map((id) => entryKey("ItemCampaign", id)),
  ];
  for (const key of keys) {
    const hit = cache.get(key);
    const row = known.get(key);
    if (!hit || !row) {
      cache.delete(key);
      continue;
    }
    const { entry } = hit;
    const typed = parsedItems.get(entry);
    cache.set(key, {
      at: hit.at,
      entry: withWire(
        {
          model: entry.model,
          id: entry.id,
          moduleId: entry.moduleId,
          storeId: entry.storeId,
          moduleType: entry.moduleType,
        },
        { ...entry.wire, stock: row.stock, variations: row.variations },
        typed ? restocked(typed, row) : undefined,
      ),
    });
  }
}

/**
 * The active items behind a set of (model, id) references, keyed "Model:id": from the cache when
 * fresh, else one query per table for the missing ones. Stock read here only guards the cart; placing
 * an order takes stock atomically in the database.
 */
export async function loadEntries(
  db: Db,
  view: View,
  refs: readonly { model: string; id: number }[],
): Promise<Map<string, CatalogEntry>> {
  let byLanguage = entryCaches.get(view.ref);
  if (!byLanguage) {
    byLanguage = new Map();
    entryCaches.set(view.ref, byLanguage);
  }
  const language = contentLanguage(view);
  let cache = byLanguage.get(language);
  if (!cache) {
    cache = new Map();
    byLanguage.set(language, cache);
  }
  const now = Date.now();
  const entries = new Map<string, CatalogEntry>();
  const missingItems = new Set<number>();
  const missingCampaigns = new Set<number>();
  for (const ref of refs) {
    if (ref.model !== "Item" && ref.model !== "ItemCampaign") continue;
    const key = entryKey(ref.model, ref.id);
    const hit = cache.get(key);
    if (hit && now - hit.at < entryTtlMs) entries.set(key, hit.entry);
    else if (ref.model === "Item") missingItems.add(ref.id);
    else missingCampaigns.add(ref.id);
  }
  const [itemRows, campaignRows] = await Promise.all([
    missingItems.size > 0
      ? db
          .select()
          .from(items)
          .where(and(inArray(items.id, [...missingItems]), eq(items.status, 1)))
      : Promise.resolve([]),
    missingCampaigns.size > 0
      ? db
          .select()
          .from(itemCampaigns)
          .where(and(inArray(itemCampaigns.id, [...missingCampaigns]), eq(itemCampaigns.status, 1)))
      : Promise.resolve([]),
  ]);
  const fresh = [
    ...itemRows.map((row) => toEntry("Item", row, view)),
    ...campaignRows.map((row) => toEntry("ItemCampaign", row, view)),
  ];
  for (const entry of fresh) {
    const key = entryKey(entry.model, entry.id);
    entries.set(key, entry);
    cache.set(key, { at: now, entry });
  }
  return entries;
}

export function entryOf(
  entries: Map<string, CatalogEntry>,
  model: string,
  id: number,
): CatalogEntry | undefined {
  return entries.get(`${model}:${String(id)}`);
}
