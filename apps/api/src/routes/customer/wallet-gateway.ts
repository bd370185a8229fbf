import type { Context } from "hono";
import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { html } from "hono/html";
import { z } from "zod";

import type { AppEnv } from "../../lib/app-env";
import { userOwner } from "../../accounts/owner";
import { users, walletTransactions } from "../../db/schema";
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
  expiresAt: number;
}

/** How long a registered top-up waits for the gateway, and how many may wait at once (oldest dropped). */
const PENDING_TTL_MS = 30 * 60 * 1000;
const PENDING_CAP = 2000;

/**
 * The demo gateway's waiting top-ups, by an unguessable id (the production backend keeps them in its
 * payment-requests table). Demo mode only; kept in memory: a restart forgets the unpaid ones.
 */
export function createPendingFunds() {
  const pending = new Map<string, PendingFund>();
  const sweep = (now: number) => {
    for (const [id, fund] of pending) if (fund.expiresAt <= now) pending.delete(id);
    while (pending.size >= PENDING_CAP) {
      const oldest = pending.keys().next();
      if (oldest.done === true) break;
      pending.delete(oldest.value);
    }
  };
  return {
    add(fund: Omit<PendingFund, "expiresAt">, now: number): string {
      sweep(now);
      const id = crypto.randomUUID();
      pending.set(id, { ...fund, expiresAt: now + PENDING_TTL_MS });
      return id;
    },
    peek(id: string, now: number): PendingFund | null {
      const fund = pending.get(id);
      return fund && fund.expiresAt > now ? fund : null;
    },
    /** The top-up, once: a second answer for the same id finds nothing. */
    take(id: string, now: number): PendingFund | null {
      const fund = this.peek(id, now);
      pending.delete(id);
      return fund;
    },
  };
}

export type PendingFunds = ReturnType<typeof createPendingFunds>;

/** The one store of the process (the add-fund route registers, the gateway pages answer). */
export const pendingFunds = createPendingFunds();

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
export function walletGatewayRoutes(store: PendingFunds = pendingFunds): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.use("*", async (c, next) => {
    if (!c.get("deps").env.demoMode) throw notFound();
    await next();
  });

  api.get("/wallet-demo", (c) => {
    const { payment } = parseQuery(c, gatewayQuery);
    const fund = store.peek(payment, nowOf(c).getTime());
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
    const fund = store.take(body.payment, nowOf(c).getTime());
    if (!fund) throw notFound();
    if (body.outcome === "success") await creditFund(c, fund, body.payment);
    if (fund.callback) return c.redirect(withParams(fund.callback, { flag: body.outcome }), 303);
    return c.json({ payment: body.outcome });
  });

  return api;
}
