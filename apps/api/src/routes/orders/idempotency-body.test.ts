import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { orderPlaceResponseSchema } from "@marketplace/api-client";

import type { Shop } from "./shop";
import { call, errorCode, newGuest, signIn } from "../../orders/testing";
import { addLine, firstItem, moduleId, openShop, placeBody } from "./shop";

let setup: Shop["setup"];

beforeAll(async () => {
  ({ setup } = await openShop());
});
afterAll(async () => {
  await setup.dispose();
});

const place = (body: Record<string, unknown>, key: string, token?: string) =>
  call(setup.app, "POST", "customer/order/place", {
    moduleId,
    ...(token === undefined ? {} : { token }),
    headers: { "idempotency-key": key },
    body,
  });

function buyNow(quantity = 1) {
  const item = firstItem();
  return {
    is_buy_now: 1,
    cart: JSON.stringify([{ item_id: item.id, model: "Item", price: item.price, quantity }]),
  };
}

describe("Idempotency-Key reused with another body", () => {
  it("answers the first order to the same body, and 409 to a different one (cart order)", async () => {
    const guest = await newGuest(setup.app);
    await addLine(guest, firstItem());
    const key = `same-key-${String(guest)}`;
    const first = await place(placeBody(guest), key);
    expect(first.status).toBe(200);
    const again = await place(placeBody(guest), key);
    expect(again.status).toBe(200);
    expect(orderPlaceResponseSchema.parse(again.body).order_id).toBe(
      orderPlaceResponseSchema.parse(first.body).order_id,
    );
    const other = await place(placeBody(guest, { address: "99 Other Street" }), key);
    expect(other.status).toBe(409);
    expect(errorCode(other.body)).toBe("idempotency_key");
  });

  it("refuses a different buy-now body under a guest's used key", async () => {
    const guest = await newGuest(setup.app);
    const key = `buy-now-key-${String(guest)}`;
    expect((await place(placeBody(guest, buyNow(1)), key)).status).toBe(200);
    const other = await place(placeBody(guest, buyNow(3)), key);
    expect(other.status).toBe(409);
    expect(errorCode(other.body)).toBe("idempotency_key");
  });

  it("refuses a different body under a customer's used key", async () => {
    const token = await signIn(setup.app);
    const key = `customer-key-${String(Date.now())}`;
    expect((await place(placeBody(null, buyNow(1)), key, token)).status).toBe(200);
    const other = await place(placeBody(null, { ...buyNow(1), dm_tips: 2 }), key, token);
    expect(other.status).toBe(409);
    expect(errorCode(other.body)).toBe("idempotency_key");
  });
});
