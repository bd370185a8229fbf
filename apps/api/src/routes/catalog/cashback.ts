import type { Context } from "hono";
import { and, asc, eq, gte, lte } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import type { AppEnv } from "../../lib/app-env";
import { cashbacks } from "../../db/schema";
import { moduleCheck, requireCustomer } from "../../lib/middleware";
import { parseQuery } from "../../lib/validate";
import { viewOf } from "../helpers";

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
    const rows = await runningCashbacks(c);
    return c.json(
      rows.map((row) => ({
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
      })),
    );
  });

  app.get("/cashback/getCashback", requireCustomer, moduleCheck(), async (c) => {
    const { amount } = parseQuery(c, z.object({ amount: z.coerce.number().min(0).max(1e9) }));
    const rows = (await runningCashbacks(c)).filter((row) => amount >= row.minPurchase);
    const value = (row: (typeof rows)[number]) =>
      row.cashbackType === "percent"
        ? Math.min(
            (amount * row.cashbackAmount) / 100,
            row.maxDiscount > 0 ? row.maxDiscount : Infinity,
          )
        : row.cashbackAmount;
    const best = rows.sort((a, b) => value(b) - value(a))[0];
    if (!best)
      return c.json({
        calculated_amount: 0,
        cashback_amount: 0,
        cashback_type: null,
        min_purchase: 0,
        max_discount: 0,
        id: null,
      });
    return c.json({
      calculated_amount: Math.round(value(best) * 100) / 100,
      cashback_amount: best.cashbackAmount,
      cashback_type: best.cashbackType,
      min_purchase: best.minPurchase,
      max_discount: best.maxDiscount,
      id: best.id,
    });
  });

  return app;
}
