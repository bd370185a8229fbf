import { sql } from "drizzle-orm";

import type { Db } from "../../db/client";
import type { ApiError } from "../../lib/errors";
import type { CartLineRow } from "./cart-line";
import { refusalOf } from "../db-errors";
import { rowsOf } from "../sql-rows";

function toRow(row: Record<string, unknown>): CartLineRow {
  return {
    id: Number(row.id),
    ownerKey: String(row.owner_key),
    ownerId: Number(row.owner_id),
    isGuest: Number(row.is_guest),
    moduleId: Number(row.module_id),
    itemId: Number(row.item_id),
    model: String(row.model),
    storeId: Number(row.store_id),
    variation: row.variation as CartLineRow["variation"],
    variationKey: String(row.variation_key),
    addOnIds: row.add_on_ids as number[],
    addOnQtys: row.add_on_qtys as number[],
    price: Number(row.price),
    quantity: Number(row.quantity),
    createdAt: String(row.created_at),
    updatedAt: String(row.updated_at),
  };
}

/** The limits a new cart line is checked against (from the catalogue entry and the chosen variation). */
export interface LineLimits {
  /** `maximum_cart_quantity` of the item across the owner's lines (null or 0: none). */
  maxQuantity: number | null;
  /** Stock is kept (outside the food module). */
  tracked: boolean;
  /** The chosen variation's stock (non-food variations), else null. */
  variationStock: number | null;
  /** The item's stock, used when no variation stock applies. */
  itemStock: number | null;
}

/** What `cart_add_line` refused with, as the contract's errors. */
export type CartRefusal = "unauthorized" | "store" | "cart_item" | "cart_item_limit" | "stock_out";

/**
 * Adds a cart line in one statement (`cart_add_line`, drizzle/0003 and 0006): locks the owner's row,
 * checks the owner's lines of the module (one store per cart, no duplicate choice, maximum quantity,
 * stock), inserts the line and answers the module's lines (one json value), the new one last. A refusal comes back as `refused`.
 */
export async function addLine(
  db: Db,
  line: Omit<CartLineRow, "id" | "createdAt" | "updatedAt">,
  limits: LineLimits,
  refused: (code: CartRefusal) => ApiError,
): Promise<CartLineRow[]> {
  try {
    const result = await db.execute(sql`select cart_add_line(
      ${line.isGuest === 1 ? "guest" : "user"}, ${line.ownerId}, ${line.ownerKey}, ${line.moduleId},
      ${line.itemId}, ${line.model}, ${line.storeId}, ${JSON.stringify(line.variation)},
      ${line.variationKey}, ${JSON.stringify(line.addOnIds)}, ${JSON.stringify(line.addOnQtys)},
      ${line.price}, ${line.quantity}, ${limits.maxQuantity}, ${limits.tracked},
      ${limits.variationStock}, ${limits.itemStock}) as lines`);
    const lines: unknown = rowsOf(result)[0]?.lines;
    const list: unknown = typeof lines === "string" ? JSON.parse(lines) : lines;
    return Array.isArray(list)
      ? list
          .filter((row): row is Record<string, unknown> => typeof row === "object" && row !== null)
          .map(toRow)
      : [];
  } catch (error) {
    const code = refusalOf(error);
    if (
      code === "unauthorized" ||
      code === "store" ||
      code === "cart_item" ||
      code === "cart_item_limit" ||
      code === "stock_out"
    )
      throw refused(code);
    throw error;
  }
}
