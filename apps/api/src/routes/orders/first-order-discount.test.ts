import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  orderDetailsResponseSchema,
  orderPlaceResponseSchema,
  pagedOrdersSchema,
} from "@marketplace/api-client";
import { orderReceipt, receiptLinesSum, roundMinorUnits, toMinorUnits } from "@marketplace/domain";

import type { ItemRow } from "../../orders/fixtures";
import type { Shop } from "./shop";
import { orders } from "../../db/schema";
import { call, newGuest } from "../../orders/testing";
import { firstItem, moduleId, openShop, placeBody } from "./shop";

/**
 * The welcome modal's first-order discount (seeded: 10 % for 7 days from sign-up) is charged at placement:
 * for a signed-in customer with no orders but canceled or failed ones, never for a guest, once.
 */
let setup: Shop["setup"];
let item: ItemRow;

beforeAll(async () => {
  ({ setup } = await openShop());
  item = firstItem();
});
afterAll(async () => {
  await setup.dispose();
});

let signUps = 0;
async function signUp(): Promise<string> {
  signUps += 1;
  const result = await call(setup.app, "POST", "auth/sign-up", {
    body: {
      name: "Ada Lovelace",
      email: `first-${String(signUps)}@example.com`,
      phone: `+1555123${String(1000 + signUps)}`,
      password: "Analytical-1843",
    },
  });
  expect(result.status).toBe(200);
  const token = (result.body as { token: string | null }).token;
  if (!token) throw new Error("no token");
  return token;
}

function body(guest: number | null) {
  return placeBody(guest, {
    is_buy_now: 1,
    cart: JSON.stringify([{ item_id: item.id, model: "Item", price: item.price, quantity: 2 }]),
  });
}

async function place(token: string | null, key: string, guest: number | null = null) {
  const result = await call(setup.app, "POST", "customer/order/place", {
    moduleId,
    ...(token === null ? {} : { token }),
    headers: { "idempotency-key": key },
    body: body(guest),
  });
  return result;
}

async function orderRow(id: number) {
  const [row] = await setup.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error("no order");
  return row;
}

const cents = (value: number) => toMinorUnits(value, 2);

/** The order's amounts add up: items less store discount, coupon and first-order discount, plus the rest. */
function expectConsistent(row: Awaited<ReturnType<typeof orderRow>>) {
  expect(cents(row.orderAmount)).toBe(
    cents(row.itemsTotal) -
      cents(row.storeDiscountAmount) -
      cents(row.couponDiscountAmount) -
      cents(row.firstOrderDiscount) +
      cents(row.totalTaxAmount) +
      cents(row.deliveryCharge) +
      cents(row.dmTips) +
      cents(row.extraPackagingAmount),
  );
}

describe("order placement: the first-order discount", () => {
  it("takes 10 % of the subtotal off a new customer's first order, before tax, and shows it", async () => {
    const token = await signUp();
    const placed = await place(token, "first-1");
    expect(placed.status).toBe(200);
    const id = orderPlaceResponseSchema.parse(placed.body).order_id;
    const row = await orderRow(id);
    const subtotal = cents(row.itemsTotal) - cents(row.storeDiscountAmount);
    expect(subtotal).toBeGreaterThan(0);
    expect(cents(row.firstOrderDiscount)).toBe(roundMinorUnits(subtotal / 10));
    expectConsistent(row);

    const running = await call(
      setup.app,
      "GET",
      "customer/order/running-orders?limit=10&offset=1",
      {
        moduleId,
        token,
      },
    );
    const shown = pagedOrdersSchema.parse(running.body).orders.find((order) => order.id === id);
    expect(shown?.first_order_discount).toBe(row.firstOrderDiscount);
    expect(shown?.order_amount).toBe(row.orderAmount);

    // The order details' totals (the domain's receipt, as the details page lists them) add up to order_amount.
    const details = orderDetailsResponseSchema.parse(
      (
        await call(setup.app, "GET", `customer/order/details?order_id=${String(id)}`, {
          moduleId,
          token,
        })
      ).body,
    );
    if (!shown || !Array.isArray(details)) throw new Error("no order details");
    const receipt = orderReceipt(shown, details, 2);
    expect(receipt.firstOrder).toBe(cents(row.firstOrderDiscount));
    expect(receipt.firstOrder).toBeGreaterThan(0);
    expect(receiptLinesSum(receipt)).toBe(cents(row.orderAmount));

    const second = await place(token, "first-2");
    expect(second.status).toBe(200);
    const next = await orderRow(orderPlaceResponseSchema.parse(second.body).order_id);
    expect(next.firstOrderDiscount).toBe(0);
    expect(cents(next.orderAmount)).toBeGreaterThan(cents(row.orderAmount));
    expectConsistent(next);
  });

  it("a canceled or failed order does not use it up", async () => {
    const token = await signUp();
    const first = orderPlaceResponseSchema.parse((await place(token, "canceled-1")).body).order_id;
    expect((await orderRow(first)).firstOrderDiscount).toBeGreaterThan(0);
    await setup.database.db
      .update(orders)
      .set({ orderStatus: "canceled" })
      .where(eq(orders.id, first));
    const again = orderPlaceResponseSchema.parse((await place(token, "canceled-2")).body).order_id;
    expect((await orderRow(again)).firstOrderDiscount).toBeGreaterThan(0);
    await setup.database.db
      .update(orders)
      .set({ orderStatus: "failed" })
      .where(eq(orders.id, again));
    const third = orderPlaceResponseSchema.parse((await place(token, "canceled-3")).body).order_id;
    expect((await orderRow(third)).firstOrderDiscount).toBeGreaterThan(0);
    const fourth = orderPlaceResponseSchema.parse((await place(token, "canceled-4")).body).order_id;
    expect((await orderRow(fourth)).firstOrderDiscount).toBe(0);
  });

  it("a guest never gets it", async () => {
    const guest = await newGuest(setup.app);
    const placed = await place(null, "guest-1", guest);
    expect(placed.status).toBe(200);
    const row = await orderRow(orderPlaceResponseSchema.parse(placed.body).order_id);
    expect(row.firstOrderDiscount).toBe(0);
    expectConsistent(row);
  });

  it("of 8 concurrent first orders of one customer, exactly one gets it", async () => {
    const token = await signUp();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) => place(token, `race-${String(index)}`)),
    );
    expect(results.map((result) => result.status)).toEqual(results.map(() => 200));
    const rows = await Promise.all(
      results.map((result) => orderRow(orderPlaceResponseSchema.parse(result.body).order_id)),
    );
    expect(rows.filter((row) => row.firstOrderDiscount > 0)).toHaveLength(1);
    rows.forEach(expectConsistent);
  });
});
