import { eq } from "drizzle-orm";

import type { Db } from "../db/client";
import { getReference } from "../catalog/reference";
import { orders } from "../db/schema";
import { approvedCouriers, moveOrder } from "./life";
import { lifeSteps } from "./statuses";

/** What `deliverNow` did with the order. */
export type DeliverNowResult =
  | { code: "delivered"; steps: number }
  | { code: "not_found" }
  | { code: "not_simulated" }
  | { code: "not_running"; status: string }
  | { code: "awaiting_payment" };

/**
 * The demo's "deliver now": moves one simulated order through every step left of its life at once, each
 * step as the simulator makes it (a courier when the kitchen starts, a cash order paid on delivery, the
 * delivery's rewards in the delivery's transaction). A step the simulator's own tick makes meanwhile is
 * not made twice: every move is conditional on the status read just before it. An order already
 * delivered answers `delivered` with no step; one that left the life (canceled, failed, refunded…) or
 * whose digital payment is not paid is left as it is.
 */
export async function deliverNow(db: Db, orderId: number, now: Date): Promise<DeliverNowResult> {
  // The reference (settings) the rewards need, read before any transaction: PGlite runs one at a time.
  const ref = await getReference(db, now);
  const couriers = await approvedCouriers(db);
  let steps = 0;
  // Every pass reads the order again; a pass that lost a race with the tick moves nothing and reads the
  // status the tick left. Twice the steps bounds the loop even if every pass lost one.
  for (let pass = 0; pass < 2 * lifeSteps.length; pass += 1) {
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) return { code: "not_found" };
    if (!order.simulated) return { code: "not_simulated" };
    if (order.orderStatus === "delivered") return { code: "delivered", steps };
    if (!(lifeSteps as readonly string[]).includes(order.orderStatus))
      return { code: "not_running", status: order.orderStatus };
    if (order.paymentMethod === "digital_payment" && order.paymentStatus !== "paid")
      return { code: "awaiting_payment" };
    steps += await moveOrder(db, order, { now, couriers, ref });
  }
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order?.orderStatus === "delivered"
    ? { code: "delivered", steps }
    : { code: "not_running", status: order?.orderStatus ?? "unknown" };
}
