import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Env } from "../../env";
import { createApp } from "../../app";
import { orders, users, walletTransactions } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { loyaltyTransactionId } from "../../orders/rewards";
import { errorCode } from "../../orders/testing";
import { testNow } from "../../test/fixed-clock";
import { createTestDatabase, testEnv } from "../../test/test-db";
import { demoControlHeader } from "./control-only";

/** The demo's "deliver now" control (ADR 0023, session-24 update) and where it must not exist. */
const token = "test-demo-control-token";
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let customerId = 0;
const db = () => database.database.db;

beforeAll(async () => {
  database = await createTestDatabase();
  const [customer] = await db()
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "demo@marketplace.test"));
  customerId = customer?.id ?? 0;
  expect(customerId).toBeGreaterThan(0);
});
afterAll(async () => {
  await database.dispose();
});

const appWith = (env: Partial<Env>) =>
  createApp({
    db: db(),
    env: { ...testEnv, demoMode: true, demoControlToken: token, ...env },
    logger: createLogger("silent"),
    now: () => testNow,
  });

async function deliver(
  app: ReturnType<typeof createApp>,
  orderId: number | string,
  sent: string | null = token,
): Promise<{ status: number; body: unknown }> {
  const response = await app.request(`/demo/orders/${String(orderId)}/deliver`, {
    method: "POST",
    headers: sent === null ? {} : { [demoControlHeader]: sent },
  });
  return { status: response.status, body: await response.json() };
}

type NewOrder = Partial<typeof orders.$inferInsert>;

/** A running order of the demo customer, placed a minute before the test clock. */
async function order(fields: NewOrder = {}): Promise<number> {
  const placedAt = new Date(testNow.getTime() - 60_000).toISOString();
  const [row] = await db()
    .insert(orders)
    .values({
      ownerKey: `user:${String(customerId)}`,
      userId: customerId,
      orderStatus: "pending",
      orderType: "delivery",
      paymentMethod: "cash_on_delivery",
      paymentStatus: "unpaid",
      orderAmount: 200,
      moduleId: 1,
      otp: "1234",
      statusTimes: { pending: placedAt },
      createdAt: placedAt,
      ...fields,
    })
    .returning({ id: orders.id });
  if (!row) throw new Error("no order");
  return row.id;
}

const orderRow = async (id: number) =>
  (await db().select().from(orders).where(eq(orders.id, id)))[0];

const points = async () =>
  (await db().select({ points: users.loyaltyPoint }).from(users).where(eq(users.id, customerId)))[0]
    ?.points ?? 0;

const loyaltyEntries = (orderId: number) =>
  db()
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.userId, customerId),
        eq(walletTransactions.transactionId, loyaltyTransactionId(orderId)),
      ),
    );

describe("POST /demo/orders/{id}/deliver", () => {
  it("does not exist without demo mode, without the token set, or for a caller without it", async () => {
    const id = await order();
    for (const [env, sent] of [
      [{ demoMode: false }, token],
      [{ demoControlToken: undefined }, token],
      [{}, null],
      [{}, "another-token-of-enough-length"],
    ] as const) {
      const answer = await deliver(appWith(env), id, sent);
      expect(answer.status).toBe(404);
      expect(errorCode(answer.body)).toBe("not_found");
    }
    expect((await orderRow(id))?.orderStatus).toBe("pending");
  });

  it("moves a pending cash order through every step now: a courier, paid on delivery, the points once", async () => {
    const app = appWith({});
    const before = await points();
    const id = await order();
    const answer = await deliver(app, id);
    expect(answer).toEqual({
      status: 200,
      body: { order_id: id, order_status: "delivered", steps: 4 },
    });
    const row = await orderRow(id);
    expect(row?.orderStatus).toBe("delivered");
    expect(row?.paymentStatus).toBe("paid");
    expect(row?.deliveryManId).not.toBeNull();
    expect(Object.keys(row?.statusTimes ?? {}).sort()).toEqual(
      ["confirmed", "delivered", "pending", "picked_up", "processing"].sort(),
    );
    // The seed's loyalty rate: 5 % of 200.
    expect(await points()).toBe(before + 10);
    expect(await loyaltyEntries(id)).toHaveLength(1);

    // A replay finds it delivered: no step, nothing paid again.
    expect((await deliver(app, id)).body).toEqual({
      order_id: id,
      order_status: "delivered",
      steps: 0,
    });
    expect(await points()).toBe(before + 10);
    expect(await loyaltyEntries(id)).toHaveLength(1);
  });

  it("two calls at once deliver the order once and pay its points once", async () => {
    const app = appWith({});
    const before = await points();
    const id = await order({ orderAmount: 100 });
    const answers = await Promise.all([deliver(app, id), deliver(app, id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    // Between them the two calls made the four steps, each once.
    const steps = answers.map((answer) => (answer.body as { steps: number }).steps);
    expect(steps.reduce((sum, made) => sum + made, 0)).toBe(4);
    expect((await orderRow(id))?.orderStatus).toBe("delivered");
    expect(await points()).toBe(before + 5);
    expect(await loyaltyEntries(id)).toHaveLength(1);
  });

  it("a take-away order gets no courier", async () => {
    const id = await order({ orderType: "take_away" });
    expect((await deliver(appWith({}), id)).status).toBe(200);
    const row = await orderRow(id);
    expect(row?.orderStatus).toBe("delivered");
    expect(row?.deliveryManId).toBeNull();
  });

  it("leaves an order out of its life, an unpaid digital one and one the simulator does not move", async () => {
    const app = appWith({});
    const canceled = await order({ orderStatus: "canceled" });
    const refused = await deliver(app, canceled);
    expect(refused.status).toBe(409);
    expect(errorCode(refused.body)).toBe("not_running");
    expect((await orderRow(canceled))?.orderStatus).toBe("canceled");

    const unpaid = await order({ paymentMethod: "digital_payment" });
    const waiting = await deliver(app, unpaid);
    expect(waiting.status).toBe(409);
    expect(errorCode(waiting.body)).toBe("awaiting_payment");
    expect((await orderRow(unpaid))?.orderStatus).toBe("pending");

    const seeded = await order({ simulated: false });
    const kept = await deliver(app, seeded);
    expect(kept.status).toBe(409);
    expect(errorCode(kept.body)).toBe("not_simulated");
    expect((await orderRow(seeded))?.orderStatus).toBe("pending");
  });

  it("answers an unknown or malformed id like an unknown order", async () => {
    const app = appWith({});
    for (const id of [999_999, 0, -1, "abc", "1e3", "12345678901"]) {
      const answer = await deliver(app, id);
      expect(answer.status).toBe(404);
      expect(errorCode(answer.body)).toBe("order");
    }
  });
});
