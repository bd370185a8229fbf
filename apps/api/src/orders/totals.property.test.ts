import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { cartSchema, orderPlaceResponseSchema } from "@marketplace/api-client";
import { cartTotals, toCartLineView, toMinorUnits } from "@marketplace/domain";

import type { ItemRow } from "./fixtures";
import { getReference } from "../catalog/reference";
import { orders } from "../db/schema";
import { testNow } from "../test/fixed-clock";
import { createTestApp } from "../test/test-db";
import { openStoreItems, sameStore } from "./fixtures";
import { call, newGuest } from "./testing";

let setup: Awaited<ReturnType<typeof createTestApp>>;
let shopItems: ItemRow[];
let storeTax = 0;
let destination = { latitude: 0, longitude: 0 };
const moduleId = 3;

beforeAll(async () => {
  setup = await createTestApp();
  shopItems = sameStore(await openStoreItems(setup.database.db, testNow, moduleId)).slice(0, 6);
  const ref = await getReference(setup.database.db, testNow);
  const store = ref.stores.get(shopItems[0]?.storeId ?? 0);
  storeTax = store?.tax ?? 0;
  destination = {
    latitude: (store?.latitude ?? 0) + 0.01,
    longitude: (store?.longitude ?? 0) - 0.006,
  };
});
afterAll(async () => {
  await setup.dispose();
});

describe("order totals", () => {
  it("equal the storefront drawer's subtotal (domain) plus tax, delivery and tips, for generated carts", async () => {
    expect(shopItems.length).toBeGreaterThanOrEqual(3);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 0, max: shopItems.length - 1 }), {
          minLength: 1,
          maxLength: 4,
        }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 4, maxLength: 4 }),
        fc.constantFrom("delivery", "take_away"),
        fc.integer({ min: 0, max: 500 }),
        async (picks, quantities, orderType, tipCents) => {
          const guest = await newGuest(setup.app);
          for (const [index, pick] of picks.entries()) {
            const item = shopItems[pick];
            if (!item) continue;
            await call(setup.app, "POST", "customer/cart/add", {
              moduleId,
              body: {
                guest_id: guest,
                item_id: item.id,
                model: "Item",
                price: item.price,
                quantity: quantities[index] ?? 1,
              },
            });
          }
          const cart = cartSchema.parse(
            (
              await call(setup.app, "GET", `customer/cart/list?guest_id=${String(guest)}`, {
                moduleId,
              })
            ).body,
          );
          const drawer = cartTotals(cart.map((line) => toCartLineView(line, 2)));
          const placed = await call(setup.app, "POST", "customer/order/place", {
            moduleId,
            body: {
              order_amount: 0,
              payment_method: "cash_on_delivery",
              order_type: orderType,
              store_id: shopItems[0]?.storeId,
              distance: 1,
              address: "1 Property Road",
              ...destination,
              dm_tips: tipCents / 100,
              guest_id: guest,
              contact_person_name: "Prop Erty",
              contact_person_number: "+15550101010",
              contact_person_email: "prop@example.com",
            },
          });
          expect(placed.status).toBe(200);
          const answer = orderPlaceResponseSchema.parse(placed.body);
          const [order] = await setup.database.db
            .select()
            .from(orders)
            .where(eq(orders.id, answer.order_id));
          if (!order) throw new Error("order missing");
          const minor = (value: number) => toMinorUnits(value, 2);
          expect(minor(order.itemsTotal) - minor(order.storeDiscountAmount)).toBe(drawer.subtotal);
          expect(minor(order.totalTaxAmount)).toBe(Math.round((drawer.subtotal * storeTax) / 100));
          const tips = orderType === "take_away" ? 0 : tipCents;
          if (orderType === "take_away") expect(order.deliveryCharge).toBe(0);
          expect(minor(order.orderAmount)).toBe(
            drawer.subtotal + minor(order.totalTaxAmount) + minor(order.deliveryCharge) + tips,
          );
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);
});
