import type { Context } from "hono";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";

import { addFundBodySchema, pointTransferBodySchema } from "@marketplace/api-client";
import {
  bestWalletBonus,
  currencyFormatFromConfig,
  formatMoney,
  fromMinorUnits,
  loyaltyPointsValue,
  toMinorUnits,
} from "@marketplace/domain";

import type { AppEnv } from "../../lib/app-env";
import { userOwner } from "../../accounts/owner";
import { newsletters, users, walletTransactions } from "../../db/schema";
import { ApiError } from "../../lib/errors";
import { requireCustomer } from "../../lib/middleware";
import { redirectTarget } from "../../lib/redirect-target";
import { parseBody, parseQuery } from "../../lib/validate";
import { withOwnerLock } from "../../orders/cart/cart-service";
import { isUniqueViolation } from "../../orders/db-errors";
import { decimalDigits } from "../../orders/money";
import { limitParam, nowOf, offsetParam, paged, referenceOf } from "../helpers";
import { customerOf } from "./profile";
import { addPendingFund } from "./wallet-gateway";

type LedgerRow = typeof walletTransactions.$inferSelect;

function formatTransaction(row: LedgerRow) {
  return {
    id: row.id,
    user_id: row.userId,
    transaction_id: row.transactionId,
    transaction_type: row.transactionType,
    reference: row.reference,
    credit: row.credit,
    debit: row.debit,
    balance: row.balance,
    admin_bonus: row.adminBonus,
    created_at: row.createdAt,
  };
}

const ledgerQuery = z.object({
  limit: limitParam(10),
  offset: offsetParam,
  type: z.enum(["order", "loyalty_point", "add_fund", "referrer", "CashBack", "all"]).optional(),
});

/** "YYYY-MM-DD" of `now` moved by whole days (UTC). */
function dayOffset(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Demo wallet bonuses (the admin panel sets them in production), running from a month ago to two months ahead. */
function bonusesAt(now: Date) {
  return [
    {
      id: 1,
      title: "Top-up bonus",
      description: "Add 50 or more and get 10% extra, up to 20.",
      bonus_type: "percentage" as const,
      bonus_amount: 10,
      minimum_add_amount: 50,
      maximum_bonus_amount: 20,
      start_date: dayOffset(now, -30),
      end_date: dayOffset(now, 60),
    },
  ];
}

const newsletterBody = z.object({ email: z.email().max(255) });

/** Wallet, loyalty points and the newsletter. */
export function walletRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use("/customer/wallet/*", requireCustomer);
  api.use("/customer/loyalty-point/*", requireCustomer);

  const ledger = (kind: "wallet" | "loyalty") => async (c: Context<AppEnv>) => {
    const query = parseQuery(c, ledgerQuery);
    const { db } = c.get("deps");
    const typeFilter =
      kind === "wallet" && query.type && query.type !== "all"
        ? eq(walletTransactions.transactionType, query.type)
        : undefined;
    const where = and(
      eq(walletTransactions.userId, customerOf(c)),
      eq(walletTransactions.kind, kind),
      typeFilter,
    );
    const [total] = await db.select({ value: count() }).from(walletTransactions).where(where);
    const rows = await db
      .select()
      .from(walletTransactions)
      .where(where)
      .orderBy(desc(walletTransactions.id))
      .limit(query.limit)
      .offset((query.offset - 1) * query.limit);
    return c.json(
      paged("data", total?.value ?? 0, query.limit, query.offset, rows.map(formatTransaction)),
    );
  };
  api.get("/customer/wallet/transactions", ledger("wallet"));
  api.get("/customer/loyalty-point/transactions", ledger("loyalty"));

  api.get("/customer/wallet/bonuses", (c) => c.json(bonusesAt(nowOf(c))));

  /**
   * Demo top-up: registers the top-up (with its bonus) and answers the demo gateway's page
   * (`/payment/wallet-demo`), which credits the wallet on success and sends the browser back to the
   * callback with `flag=success` or `flag=fail`.
   */
  api.post("/customer/wallet/add-fund", async (c) => {
    const body = await parseBody(c, addFundBodySchema);
    if (!c.get("deps").env.demoMode)
      throw new ApiError(403, { errors: { message: "digital_payment_is_disable" } });
    if (body.amount > 10_000)
      throw ApiError.of(403, "amount", "The amount may not be greater than 10000.");
    const callback = redirectTarget(body.callback, c.get("deps").env.redirectOrigins);
    const reference = await referenceOf(c);
    const digits = decimalDigits(reference);
    const currency = currencyFormatFromConfig(reference.settings);
    const added = toMinorUnits(body.amount, digits);
    const bonusMinor = bestWalletBonus(bonusesAt(nowOf(c)), added, digits);
    const payment = await addPendingFund(
      c.get("deps").db,
      {
        userId: customerOf(c),
        amount: fromMinorUnits(added, digits),
        bonus: fromMinorUnits(bonusMinor, digits),
        credit: fromMinorUnits(added + bonusMinor, digits),
        amountText: formatMoney(added, currency),
        bonusText: formatMoney(bonusMinor, currency),
        paymentMethod: body.payment_method,
        callback,
      },
      nowOf(c),
    );
    const link = `${c.get("deps").env.publicUrl}/payment/wallet-demo?payment=${payment}`;
    return c.json({ redirect_link: link });
  });

  api.post("/customer/loyalty-point/point-transfer", async (c) => {
    const body = await parseBody(c, pointTransferBodySchema);
    const reference = await referenceOf(c);
    const settings = reference.settings;
    const digits = decimalDigits(reference);
    const minimum = Number(settings.loyalty_point_minimum_point ?? 0);
    const rate = Number(settings.loyalty_point_exchange_rate ?? 0);
    if (body.point < minimum || rate <= 0)
      throw ApiError.of(403, "point", `You need at least ${String(minimum)} points to transfer.`);
    const userId = customerOf(c);
    const { db } = c.get("deps");
    await withOwnerLock(db, userOwner(userId), async (tx) => {
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      if (!user || user.loyaltyPoint < body.point)
        throw ApiError.of(403, "point", "Insufficient point");
      const amount = fromMinorUnits(loyaltyPointsValue(body.point, rate, digits), digits);
      const [after] = await tx
        .update(users)
        .set({
          loyaltyPoint: sql`${users.loyaltyPoint} - ${body.point}`,
          walletBalance: sql`${users.walletBalance} + ${amount}`,
        })
        .where(eq(users.id, userId))
        .returning({ balance: users.walletBalance, points: users.loyaltyPoint });
      const stamp = `${String(nowOf(c).getTime())}-${String(userId)}`;
      await tx.insert(walletTransactions).values([
        {
          userId,
          kind: "loyalty",
          transactionId: `points-${stamp}`,
          transactionType: "point_to_wallet",
          reference: body.reference ?? null,
          debit: body.point,
          balance: after?.points ?? 0,
        },
        {
          userId,
          kind: "wallet",
          transactionId: `points-${stamp}`,
          transactionType: "loyalty_point",
          credit: amount,
          balance: after?.balance ?? 0,
        },
      ]);
    });
    return c.json({ message: "Point to wallet transfer successfully." });
  });

  api.post("/newsletter/subscribe", async (c) => {
    const body = await parseBody(c, newsletterBody);
    try {
      await c.get("deps").db.insert(newsletters).values({ email: body.email.toLowerCase() });
    } catch (error) {
      if (isUniqueViolation(error))
        throw ApiError.of(403, "email", "The email has already been taken.");
      throw error;
    }
    return c.json({ message: "Subscribed Successfully" });
  });

  return api;
}
