import { and, desc, eq, inArray, ne } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import type { AppEnv } from "../../lib/app-env";
import { resolveOwner, userOwner } from "../../accounts/owner";
import { findUserById } from "../../accounts/users";
import { formatItem, formatStore } from "../../catalog/format";
import { customerNotifications } from "../../chat/notifications";
import { categories, items, orders, users } from "../../db/schema";
import { requireCustomer } from "../../lib/middleware";
import { parseBody, parseQuery } from "../../lib/validate";
import { runningStatuses } from "../../orders/statuses";
import {
  limitParam,
  nowOf,
  offsetParam,
  paged,
  referenceOf,
  requireZones,
  viewOf,
} from "../helpers";
import { customerOf } from "./profile";

const interestBody = z.object({
  interest: z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(50),
});
const pageQuery = z.object({ limit: limitParam(25), offset: offsetParam });

/** Canned answers the chat offers (`customer/automated-message`). */
const automatedMessages = [
  { id: 1, message: "Where is my order?" },
  { id: 2, message: "I want to change my delivery address." },
  { id: 3, message: "An item is missing from my order." },
  { id: 4, message: "I want to cancel my order." },
];

/** Visit-again, suggestions, interests, notifications, automated messages, running-order summary. */
export function extraRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  for (const path of [
    "/customer/visit-again",
    "/customer/suggested-items",
    "/customer/update-interest",
    "/customer/notifications",
    "/customer/update-zone",
  ])
    api.use(path, requireCustomer);

  api.get("/customer/automated-message", (c) => {
    const query = parseQuery(c, pageQuery);
    const start = (query.offset - 1) * query.limit;
    const page = automatedMessages.slice(start, start + query.limit);
    return c.json(paged("data", automatedMessages.length, query.limit, query.offset, page));
  });

  api.get("/customer/update-zone", (c) => c.json([]));

  api.get("/customer/visit-again", async (c) => {
    const zones = requireZones(c);
    const module = c.get("module");
    if (!module) return c.json([]);
    const { db } = c.get("deps");
    const rows = await db
      .select({ storeId: orders.storeId })
      .from(orders)
      .where(and(eq(orders.ownerKey, userOwner(customerOf(c)).key), eq(orders.moduleId, module.id)))
      .orderBy(desc(orders.id))
      .limit(200);
    const view = await viewOf(c);
    const storeIds = [
      ...new Set(rows.flatMap((row) => (row.storeId === null ? [] : [row.storeId]))),
    ]
      .filter((id) => {
        const store = view.ref.stores.get(id);
        return store?.status === 1 && zones.includes(store.zoneId);
      })
      .slice(0, 20);
    const storeItems =
      storeIds.length > 0
        ? await db
            .select()
            .from(items)
            .where(and(inArray(items.storeId, storeIds), eq(items.status, 1)))
            .orderBy(desc(items.orderCount), items.id)
        : [];
    return c.json(
      storeIds.flatMap((id) => {
        const store = view.ref.stores.get(id);
        if (!store) return [];
        return [
          {
            ...formatStore(store, view),
            items: storeItems
              .filter((row) => row.storeId === id)
              .slice(0, 5)
              .map((row) => formatItem(row, view)),
          },
        ];
      }),
    );
  });

  api.get("/customer/suggested-items", async (c) => {
    const zones = requireZones(c);
    const { db } = c.get("deps");
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.id, customerOf(c)));
    const view = await viewOf(c);
    const module = c.get("module");
    const storeIds = [...view.ref.stores.values()]
      .filter(
        (store) =>
          store.status === 1 &&
          zones.includes(store.zoneId) &&
          (module === null || store.moduleId === module.id),
      )
      .map((store) => store.id);
    if (storeIds.length === 0) return c.json([]);
    const interest = user?.interest ?? [];
    const scope = and(inArray(items.storeId, storeIds), eq(items.status, 1));
    const byInterest =
      interest.length > 0
        ? await db
            .select()
            .from(items)
            .where(and(scope, inArray(items.categoryId, interest)))
            .orderBy(desc(items.orderCount), items.id)
            .limit(5)
        : [];
    const rows =
      byInterest.length > 0
        ? byInterest
        : await db
            .select()
            .from(items)
            .where(scope)
            .orderBy(desc(items.orderCount), items.id)
            .limit(5);
    return c.json(rows.map((row) => formatItem(row, view)));
  });

  // The chosen module's interests replace that module's; other modules' saved interests stay.
  api.post("/customer/update-interest", async (c) => {
    const body = await parseBody(c, interestBody);
    const { db } = c.get("deps");
    const module = c.get("module");
    const saved = (await findUserById(db, customerOf(c)))?.interest ?? [];
    const kept =
      module && saved.length > 0
        ? await db
            .select({ id: categories.id })
            .from(categories)
            .where(and(inArray(categories.id, saved), ne(categories.moduleId, module.id)))
        : [];
    await db
      .update(users)
      .set({ interest: [...new Set([...kept.map((row) => row.id), ...body.interest])] })
      .where(eq(users.id, customerOf(c)));
    return c.json({ message: "Interests updated successfully." });
  });

  /** The customer's order updates, messages and referral earnings of the last 15 days, newest first. */
  api.get("/customer/notifications", async (c) => {
    requireZones(c);
    const ref = await referenceOf(c);
    return c.json(await customerNotifications(c.get("deps").db, ref, customerOf(c), nowOf(c)));
  });

  api.get("/customer/order/all-running-orders", async (c) => {
    const owner = await resolveOwner(c, c.req.query("guest_id"));
    const rows = await c
      .get("deps")
      .db.select()
      .from(orders)
      .where(and(eq(orders.ownerKey, owner.key), inArray(orders.orderStatus, runningStatuses)))
      .orderBy(desc(orders.id))
      .limit(50);
    return c.json({
      data: rows.map((row) => ({
        id: row.id,
        order_type: "order",
        status: row.orderStatus,
        is_repeat: 0,
        created_at: row.createdAt,
      })),
    });
  });

  return api;
}
