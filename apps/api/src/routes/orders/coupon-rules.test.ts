import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { ItemRow } from "../../orders/fixtures";
import type { Shop } from "./shop";
import { coupons, orders, users } from "../../db/schema";
import { call, errorCode, newGuest, signIn } from "../../orders/testing";
import { firstItem, moduleId, openShop, placeBody } from "./shop";

let setup: Shop["setup"];
let item: ItemRow;

beforeAll(async () => {
  ({ setup } = await openShop());
  item = firstItem();
});
afterAll(async () => {
  await setup.dispose();
});

/** The seeded ecommerce coupon of a type (module 3: ECOMMERCE10, ECOMMERCEFIRST20, …). */
async function couponOf(type: string) {
  const [row] = await setup.database.db
    .select()
    .from(coupons)
    .where(and(eq(coupons.moduleId, moduleId), eq(coupons.couponType, type)));
  if (!row) throw new Error(`no ${type} coupon`);
  return row;
}

/** A buy-now line worth at least 35 (above every demo coupon's minimum purchase). */
function buyNow() {
  const quantity = Math.ceil(35 / item.price);
  return {
    is_buy_now: 1,
    cart: JSON.stringify([{ item_id: item.id, model: "Item", price: item.price, quantity }]),
  };
}

const place = (token: string | null, code: string, guest: number | null = null, key?: string) =>
  call(setup.app, "POST", "customer/order/place", {
    moduleId,
    ...(token === null ? {} : { token }),
    ...(key === undefined ? {} : { headers: { "idempotency-key": key } }),
    body: placeBody(guest, { ...buyNow(), coupon_code: code }),
  });

async function userIdOf(email: string): Promise<number> {
  const [row] = await setup.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error("no user");
  return row.id;
}

describe("coupon rules at order placement (the same rule as coupon/apply)", () => {
  it("20 concurrent orders with a limit-5 coupon: at most 5 are discounted", async () => {
    const coupon = await couponOf("default");
    expect(coupon.limit).toBe(5);
    const token = await signIn(setup.app, "second@marketplace.test");
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        place(token, coupon.code, null, `coupon-race-${String(index)}`),
      ),
    );
    const userId = await userIdOf("second@marketplace.test");
    const used = await setup.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.couponCode, coupon.code)));
    expect(used.length).toBeLessThanOrEqual(5);
    expect(used.length).toBeGreaterThan(0);
    expect(used.every((order) => order.couponDiscountAmount > 0)).toBe(true);
    const refused = results.filter((result) => result.status !== 200);
    expect(refused.length).toBe(20 - used.length);
    for (const result of refused) {
      expect(result.status).toBe(406);
      expect(errorCode(result.body)).toBe("coupon");
    }
  });

  it("refuses a first-order coupon to a customer who already has orders", async () => {
    const coupon = await couponOf("first_order");
    const token = await signIn(setup.app, "second@marketplace.test");
    const result = await place(token, coupon.code);
    expect(result.status).toBe(403);
    expect(errorCode(result.body)).toBe("coupon");
  });

  it("refuses a store coupon at another store and a zone coupon in another zone", async () => {
    const token = await signIn(setup.app);
    const storeWise = await couponOf("store_wise");
    await setup.database.db
      .update(coupons)
      .set({ storeId: item.storeId + 1000, data: String(item.storeId + 1000) })
      .where(eq(coupons.id, storeWise.id));
    const atStore = await place(token, storeWise.code);
    expect(atStore.status).toBe(403);
    expect(errorCode(atStore.body)).toBe("coupon");

    const zoneWise = await couponOf("zone_wise");
    await setup.database.db
      .update(coupons)
      .set({ data: "[999]" })
      .where(eq(coupons.id, zoneWise.id));
    const inZone = await place(token, zoneWise.code);
    expect(inZone.status).toBe(403);
    expect(errorCode(inZone.body)).toBe("coupon");
  });

  it("refuses a coupon meant for other customers", async () => {
    const token = await signIn(setup.app);
    const coupon = await couponOf("free_delivery");
    await setup.database.db
      .update(coupons)
      .set({ customerId: ["99999"] })
      .where(eq(coupons.id, coupon.id));
    const result = await place(token, coupon.code);
    expect(result.status).toBe(403);
    expect(errorCode(result.body)).toBe("coupon");
  });

  it("refuses a coupon to a guest (cart and buy-now orders)", async () => {
    const coupon = await couponOf("default");
    const guest = await newGuest(setup.app);
    const result = await place(null, coupon.code, guest);
    expect(result.status).toBe(403);
    expect(errorCode(result.body)).toBe("coupon");
    const rows = await setup.database.db
      .select()
      .from(orders)
      .where(eq(orders.ownerKey, `g:${String(guest)}`));
    expect(rows).toEqual([]);
    const body = result.body as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toBe("Sign in to use this coupon.");
  });

  it("coupon/apply is for signed-in customers only (api-paths: auth; spec §6: guests have no coupons)", async () => {
    const coupon = await couponOf("default");
    const guest = await call(
      setup.app,
      "GET",
      `coupon/apply?code=${coupon.code}&store_id=${String(item.storeId)}`,
      { moduleId, token: null },
    );
    expect(guest.status).toBe(401);
    expect(errorCode(guest.body)).toBe("auth-001");
  });
});
