import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  messageResponseSchema,
  orderPlaceResponseSchema,
  ratingSchema,
  reviewListSchema,
  reviewPendingSchema,
} from "@marketplace/api-client";

import type { ItemRow } from "../../orders/fixtures";
import { getReference } from "../../catalog/reference";
import { orders } from "../../db/schema";
import { openStoreItems, sameStore } from "../../orders/fixtures";
import { stepOrderLife } from "../../orders/life";
import { call, errorCode, signIn } from "../../orders/testing";
import { testNow } from "../../test/fixed-clock";
import { createTestApp } from "../../test/test-db";

let setup: Awaited<ReturnType<typeof createTestApp>>;
let demo: string;
let second: string;
let item: ItemRow;
let orderId = 0;
let courierId = 0;
const moduleId = 3;

beforeAll(async () => {
  setup = await createTestApp();
  demo = await signIn(setup.app);
  second = await signIn(setup.app, "second@marketplace.test");
  const found = sameStore(await openStoreItems(setup.database.db, testNow, moduleId))[0];
  if (!found) throw new Error("no item");
  item = found;
  orderId = await placeOne("1 Review Road");
});
/** The demo customer orders one of `item` with cash on delivery; answers the order id. */
async function placeOne(address: string): Promise<number> {
  const ref = await getReference(setup.database.db, testNow);
  const store = ref.stores.get(item.storeId);
  await call(setup.app, "POST", "customer/cart/add", {
    moduleId,
    token: demo,
    body: { item_id: item.id, model: "Item", price: item.price, quantity: 1 },
  });
  const placed = await call(setup.app, "POST", "customer/order/place", {
    moduleId,
    token: demo,
    body: {
      order_amount: 0,
      payment_method: "cash_on_delivery",
      order_type: "delivery",
      store_id: item.storeId,
      distance: 1,
      address,
      latitude: (store?.latitude ?? 0) + 0.003,
      longitude: (store?.longitude ?? 0) + 0.003,
    },
  });
  return orderPlaceResponseSchema.parse(placed.body).order_id;
}

afterAll(async () => {
  await setup.dispose();
});

const reviewItem = (token: string) =>
  call(setup.app, "POST", "items/reviews/submit", {
    token,
    body: { item_id: item.id, order_id: orderId, rating: 5, comment: "Great" },
  });

describe("reviews", () => {
  it("refuses a review before delivery", async () => {
    const early = await reviewItem(demo);
    expect(early.status).toBe(403);
  });

  it("reminds, accepts one review per order line, and refuses other customers", async () => {
    for (let step = 1; step <= 4; step += 1)
      await stepOrderLife(setup.database.db, new Date(testNow.getTime() + step * 60_000), 20_000);
    const [row] = await setup.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.orderStatus).toBe("delivered");
    courierId = row?.deliveryManId ?? 0;

    const reminder = await call(setup.app, "GET", "customer/review-reminder", { token: demo });
    expect(reviewPendingSchema.parse(reminder.body).order_id).toBe(orderId);

    const intruder = await reviewItem(second);
    expect(intruder.status).toBe(403);
    expect(messageResponseSchema.parse((await reviewItem(demo)).body).message).toBeTruthy();
    const twice = await reviewItem(demo);
    expect(twice.status).toBe(403);
    expect(errorCode(twice.body)).toBe("review");
    const after = await call(setup.app, "GET", "customer/review-reminder", { token: demo });
    expect(reviewPendingSchema.parse(after.body).order_id).toBeNull();
  });

  it("reviews the delivery person once and lists the review", async () => {
    const body = { delivery_man_id: courierId, order_id: orderId, rating: 4, comment: "On time" };
    expect(
      (await call(setup.app, "POST", "delivery-man/reviews/submit", { token: second, body }))
        .status,
    ).toBe(403);
    expect(
      (await call(setup.app, "POST", "delivery-man/reviews/submit", { token: demo, body })).status,
    ).toBe(200);
    expect(
      (await call(setup.app, "POST", "delivery-man/reviews/submit", { token: demo, body })).status,
    ).toBe(403);
    const list = reviewListSchema.parse(
      (await call(setup.app, "GET", `delivery-man/reviews/${String(courierId)}`, { token: demo }))
        .body,
    );
    expect(list[0]).toMatchObject({ order_id: orderId, rating: 4 });
    const rating = await call(
      setup.app,
      "GET",
      `delivery-man/reviews/rating/${String(courierId)}`,
      { token: demo },
    );
    expect(ratingSchema.parse(rating.body)).toBeGreaterThan(0);
  });

  it("reminds of the latest delivered order only: closing its prompt brings no older order's", async () => {
    const place = async () => {
      const id = await placeOne("2 Review Road");
      await setup.database.db
        .update(orders)
        .set({ orderStatus: "delivered" })
        .where(eq(orders.id, id));
      return id;
    };
    const older = await place();
    const latest = await place();
    const reminder = async () =>
      reviewPendingSchema.parse(
        (await call(setup.app, "GET", "customer/review-reminder", { token: demo })).body,
      ).order_id;
    expect(older).toBeLessThan(latest);
    expect(await reminder()).toBe(latest);
    await call(setup.app, "GET", `customer/review-reminder-cancel?order_id=${String(latest)}`, {
      token: demo,
    });
    expect(await reminder()).toBeNull();
  });

  it("dismisses the reminder only for the owner", async () => {
    const cancel = await call(
      setup.app,
      "GET",
      `customer/review-reminder-cancel?order_id=${String(orderId)}`,
      { token: demo },
    );
    expect(cancel.body).toBe("success");
  });
});
