import type { Context } from "hono";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import { bestCashback, fromMinorUnits, toMinorUnits } from "@marketplace/domain";

import type { AppEnv } from "../../lib/app-env";
import { cashbacks } from "../../db/schema";
import { listCap } from "../../lib/list-cap";
import { moduleCheck, requireCustomer } from "../../lib/middleware";
import { parseQuery } from "../../lib/validate";
import { decimalDigits } from "../../orders/money";
import { referenceOf, viewOf } from "../helpers";

type CashbackRow = typeof cashbacks.$inferSelect;

/** A cashback offer as the wire sends it. */
const formatCashback = (row: CashbackRow) => ({
  id: row.id,
  title: row.title,
  customer_id: row.customerId,
  cashback_type: row.cashbackType,
  same_user_limit: row.sameUserLimit,
  total_used: row.totalUsed,
  cashback_amount: row.cashbackAmount,
  min_purchase: row.minPurchase,
  max_discount: row.maxDiscount,
  start_date: row.startDate,
  end_date: row.endDate,
  status: row.status,
  created_at: row.createdAt,
  updated_at: row.updatedAt,
});

/** Cashback offers of the signed-in customer and the best cashback for an amount. */
export function cashbackRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const runningCashbacks = async (c: Context<AppEnv>) => {
    const now = (await viewOf(c)).now.toISOString().slice(0, 10);
    const customerId = String(c.get("customer")?.id ?? "");
    const rows = await c
      .get("deps")
      .db.select()
      .from(cashbacks)
      .where(
        and(eq(cashbacks.status, 1), lte(cashbacks.startDate, now), gte(cashbacks.endDate, now)),
      )
      .orderBy(asc(cashbacks.id));
    return rows.filter(
      (row) => row.customerId.includes("all") || row.customerId.includes(customerId),
    );
  };

  app.get("/cashback/list", requireCustomer, moduleCheck(), async (c) => {
    return c.json((await runningCashbacks(c)).slice(0, listCap).map(formatCashback));
  });

  app.get("/cashback/getCashback", requireCustomer, moduleCheck(), async (c) => {
    const { amount } = parseQuery(c, z.object({ amount: z.coerce.number().min(0).max(1e9) }));
    const digits = decimalDigits(await referenceOf(c));
    const offers = (await runningCashbacks(c)).map(formatCashback);
    const best = bestCashback(offers, toMinorUnits(amount, digits), digits);
    if (!best)
      return c.json({
        calculated_amount: 0,
        cashback_amount: 0,
        cashback_type: null,
        min_purchase: 0,
        max_discount: 0,
        id: null,
      });
    const { offer } = best;
    return c.json({
      calculated_amount: fromMinorUnits(best.amount, digits),
      cashback_amount: offer.cashback_amount,
      cashback_type: offer.cashback_type,
      min_purchase: offer.min_purchase,
      max_discount: offer.max_discount,
      id: offer.id,
    });
  });

  return app;
}
