import { and, eq, inArray, lt, ne, not, sql } from "drizzle-orm";

import type { Reference, StoreRow } from "../catalog/reference";
import type { Db } from "../db/client";
import type { Logger } from "../lib/logger";
import { getReference } from "../catalog/reference";
import { answerWaitingChats } from "../chat/demo-replies";
import { deliveryMen, orders } from "../db/schema";
import { releaseOrderStock } from "./order-stock";
import { payDeliveredRewards } from "./rewards";
import { lifeSteps } from "./statuses";
import { showStock } from "./stock-cache";

type OrderRow = typeof orders.$inferSelect;

/** The step after `status` in the simulated life, or null at the end. */
export function nextStep(status: string): string | null {
  const index = lifeSteps.indexOf(status as (typeof lifeSteps)[number]);
  return index < 0 || index === lifeSteps.length - 1 ? null : (lifeSteps[index + 1] ?? null);
}

/** Whether the simulator may move the order now (digital payments wait for the payment). */
function movable(order: OrderRow, now: Date, paceMs: number): boolean {
  if (order.paymentMethod === "digital_payment" && order.paymentStatus !== "paid") return false;
  if (order.scheduled && order.scheduleAt && new Date(order.scheduleAt) > now) return false;
  const since = order.statusTimes[order.orderStatus];
  return since !== undefined && now.getTime() - new Date(since).getTime() >= paceMs;
}

/** How long a simulated digital payment may stay unpaid before the order fails: 15 steps of the pace. */
export const paymentWindowSteps = 15;

/**
 * Simulated digital-payment orders still unpaid after the payment window fail (the storefront then offers
 * cash on delivery or cancel) and give their stock back. Returns how many failed.
 */
async function failUnpaidOrders(db: Db, now: Date, paceMs: number): Promise<number> {
  const cutoff = new Date(now.getTime() - paceMs * paymentWindowSteps).toISOString();
  const stale = await db
    .select({ id: orders.id, statusTimes: orders.statusTimes })
    .from(orders)
    .where(
      and(
        eq(orders.simulated, true),
        eq(orders.orderStatus, "pending"),
        eq(orders.paymentMethod, "digital_payment"),
        ne(orders.paymentStatus, "paid"),
        lt(orders.createdAt, cutoff),
      ),
    );
  if (stale.length === 0) return 0;
  const ref = await getReference(db, now);
  let failed = 0;
  for (const order of stale) {
    const change = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const updated = await tx
        .update(orders)
        .set({
          orderStatus: "failed",
          statusTimes: { ...order.statusTimes, failed: now.toISOString() },
          updatedAt: now.toISOString(),
        })
        .where(and(eq(orders.id, order.id), eq(orders.orderStatus, "pending")))
        .returning({ id: orders.id });
      return updated.length > 0 ? releaseOrderStock(tx, order.id, ref) : null;
    });
    if (!change) continue;
    failed += 1;
    showStock(db, ref, change);
  }
  return failed;
}

/** The couriers the simulator assigns, in a stable order (an order's courier is `id % count`). */
export async function approvedCouriers(db: Db): Promise<{ id: number }[]> {
  return db
    .select({ id: deliveryMen.id })
    .from(deliveryMen)
    .where(eq(deliveryMen.applicationStatus, "approved"))
    .orderBy(deliveryMen.id);
}

/**
 * Moves one simulated order one step along its life at `now` (no check of its pace: the caller decides
 * it is due). A courier is assigned when the kitchen starts; a cash order is paid on delivery, and the
 * delivery's rewards are paid in the same transaction as the move. The move is conditional on the status
 * the caller read, so two callers never move one order twice. Returns 1 when it moved, 0 otherwise.
 */
export async function moveOrder(
  db: Db,
  order: OrderRow,
  context: { now: Date; couriers: { id: number }[]; ref: Reference | null },
): Promise<number> {
  const { now, couriers, ref } = context;
  const next = nextStep(order.orderStatus);
  if (!next) return 0;
  const courier =
    next === "processing" && order.orderType !== "take_away" && couriers.length > 0
      ? couriers[order.id % couriers.length]?.id
      : undefined;
  const move = async (tx: Db) => {
    const updated = await tx
      .update(orders)
      .set({
        orderStatus: next,
        statusTimes: { ...order.statusTimes, [next]: now.toISOString() },
        ...(courier !== undefined ? { deliveryManId: courier } : {}),
        ...(next === "delivered" && order.paymentMethod === "cash_on_delivery"
          ? { paymentStatus: "paid" }
          : {}),
        updatedAt: now.toISOString(),
      })
      .where(and(eq(orders.id, order.id), eq(orders.orderStatus, order.orderStatus)))
      .returning({ id: orders.id });
    // Delivered: the rewards in the status change's transaction. Only the caller that moved the order
    // pays (the status check above), and a failure undoes the move, so the next tick retries both.
    if (updated.length > 0 && next === "delivered" && ref)
      await payDeliveredRewards(tx, order, ref, now);
    return updated.length;
  };
  return next === "delivered"
    ? db.transaction((transaction) => move(transaction as unknown as Db))
    : move(db);
}

/**
 * One tick of the demo's kitchen and courier: every running simulated order that has spent `paceMs`
 * in its step moves one step along pending → confirmed → processing → picked_up → delivered; a courier
 * is assigned when the kitchen starts (processing). Returns how many orders moved.
 */
export async function stepOrderLife(db: Db, now: Date, paceMs: number): Promise<number> {
  const failed = await failUnpaidOrders(db, now, paceMs);
  // Only the orders due now are read (status times are ISO texts, so they compare as text): the demo's
  // running orders can be thousands, and PGlite serves every request behind this statement.
  const cutoff = new Date(now.getTime() - paceMs).toISOString();
  const running = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.simulated, true),
        inArray(orders.orderStatus, ["pending", "confirmed", "processing", "picked_up"]),
        not(
          and(eq(orders.paymentMethod, "digital_payment"), ne(orders.paymentStatus, "paid")) ??
            sql`false`,
        ),
        sql`${orders.statusTimes} ->> ${orders.orderStatus} <= ${cutoff}`,
      ),
    );
  const due = running.filter((order) => movable(order, now, paceMs));
  if (due.length === 0) return failed;
  const couriers = await approvedCouriers(db);
  let moved = failed;
  // The reference (settings) the rewards need, read before any transaction: PGlite runs one at a time.
  const ref = due.some((order) => nextStep(order.orderStatus) === "delivered")
    ? await getReference(db, now)
    : null;
  const failures: unknown[] = [];
  for (const order of due) {
    try {
      moved += await moveOrder(db, order, { now, couriers, ref });
    } catch (error) {
      // One order's failure does not hold the others back; the tick reports it after the rest moved.
      failures.push(error);
    }
  }
  if (failures.length > 0) throw new AggregateError(failures, "order life step failed");
  return moved;
}

/**
 * Where the courier is: at the store until the pickup, then along an L-shaped route (first along the
 * latitude, then the longitude) to the customer, reaching them when the next step is due.
 */
export function courierPosition(
  order: Pick<OrderRow, "orderStatus" | "statusTimes" | "deliveryAddress" | "receiverDetails">,
  store: Pick<StoreRow, "latitude" | "longitude">,
  now: Date,
  paceMs: number,
): { lat: number; lng: number } {
  // Parcels go from the sender (the order's address, passed as `store`) to the receiver.
  const target = order.receiverDetails ?? order.deliveryAddress;
  const destination = {
    lat: target?.latitude ?? store.latitude,
    lng: target?.longitude ?? store.longitude,
  };
  if (order.orderStatus === "delivered") return destination;
  const pickedUp = order.statusTimes.picked_up;
  if (order.orderStatus !== "picked_up" || pickedUp === undefined)
    return { lat: store.latitude, lng: store.longitude };
  const elapsed = now.getTime() - new Date(pickedUp).getTime();
  const fraction = paceMs <= 0 ? 1 : Math.min(1, Math.max(0, elapsed / paceMs));
  const legLat = Math.abs(destination.lat - store.latitude);
  const legLng = Math.abs(destination.lng - store.longitude);
  const total = legLat + legLng;
  if (total === 0) return destination;
  const travelled = fraction * total;
  if (travelled <= legLat) {
    const part = legLat === 0 ? 1 : travelled / legLat;
    return {
      lat: store.latitude + (destination.lat - store.latitude) * part,
      lng: store.longitude,
    };
  }
  const part = legLng === 0 ? 1 : (travelled - legLat) / legLng;
  return {
    lat: destination.lat,
    lng: store.longitude + (destination.lng - store.longitude) * part,
  };
}

/** The demo's stores and couriers answer a customer's chat message after this long (at most one step). */
export const chatAnswerDelayMs = (paceMs: number) => Math.min(paceMs, 5_000);

/**
 * Starts the simulator (server only): the orders' life and the answers of stores, couriers and support
 * to customers' chat messages. Returns the stop function.
 */
export function startOrderLife(
  db: Db,
  paceMs: number,
  logger: Logger,
  now: () => Date = () => new Date(),
): () => void {
  if (paceMs <= 0) return () => undefined;
  let busy = false;
  const timer = setInterval(
    () => {
      if (busy) return;
      busy = true;
      const at = now();
      Promise.all([
        stepOrderLife(db, at, paceMs),
        answerWaitingChats(db, at, chatAnswerDelayMs(paceMs)),
      ])
        .then(([moved, answered]) => {
          if (moved > 0 || answered > 0) logger.debug("order life", { moved, answered });
        })
        .catch((error: unknown) => logger.error("order life failed", { error: String(error) }))
        .finally(() => {
          busy = false;
        });
    },
    Math.max(250, Math.min(5_000, Math.floor(paceMs / 4))),
  );
  timer.unref();
  return () => clearInterval(timer);
}

export type { Reference };
