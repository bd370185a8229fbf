import type { Context } from "hono";
import { and, desc, eq, gt, lte, notInArray, sql } from "drizzle-orm";
import { Hono } from "hono";
import { html } from "hono/html";
import { z } from "zod";

import type { Db } from "../../db/client";
import type { AppEnv } from "../../lib/app-env";
import { userOwner } from "../../accounts/owner";
import { users, walletFundRequests, walletTransactions } from "../../db/schema";
import { ApiError, errorBody } from "../../lib/errors";
import { withParams } from "../../lib/redirect-target";
import { parseBody, parseQuery } from "../../lib/validate";
import { withOwnerLock } from "../../orders/cart/cart-service";
import { nowOf } from "../helpers";

/** A top-up waiting for the demo gateway's answer (what `customer/wallet/add-fund` registered). */
export interface PendingFund {
  userId: number;
  /** The amount added, the bonus and their sum, in the currency's units (rounded to its decimals). */
  amount: number;
  bonus: number;
  credit: number;
  /** The amount and the bonus as the gateway page shows them (currency symbol and decimals). */
  amountText: string;
  bonusText: string;
  paymentMethod: string;
  /** The storefront page to send the browser back to (already checked against REDIRECT_ORIGINS). */
  callback: URL | null;
}

/** How long a registered top-up waits for the gateway, and how many one customer may have waiting. */
const PENDING_TTL_MS = 30 * 60 * 1000;
export const PENDING_PER_CUSTOMER = 20;

type FundRow = typeof walletFundRequests.$inferSelect;

const fundOf = (row: FundRow): PendingFund => ({
  userId: row.userId,
  amount: row.amount,
  bonus: row.bonus,
  credit: row.credit,
  amountText: row.amountText,
  bonusText: row.bonusText,
  paymentMethod: row.paymentMethod,
  callback: row.callback === null ? null : new URL(row.callback),
});

/**
 * Registers a top-up under an unguessable id. Expired requests are swept, and a customer keeps at most
 * the 20 newest waiting (an endless add-fund loop cannot grow the table).
 */
export async function addPendingFund(db: Db, fund: PendingFund, now: Date): Promise<string> {
  const id = crypto.randomUUID();
  await db.delete(walletFundRequests).where(lte(walletFundRequests.expiresAt, now));
  await db.insert(walletFundRequests).values({
    id,
    userId: fund.userId,
    amount: fund.amount,
    bonus: fund.bonus,
    credit: fund.credit,
    amountText: fund.amountText,
    bonusText: fund.bonusText,
    paymentMethod: fund.paymentMethod,
    callback: fund.callback?.href ?? null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + PENDING_TTL_MS),
  });
  const kept = db
    .select({ id: walletFundRequests.id })
    .from(walletFundRequests)
    .where(eq(walletFundRequests.userId, fund.userId))
    .orderBy(desc(walletFundRequests.seq))
    .limit(PENDING_PER_CUSTOMER);
  await db
    .delete(walletFundRequests)
    .where(
      and(eq(walletFundRequests.userId, fund.userId), notInArray(walletFundRequests.id, kept)),
    );
  return id;
}

/** The waiting top-up of `id`, or null when unknown or expired. */
export async function peekPendingFund(db: Db, id: string, now: Date): Promise<PendingFund | null> {
  const [row] = await db
    .select()
    .from(walletFundRequests)
    .where(and(eq(walletFundRequests.id, id), gt(walletFundRequests.expiresAt, now)));
  return row ? fundOf(row) : null;
}

/**
 * The waiting top-up of `id`, once: the row is deleted as it is read, so a second answer for the same
 * id — on this instance or another, at the same moment — finds nothing.
 */
export async function takePendingFund(db: Db, id: string, now: Date): Promise<PendingFund | null> {
  const [row] = await db
    .delete(walletFundRequests)
    .where(eq(walletFundRequests.id, id))
    .returning();
  return row && row.expiresAt > now ? fundOf(row) : null;
}

const paymentId = z.uuid();
const gatewayQuery = z.object({ payment: paymentId });
const gatewayBody = z.object({ payment: paymentId, outcome: z.enum(["success", "fail"]) });

const notFound = () =>
  new ApiError(404, errorBody("payment", "This payment was not found or has expired."));

/** Credits the top-up and its bonus to the wallet and writes the ledger line. */
async function creditFund(c: Context<AppEnv>, fund: PendingFund, id: string) {
  const { db } = c.get("deps");
  await withOwnerLock(db, userOwner(fund.userId), async (tx) => {
    const { credit } = fund;
    const [user] = await tx
      .update(users)
      .set({ walletBalance: sql`${users.walletBalance} + ${credit}` })
      .where(eq(users.id, fund.userId))
      .returning({ balance: users.walletBalance });
    await tx.insert(walletTransactions).values({
      userId: fund.userId,
      kind: "wallet",
      transactionId: `fund-${String(nowOf(c).getTime())}-${id.slice(0, 8)}`,
      transactionType: "add_fund",
      reference: fund.paymentMethod,
      credit,
      adminBonus: fund.bonus,
      balance: user?.balance ?? 0,
    });
  });
}

/**
 * The demo payment gateway of wallet top-ups, outside `/api/v1` as the production backend's
 * `/payment-mobile` page is: `GET /payment/wallet-demo?payment=…` shows the amount with a Pay and a
 * Fail button; `POST` (a form) credits the wallet on `success` (once) and redirects (303) to the
 * storefront's callback with `flag=success` or `flag=fail`.
 */
export function walletGatewayRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use("*", async (c, next) => {
    if (!c.get("deps").env.demoMode) throw notFound();
    await next();
  });

  api.get("/wallet-demo", async (c) => {
    const { payment } = parseQuery(c, gatewayQuery);
    const fund = await peekPendingFund(c.get("deps").db, payment, nowOf(c));
    if (!fund) throw notFound();
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Demo payment gateway</title>
          </head>
          <body
            style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem"
          >
            <main>
              <h1>Demo payment gateway</h1>
              <p>Wallet top-up through <strong>${fund.paymentMethod}</strong>.</p>
              <p>Amount: <strong>${fund.amountText}</strong></p>
              <p>Bonus: <strong>${fund.bonusText}</strong></p>
              <p>No money moves: choose the outcome the gateway reports back.</p>
              <form method="post" action="/payment/wallet-demo">
                <input type="hidden" name="payment" value="${payment}" />
                <button type="submit" name="outcome" value="success">Pay</button>
                <button type="submit" name="outcome" value="fail">Fail the payment</button>
              </form>
            </main>
          </body>
        </html>`,
    );
  });

  api.post("/wallet-demo", async (c) => {
    const body = await parseBody(c, gatewayBody);
    const fund = await takePendingFund(c.get("deps").db, body.payment, nowOf(c));
    if (!fund) throw notFound();
    if (body.outcome === "success") await creditFund(c, fund, body.payment);
    if (fund.callback) return c.redirect(withParams(fund.callback, { flag: body.outcome }), 303);
    return c.json({ payment: body.outcome });
  });

  return api;
}
