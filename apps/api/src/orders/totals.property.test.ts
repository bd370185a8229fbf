import { eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { cartSchema, orderPlaceResponseSchema } from "@marketplace/api-client";
import {
  cartTotals,
  deliveryCharge,
  distanceMeters,
  orderTotals,
  toCartLineView,
  toMinorUnits,
} from "@marketplace/domain";

import type { Reference, StoreRow } from "../catalog/reference";
import type { ItemRow } from "./fixtures";
import { getReference } from "../catalog/reference";
import { items, orders } from "../db/schema";
import { zonesAt } from "../routes/config/zones";
import { testNow } from "../test/fixed-clock";
import { createTestApp } from "../test/test-db";
import { openStoreItems, sameStore } from "./fixtures";
import { call, newGuest } from "./testing";

let setup: Awaited<ReturnType<typeof createTestApp>>;
let shopItems: ItemRow[];
let ref: Reference;
let store: StoreRow;
let destination = { latitude: 0, longitude: 0 };
const moduleId = 3;

beforeAll(async () => {
  setup = await createTestApp();
  shopItems = sameStore(await openStoreItems(setup.database.db, testNow, moduleId)).slice(0, 6);
  // Orders take stock: enough for every generated order.
  await setup.database.db
    .update(items)
    .set({ stock: 100_000 })
    .where(
      inArray(
        items.id,
        shopItems.map((item) => item.id),
      ),
    );
  ref = await getReference(setup.database.db, testNow);
  const found = ref.stores.get(shopItems[0]?.storeId ?? 0);
  if (!found) throw new Error("store missing");
  store = found;
  destination = { latitude: store.latitude + 0.01, longitude: store.longitude - 0.006 };
});
afterAll(async () => {
  await setup.dispose();
});

/** What the storefront's checkout shows: the domain's delivery charge for this store and destination. */
function checkoutDelivery(orderType: "delivery" | "take_away", subtotal: number, zoneId: number) {
  const rule = ref.moduleZones.find((row) => row.moduleId === moduleId && row.zoneId === zoneId);
  const zone = ref.zones.find((row) => row.id === zoneId);
  const freeOver = Number(ref.settings.free_delivery_over ?? 0);
  const meters = distanceMeters(
    { lat: store.latitude, lng: store.longitude },
    { lat: destination.latitude, lng: destination.longitude },
  );
  return deliveryCharge(
    {
      orderType,
      distanceKm: meters / 1000,
      perKmCharge: rule?.perKmShippingCharge ?? store.perKmShippingCharge,
      minimumCharge: rule?.minimumShippingCharge ?? store.minimumShippingCharge,
      maximumCharge: rule?.maximumShippingCharge ?? store.maximumShippingCharge,
      increasedFeePercent:
        zone?.increasedDeliveryFeeStatus === 1 ? zone.increasedDeliveryFee : null,
      storeFreeDelivery: store.freeDelivery,
      freeDeliveryCoupon: false,
      subtotal,
      freeDeliveryOver: freeOver > 0 ? toMinorUnits(freeOver, 2) : null,
    },
    2,
  ).charge;
}

describe("order totals", () => {
  it("equal the domain's checkout total (drawer subtotal, tax, delivery charge, tips) for generated carts", async () => {
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
          const minor = (value: number) => toMinorUnits(value, 2);
          // The zone the server prices with: the store's for take-away, else the destination's.
          const zoneId =
            orderType === "take_away"
              ? store.zoneId
              : (zonesAt(ref, destination.latitude, destination.longitude).find((zone) =>
                  ref.moduleZones.some(
                    (rule) => rule.zoneId === zone.id && rule.moduleId === moduleId,
                  ),
                )?.id ?? 0);
          const checkout = orderTotals({
            subtotal: drawer.subtotal,
            coupon: 0,
            taxPercent: store.tax,
            delivery: checkoutDelivery(orderType, drawer.subtotal, zoneId),
            tips: orderType === "take_away" ? 0 : tipCents,
          });
          const cap = ref.moduleZones.find(
            (rule) => rule.zoneId === zoneId && rule.moduleId === moduleId,
          )?.maximumCodOrderAmount;
          if (cap != null && cap > 0 && checkout.total > minor(cap)) {
            // Cash on delivery above the zone's maximum is refused with the spec's message.
            expect(placed.status).toBe(203);
            expect(JSON.stringify(placed.body)).toContain(
              "The total amount of the order, exceeds maximum amount of the cash on delivery method",
            );
            return;
          }
          expect(placed.status).toBe(200);
          const answer = orderPlaceResponseSchema.parse(placed.body);
          const [order] = await setup.database.db
            .select()
            .from(orders)
            .where(eq(orders.id, answer.order_id));
          if (!order) throw new Error("order missing");
          expect(order.zoneId).toBe(zoneId);
          expect(minor(order.itemsTotal) - minor(order.storeDiscountAmount)).toBe(drawer.subtotal);
          expect(minor(order.totalTaxAmount)).toBe(checkout.tax);
          expect(minor(order.deliveryCharge)).toBe(checkout.delivery);
          if (orderType === "take_away") expect(order.deliveryCharge).toBe(0);
          expect(minor(order.orderAmount)).toBe(checkout.total);
        },
      ),
      { numRuns: 200 },
    );
  }, 240_000);
});
