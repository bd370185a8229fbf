import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Reference } from "../catalog/reference";
import { getReference } from "../catalog/reference";
import { orders, users, walletTransactions } from "../db/schema";
import { testNow } from "../test/fixed-clock";
import { createTestApp } from "../test/test-db";
import { stepOrderLife } from "./life";
import { loyaltyTransactionId, referralTransactionId, rewardDeliveredOrder } from "./rewards";
import { call, errorCode } from "./testing";

let setup: Awaited<ReturnType<typeof createTestApp>>;
let ref: Reference;
let demoId = 0;
let friendId = 0;

const db = () => setup.database.db;

async function account(id: number) {
  const [row] = await db()
    .select({ wallet: users.walletBalance, points: users.loyaltyPoint })
    .from(users)
    .where(eq(users.id, id));
  if (!row) throw new Error(`no user ${String(id)}`);
  return row;
}

const ledger = (userId: number, transactionId: string) =>
  db()
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.userId, userId),
        eq(walletTransactions.transactionId, transactionId),
      ),
    );

beforeAll(async () => {
  setup = await createTestApp();
  ref = await getReference(db(), testNow);
  const [demo] = await db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.refCode, "DEMOREF001"));
  demoId = demo?.id ?? 0;
  const signUp = await call(setup.app, "POST", "auth/sign-up", {
    body: {
      name: "Friend Referred",
      phone: "+15550009901",
      email: "friend@marketplace.test",
      password: "Friend12345!",
      ref_code: "demoref001",
    },
  });
  expect(signUp.status).toBe(200);
  const [friend] = await db()
    .select({ id: users.id, referredBy: users.referredBy })
    .from(users)
    .where(eq(users.email, "friend@marketplace.test"));
  friendId = friend?.id ?? 0;
  expect(friend?.referredBy).toBe(demoId);
});
afterAll(async () => {
  await setup.dispose();
});

describe("sign-up with a referral code", () => {
  it("refuses a code no customer has on ref_code, and stores no referrer without a code", async () => {
    const wrong = await call(setup.app, "POST", "auth/sign-up", {
      body: {
        name: "Wrong Code",
        phone: "+15550009902",
        password: "Friend12345!",
        ref_code: "NOSUCHCODE",
      },
    });
    expect(wrong.status).toBe(403);
    expect(errorCode(wrong.body)).toBe("ref_code");
    const plain = await call(setup.app, "POST", "auth/sign-up", {
      body: { name: "No Code", phone: "+15550009903", password: "Friend12345!", ref_code: "" },
    });
    expect(plain.status).toBe(200);
    const [row] = await db()
      .select({ referredBy: users.referredBy })
      .from(users)
      .where(eq(users.phone, "+15550009903"));
    expect(row?.referredBy).toBeNull();
  });
});

describe("rewardDeliveredOrder", () => {
  it("pays the config's loyalty points and the referrer's earning once, at the first delivered order", async () => {
    // Seed config: loyalty_point_item_purchase_point 5 (%), ref_earning_exchange_rate 5.
    expect(ref.settings.loyalty_point_item_purchase_point).toBe(5);
    expect(ref.settings.ref_earning_exchange_rate).toBe(5);
    const demoBefore = await account(demoId);
    const friendBefore = await account(friendId);
    const paid = await rewardDeliveredOrder(
      db(),
      { id: 900_001, userId: friendId, orderAmount: 200 },
      ref,
      testNow,
    );
    expect(paid).toEqual({ loyaltyPoints: 10, referral: { referrerId: demoId, amount: 5 } });
    expect((await account(friendId)).points).toBe(friendBefore.points + 10);
    expect((await account(demoId)).wallet).toBeCloseTo(demoBefore.wallet + 5, 2);
    const [points] = await ledger(friendId, loyaltyTransactionId(900_001));
    expect(points).toMatchObject({
      kind: "loyalty",
      transactionType: "order_place",
      credit: 10,
      balance: friendBefore.points + 10,
    });
    const [earning] = await ledger(demoId, referralTransactionId(friendId));
    expect(earning).toMatchObject({ kind: "wallet", transactionType: "referrer", credit: 5 });

    // A replay pays nothing.
    const again = await rewardDeliveredOrder(
      db(),
      { id: 900_001, userId: friendId, orderAmount: 200 },
      ref,
      testNow,
    );
    expect(again).toEqual({ loyaltyPoints: 0, referral: null });
    // The next order earns its points; the referral was the first order's only.
    const next = await rewardDeliveredOrder(
      db(),
      { id: 900_002, userId: friendId, orderAmount: 99.99 },
      ref,
      testNow,
    );
    expect(next).toEqual({ loyaltyPoints: 4, referral: null });
    expect((await account(friendId)).points).toBe(friendBefore.points + 14);
    expect((await account(demoId)).wallet).toBeCloseTo(demoBefore.wallet + 5, 2);
    expect(await ledger(demoId, referralTransactionId(friendId))).toHaveLength(1);
  });

  it("pays once when two instances reward the same order at the same time", async () => {
    const before = await account(friendId);
    const order = { id: 900_003, userId: friendId, orderAmount: 400 };
    const results = await Promise.all([
      rewardDeliveredOrder(db(), order, ref, testNow),
      rewardDeliveredOrder(db(), order, ref, testNow),
    ]);
    expect(results.map((result) => result.loyaltyPoints).sort()).toEqual([0, 20]);
    expect((await account(friendId)).points).toBe(before.points + 20);
    expect(await ledger(friendId, loyaltyTransactionId(900_003))).toHaveLength(1);
  });

  it("pays nothing for guest orders or with loyalty and referral earning switched off", async () => {
    expect(
      await rewardDeliveredOrder(
        db(),
        { id: 900_004, userId: null, orderAmount: 500 },
        ref,
        testNow,
      ),
    ).toEqual({ loyaltyPoints: 0, referral: null });
    const off = {
      settings: { ...ref.settings, loyalty_point_status: 0, ref_earning_status: 0 },
    };
    const before = await account(friendId);
    expect(
      await rewardDeliveredOrder(
        db(),
        { id: 900_005, userId: friendId, orderAmount: 500 },
        off,
        testNow,
      ),
    ).toEqual({ loyaltyPoints: 0, referral: null });
    expect(await account(friendId)).toEqual(before);
  });

  it("pays a customer who signed up without a code only their points", async () => {
    const [plain] = await db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.phone, "+15550009903"));
    const paid = await rewardDeliveredOrder(
      db(),
      { id: 900_006, userId: plain?.id ?? 0, orderAmount: 100 },
      ref,
      testNow,
    );
    expect(paid).toEqual({ loyaltyPoints: 5, referral: null });
  });
});

describe("the delivered status change and its rewards", () => {
  const pace = 20_000;
  const pickedUpAt = testNow.toISOString();
  const due = new Date(testNow.getTime() + pace);

  /** A simulated cash order of `userId` on its way (picked up), due to be delivered at `due`. */
  async function orderOnItsWay(userId: number, orderAmount: number): Promise<number> {
    const [row] = await db()
      .insert(orders)
      .values({
        ownerKey: `user:${String(userId)}`,
        userId,
        orderStatus: "picked_up",
        orderType: "delivery",
        paymentMethod: "cash_on_delivery",
        paymentStatus: "unpaid",
        orderAmount,
        moduleId: 1,
        otp: "1234",
        statusTimes: { pending: pickedUpAt, picked_up: pickedUpAt },
        createdAt: pickedUpAt,
      })
      .returning({ id: orders.id });
    if (!row) throw new Error("no order");
    return row.id;
  }
  const statusOf = async (id: number) =>
    (await db().select({ status: orders.orderStatus }).from(orders).where(eq(orders.id, id)))[0]
      ?.status;

  it("pays the points once when two ticks deliver the same order at the same time", async () => {
    const before = await account(friendId);
    const id = await orderOnItsWay(friendId, 300);
    await Promise.all([stepOrderLife(db(), due, pace), stepOrderLife(db(), due, pace)]);
    expect(await statusOf(id)).toBe("delivered");
    // 5 % of 300.
    expect((await account(friendId)).points).toBe(before.points + 15);
    expect(await ledger(friendId, loyaltyTransactionId(id))).toHaveLength(1);
    // A later tick finds nothing to deliver and pays nothing.
    await stepOrderLife(db(), new Date(due.getTime() + pace), pace);
    expect((await account(friendId)).points).toBe(before.points + 15);
  });

  it("undoes the delivered change when the payout fails, and the next tick delivers and pays once", async () => {
    const before = await account(friendId);
    const id = await orderOnItsWay(friendId, 120);
    // The payout's ledger insert fails (as a crash between the status change and the payout would).
    await db().execute(sql`
      CREATE FUNCTION refuse_rewards() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'ledger unavailable'; END $$`);
    await db().execute(sql`
      CREATE TRIGGER refuse_rewards BEFORE INSERT ON wallet_transactions
      FOR EACH ROW EXECUTE FUNCTION refuse_rewards()`);
    try {
      await expect(stepOrderLife(db(), due, pace)).rejects.toThrow("order life step failed");
    } finally {
      await db().execute(sql`DROP TRIGGER refuse_rewards ON wallet_transactions`);
      await db().execute(sql`DROP FUNCTION refuse_rewards()`);
    }
    expect(await statusOf(id)).toBe("picked_up");
    expect((await account(friendId)).points).toBe(before.points);
    expect(await ledger(friendId, loyaltyTransactionId(id))).toHaveLength(0);

    await stepOrderLife(db(), due, pace);
    expect(await statusOf(id)).toBe("delivered");
    // 5 % of 120.
    expect((await account(friendId)).points).toBe(before.points + 6);
    expect(await ledger(friendId, loyaltyTransactionId(id))).toHaveLength(1);
    await stepOrderLife(db(), due, pace);
    expect((await account(friendId)).points).toBe(before.points + 6);
  });
});
