import type { Context } from "hono";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { Hono } from "hono";

import type { AppEnv } from "../../lib/app-env";
import { currentUser, guestOwner, readGuestId, resolveOwner } from "../../accounts/owner";
import { normalizePhone } from "../../accounts/users";
import { orderDetails, orders } from "../../db/schema";
import { parseQuery } from "../../lib/validate";
import { formatDetail, formatOrder } from "../../orders/format";
import { historyStatuses, runningStatuses } from "../../orders/statuses";
import { paged, viewOf } from "../helpers";
import { listQuery, orderQuery } from "./inputs";
import { courierOf, orderIdOf, orderNotFound, ownedOrder, parcelCategoriesOf } from "./lookup";

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
    const categories = await parcelCategoriesOf(c, rows);
    const formatted = await Promise.all(
      rows.map(async (row) =>
        formatOrder(row, view, await courierOf(c, row), env.orderLifePaceMs, categories),
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
          await parcelCategoriesOf(c, [order]),
        ),
      );
    }
    return c.json(details.map((detail) => formatDetail(detail, order)));
  });

  api.get("/customer/order/track", async (c) => {
    const query = parseQuery(c, orderQuery);
    const orderId = orderIdOf(query.order_id);
    const { db, env } = c.get("deps");
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw orderNotFound();
    const user = await currentUser(c);
    const guestId = readGuestId(query.guest_id);
    const ownsIt =
      (user !== null && order.ownerKey === `u:${String(user.id)}`) ||
      (guestId !== null && order.ownerKey === guestOwner(guestId).key);
    // Without ownership, the contact number on the order is the proof (the guest tracking form).
    const contact = order.deliveryAddress?.contact_person_number;
    const byContact =
      query.contact_number !== undefined &&
      contact !== null &&
      contact !== undefined &&
      normalizePhone(contact).replace(/^\+/, "") ===
        normalizePhone(query.contact_number).replace(/^\+/, "");
    if (!ownsIt && !byContact) throw orderNotFound();
    const view = await viewOf(c);
    return c.json(
      formatOrder(
        order,
        view,
        await courierOf(c, order),
        env.orderLifePaceMs,
        await parcelCategoriesOf(c, [order]),
      ),
    );
  });

  return api;
}
