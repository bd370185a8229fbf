import { eq } from "drizzle-orm";

import type { Reference } from "../catalog/reference";
import type { Db } from "../db/client";
import type { StockChange } from "./stock";
import { orderDetails } from "../db/schema";
import { detailStockLines, giveStock, takeStock } from "./stock";

/**
 * An order holds its stock from placement until it is canceled or its payment fails; a failed order
 * moved back to pending (payment switched to cash on delivery) takes it again.
 */
export const holdsStock = (status: string) => status !== "canceled" && status !== "failed";

async function linesOf(db: Db, orderId: number) {
  const details = await db
    .select({
      itemId: orderDetails.itemId,
      itemCampaignId: orderDetails.itemCampaignId,
      quantity: orderDetails.quantity,
      variation: orderDetails.variation,
      itemDetails: orderDetails.itemDetails,
    })
    .from(orderDetails)
    .where(eq(orderDetails.orderId, orderId));
  return detailStockLines(details);
}

/** Gives an order's stock back (item, variation and campaign stock, flash-sale sold counts). */
export async function releaseOrderStock(
  db: Db,
  orderId: number,
  ref: Reference,
): Promise<StockChange> {
  return giveStock(db, await linesOf(db, orderId), ref);
}

/** Takes an order's stock again (403 `stock_out` when it is gone); run it in a transaction. */
export async function retakeOrderStock(
  tx: Db,
  orderId: number,
  ref: Reference,
): Promise<StockChange> {
  return takeStock(tx, await linesOf(tx, orderId), ref);
}
