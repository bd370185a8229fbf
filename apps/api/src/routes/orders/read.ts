import type { Context } from "hono";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";

import type { AppEnv } from "../../lib/app-env";
import { currentUser, guestOwner, readGuestId, resolveOwner } from "../../accounts/owner";
import { normalizePhone } from "../../accounts/users";
import { orderDetails, orders } from "../../db/schema";
import { clientAddress } from "../../lib/client-address";
import { tooManyRequests } from "../../lib/rate-limit";
import { parseQuery } from "../../lib/validate";
import { formatDetail, formatOrder, formatTracking } from "../../orders/format";
import { historyStatuses, runningStatuses } from "../../orders/statuses";
import { trackingMissed, trackingWait } from "../../orders/track-limits";
import { nowOf, paged, viewOf } from "../helpers";
import { listQuery, orderQuery } from "./inputs";
import { courierOf, orderIdOf, orderNotFound, ownedOrder, parcelLookupsOf } from "./lookup";

/** Whether the tracking form's contact is the order's phone (with or without '+') or its email. */
function contactMatches(
  address: { contact_person_number?: string | null; contact_person_email?: string | null } | null,
  given: string,
): boolean {
  if (given.includes("@")) {
    const email = address?.contact_person_email;
    return typeof email === "string" && email.trim().toLowerCase() === given.trim().toLowerCase();
  }
  const phone = address?.contact_person_number;
  return (
    typeof phone === "string" &&
    normalizePhone(phone).replace(/^\+/, "") === normalizePhone(given).replace(/^\+/, "")
  );
}

/** `customer/order/list`, `running-orders`, `details` and `track` (owner, or the order's contact number). */
export function readRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  const list = (statuses: string[]) => async (c: Context<AppEnv>) => {
    const query = parseQuery(c, listQuery);
    const owner = await resolveOwner(c, query.guest_id);
    const { db, env } = c.get("deps");
    const where = and(eq(orders.ownerKey, owner.key), inArray(orders.orderStatus, statuses));
    const [total] = await db.select({ value: count() }).from(orders).where(where);
    const rows = await db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(query.limit)
      .offset((query.offset - 1) * query.limit);
    const view = await viewOf(c);
    const lookups = await parcelLookupsOf(c, rows);
    const formatted = await Promise.all(
      rows.map(async (row) =>
        formatOrder(row, view, await courierOf(c, row), env.orderLifePaceMs, lookups),
      ),
    );
    return c.json({
      ...paged("orders", total?.value ?? 0, query.limit, query.offset, formatted),
    });
  };
  api.get("/customer/order/list", list(historyStatuses));
  api.get("/customer/order/running-orders", list(runningStatuses));

  api.get("/customer/order/details", async (c) => {
    const query = parseQuery(c, orderQuery);
    const owner = await resolveOwner(c, query.guest_id);
    const order = await ownedOrder(c, owner, orderIdOf(query.order_id));
    const details = await c
      .get("deps")
      .db.select()
      .from(orderDetails)
      .where(eq(orderDetails.orderId, order.id))
      .orderBy(orderDetails.id);
    if (details.length === 0) {
      const view = await viewOf(c);
      return c.json(
        formatOrder(
          order,
          view,
          await courierOf(c, order),
          c.get("deps").env.orderLifePaceMs,
          await parcelLookupsOf(c, [order]),
        ),
      );
    }
    return c.json(details.map((detail) => formatDetail(detail, order)));
  });

  api.get("/customer/order/track", async (c) => {
    const query = parseQuery(c, orderQuery);
    const orderId = orderIdOf(query.order_id);
    const { db, env } = c.get("deps");
    const user = await currentUser(c);
    const guestId = readGuestId(query.guest_id);
    const ownerKey =
      user !== null ? `u:${String(user.id)}` : guestId !== null ? guestOwner(guestId).key : null;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (order && ownerKey !== null && order.ownerKey === ownerKey) {
      const view = await viewOf(c);
      return c.json(
        formatOrder(
          order,
          view,
          await courierOf(c, order),
          env.orderLifePaceMs,
          await parcelLookupsOf(c, [order]),
        ),
      );
    }
    // Without ownership, the contact number on the order is the proof (the guest tracking form): a
    // limited number of guesses, the same answer for a wrong phone and an unknown order, and only the
    // order's status, times and courier position.
    // Failed guesses are limited per order and per client address, counted in the database.
    const now = nowOf(c);
    const address = clientAddress(c);
    const wait = await trackingWait(db, orderId, address, now);
    if (wait > 0) return tooManyRequests(c, wait);
    const byContact =
      order !== undefined &&
      query.contact_number !== undefined &&
      contactMatches(order.deliveryAddress, query.contact_number);
    if (!byContact) {
      await trackingMissed(db, orderId, address, now);
      throw orderNotFound();
    }
    const view = await viewOf(c);
    return c.json(formatTracking(order, view, await courierOf(c, order), env.orderLifePaceMs));
  });

  return api;
}
