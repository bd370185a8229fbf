import type { Context } from "hono";
import { and, eq } from "drizzle-orm";

import type { Owner } from "../../accounts/owner";
import type { AppEnv } from "../../lib/app-env";
import type { ParcelLookups } from "../../orders/format";
import { deliveryMen, orders, parcelCategories, vehicles } from "../../db/schema";
import { ApiError, errorBody } from "../../lib/errors";

export type OrderRow = typeof orders.$inferSelect;

export const orderNotFound = () =>
  new ApiError(404, errorBody("order", "Order not found"), "order not found");

/** Reads `order_id` as a positive integer, or answers 404 like an unknown order. */
export function orderIdOf(value: unknown): number {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value : "";
  if (!/^\d{1,9}$/.test(text.trim()) || Number(text) <= 0) throw orderNotFound();
  return Number(text);
}

/** The caller's own order; another owner's order is answered exactly like a missing one. */
export async function ownedOrder(
  c: Context<AppEnv>,
  owner: Owner,
  orderId: number,
): Promise<OrderRow> {
  const [row] = await c
    .get("deps")
    .db.select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.ownerKey, owner.key)));
  if (!row) throw orderNotFound();
  return row;
}

export async function courierOf(c: Context<AppEnv>, order: OrderRow) {
  if (order.deliveryManId === null) return null;
  const [row] = await c
    .get("deps")
    .db.select()
    .from(deliveryMen)
    .where(eq(deliveryMen.id, order.deliveryManId));
  return row ?? null;
}

/** The parcel categories and delivery vehicles of these orders (empty when none is a parcel). */
export async function parcelLookupsOf(
  c: Context<AppEnv>,
  rows: readonly OrderRow[],
): Promise<ParcelLookups> {
  const parcels = rows.filter((row) => row.parcelCategoryId !== null);
  if (parcels.length === 0) return { categories: new Map(), vehicles: new Map() };
  const { db } = c.get("deps");
  const [categoryRows, vehicleRows] = await Promise.all([
    db.select().from(parcelCategories),
    parcels.some((row) => row.dmVehicleId !== null) ? db.select().from(vehicles) : [],
  ]);
  return {
    categories: new Map(categoryRows.map((row) => [row.id, row])),
    vehicles: new Map(vehicleRows.map((row) => [row.id, row])),
  };
}
