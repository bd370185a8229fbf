import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/** A chosen variation as stored on a cart line (the wire's `variation` entries). */
export type CartVariationRow =
  { name: string; values: { label: string[] } } | { type: string; price?: number; stock?: number };

/**
 * Cart lines per owner ("u:<user id>" or "g:<guest id>") and module. The unique index makes the same
 * item with the same variation a duplicate even when two adds race.
 */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: serial("id").primaryKey(),
    ownerKey: text("owner_key").notNull(),
    ownerId: bigint("owner_id", { mode: "number" }).notNull(),
    isGuest: integer("is_guest").notNull(),
    moduleId: integer("module_id").notNull(),
    itemId: integer("item_id").notNull(),
    /** "Item" or "ItemCampaign". */
    model: text("model").notNull(),
    storeId: integer("store_id").notNull(),
    variation: jsonb("variation").$type<CartVariationRow[]>().notNull(),
    /** A canonical text of the variation, for the duplicate check. */
    variationKey: text("variation_key").notNull(),
    addOnIds: jsonb("add_on_ids").$type<number[]>().notNull(),
    addOnQtys: jsonb("add_on_qtys").$type<number[]>().notNull(),
    price: numeric("price", { precision: 14, scale: 2, mode: "number" }).notNull(),
    quantity: integer("quantity").notNull(),
    createdAt: timestamp("created_at", { mode: "string" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { mode: "string" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("cart_lines_unique_choice").on(
      table.ownerKey,
      table.moduleId,
      table.model,
      table.itemId,
      table.variationKey,
    ),
    index("cart_lines_owner_idx").on(table.ownerKey, table.moduleId),
  ],
);
