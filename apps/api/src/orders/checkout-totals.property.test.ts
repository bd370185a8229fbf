import { eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Coupon } from "@marketplace/api-client";
import {
  cartSchema,
  configSchema,
  couponSchema,
  orderPlaceResponseSchema,
  profileSchema,
  storeDetailsSchema,
  zoneIdResponseSchema,
} from "@marketplace/api-client";
import {
  checkoutTotals,
  extraPackagingCharge,
  profileFirstOrderOffer,
  toMinorUnits,
  zoneShippingRule,
} from "@marketplace/domain";

import type { ItemRow } from "./fixtures";
import { invalidateReference } from "../catalog/reference";
import { items, stores } from "../db/schema";
import { invalidateMicroCache } from "../lib/micro-cache";
import { testNow } from "../test/fixed-clock";
import { createTestApp } from "../test/test-db";
import { openStoreItems, sameStore } from "./fixtures";
import { call, newGuest, signIn } from "./testing";

/**
 * The storefront's checkout total (`checkoutTotals` fed only from what the API serves the storefront:
 * the cart, store details, the zone at the destination and the config) equals the placed order's
 * `total_ammount`, for generated carts, both delivery types, tips, extra packaging (chosen or not),
 * coupons and the first-order discount (on for a new customer's first order, off after it).
 */

let setup: Awaited<ReturnType<typeof createTestApp>>;
let shopItems: ItemRow[];
const moduleId = 3;
let destination = { latitude: 0, longitude: 0 };

beforeAll(async () => {
  setup = await createTestApp();
  shopItems = sameStore(await openStoreItems(setup.database.db, testNow, moduleId)).slice(0, 6);
  await setup.database.db
    .update(items)
    .set({ stock: 100_000 })
    .where(
      inArray(
        items.id,
        shopItems.map((item) => item.id),
      ),
    );
  // The shop offers extra packaging: generated orders choose it or not.
  await setup.database.db
    .update(stores)
    .set({ extraPackagingStatus: true, extraPackagingAmount: 1.25 })
    .where(eq(stores.id, shopItems[0]?.storeId ?? 0));
  invalidateReference(setup.database.db);
  invalidateMicroCache(setup.database.db);
  const store = storeDetailsSchema.parse(
    (await call(setup.app, "GET", `stores/details/${String(shopItems[0]?.storeId)}`, { moduleId }))
      .body,
  );
  if (!store) throw new Error("store missing");
  destination = {
    latitude: (store.latitude ?? 0) + 0.01,
    longitude: (store.longitude ?? 0) - 0.006,
  };
});
afterAll(async () => {
  await setup.dispose();
});

type Owner = { guest: number } | { token: string };

const auth = (owner: Owner) => ("token" in owner ? { token: owner.token } : {});
const guestQuery = (owner: Owner) => ("guest" in owner ? `guest_id=${String(owner.guest)}` : "");

/** The storefront's total, from the wire answers only (as `load-checkout.ts` maps them). */
async function storefrontTotal(
  owner: Owner,
  orderType: "delivery" | "take_away",
  tips: number,
  coupon: Coupon | null,
  packaging = false,
) {
  const get = async (path: string) =>
    (await call(setup.app, "GET", path, { moduleId, ...auth(owner) })).body;
  const lines = cartSchema.parse(await get(`customer/cart/list?${guestQuery(owner)}`));
  const store = storeDetailsSchema.parse(
    await get(`stores/details/${String(lines[0]?.item.store_id)}`),
  );
  if (!store) throw new Error("store missing");
  const zones = zoneIdResponseSchema.parse(
    await get(
      `config/get-zone-id?lat=${String(destination.latitude)}&lng=${String(destination.longitude)}`,
    ),
  );
  const config = configSchema.parse(await get("config"));
  // A signed-in customer's first-order offer, as the checkout page reads it from customer/info.
  const offer =
    "token" in owner
      ? profileFirstOrderOffer(profileSchema.parse(await get("customer/info")))
      : null;
  const zone = zones.zone_data.find((row) => row.modules?.some((module) => module.id === moduleId));
  const pivot = zone?.modules?.find((module) => module.id === moduleId)?.pivot ?? null;
  const freeOver = config.free_delivery_over ?? 0;
  const totals = checkoutTotals({
    lines,
    digits: 2,
    coupon,
    orderType,
    store: {
      lat: store.latitude ?? 0,
      lng: store.longitude ?? 0,
      taxPercent: store.tax ?? 0,
      freeDelivery: store.free_delivery === true,
    },
    destination: { lat: destination.latitude, lng: destination.longitude },
    rule: zoneShippingRule(
      pivot && {
        perKmCharge: pivot.per_km_shipping_charge,
        minimumCharge: pivot.minimum_shipping_charge,
        maximumCharge: pivot.maximum_shipping_charge,
      },
      {
        perKmCharge: store.per_km_shipping_charge,
        minimumCharge: store.minimum_shipping_charge,
        maximumCharge: store.maximum_shipping_charge,
      },
    ),
    increasedFeePercent:
      zone?.increased_delivery_fee_status === true ? (zone.increased_delivery_fee ?? null) : null,
    freeDeliveryOver: freeOver > 0 ? toMinorUnits(freeOver, 2) : null,
    tips,
    extraPackaging: extraPackagingCharge(
      { offered: store.extra_packaging_status === true, amount: store.extra_packaging_amount },
      packaging,
      2,
    ),
    firstOrderOffer: offer,
  });
  const cap = pivot?.maximum_cod_order_amount ?? 0;
  return { totals, offer, codCap: cap > 0 ? toMinorUnits(cap, 2) : null };
}

async function fillCart(owner: Owner, picks: number[], quantities: number[]) {
  if ("token" in owner)
    await call(setup.app, "DELETE", "customer/cart/remove", { moduleId, token: owner.token });
  for (const [index, pick] of picks.entries()) {
    const item = shopItems[pick];
    if (!item) continue;
    await call(setup.app, "POST", "customer/cart/add", {
      moduleId,
      ...auth(owner),
      body: {
        ...("guest" in owner ? { guest_id: owner.guest } : {}),
        item_id: item.id,
        model: "Item",
        price: item.price,
        quantity: quantities[index] ?? 1,
      },
    });
  }
}

async function place(
  owner: Owner,
  orderType: "delivery" | "take_away",
  tips: number,
  couponCode: string | null,
  packaging = false,
) {
  return call(setup.app, "POST", "customer/order/place", {
    moduleId,
    ...auth(owner),
    body: {
      order_amount: 0,
      payment_method: "digital_payment",
      order_type: orderType,
      store_id: shopItems[0]?.storeId,
      distance: 1,
      address: "1 Property Road",
      ...destination,
      dm_tips: tips,
      ...(couponCode ? { coupon_code: couponCode } : {}),
      // The client's amount is only the opt-in: the server charges the store's.
      ...(packaging ? { extra_packaging_amount: 1 } : {}),
      ...("guest" in owner
        ? {
            guest_id: owner.guest,
            contact_person_name: "Prop Erty",
            contact_person_number: "+15550101010",
            contact_person_email: "prop@example.com",
          }
        : {}),
    },
  });
}

const picksArb = fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 4 });
const quantitiesArb = fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 4, maxLength: 4 });

describe("the storefront's checkout total", () => {
  it("equals the placed order's amount for generated guest carts (both delivery types, tips, extra packaging)", async () => {
    expect(shopItems.length).toBeGreaterThanOrEqual(6);
    await fc.assert(
      fc.asyncProperty(
        picksArb,
        quantitiesArb,
        fc.constantFrom("delivery" as const, "take_away" as const),
        fc.integer({ min: 0, max: 500 }),
        fc.boolean(),
        async (picks, quantities, orderType, tipCents, packaging) => {
          const owner = { guest: await newGuest(setup.app) };
          await fillCart(owner, picks, quantities);
          const { totals } = await storefrontTotal(
            owner,
            orderType,
            tipCents / 100,
            null,
            packaging,
          );
          expect(totals.extraPackaging).toBe(packaging ? 125 : 0);
          const placed = await place(owner, orderType, tipCents / 100, null, packaging);
          expect(placed.status).toBe(200);
          const answer = orderPlaceResponseSchema.parse(placed.body);
          expect(toMinorUnits(answer.total_ammount ?? -1, 2)).toBe(totals.total);
        },
      ),
      { numRuns: 60 },
    );
  }, 240_000);

  it("equals it with coupons applied through coupon/apply (signed in)", async () => {
    const token = await signIn(setup.app);
    const owner = { token };
    const cases = [
      {
        code: "ECOMMERCE10",
        picks: [0, 1],
        quantities: [3, 2],
        orderType: "delivery" as const,
        tips: 1.5,
      },
      {
        code: "ECOMMERCEFREESHIP",
        picks: [2],
        quantities: [2],
        orderType: "delivery" as const,
        tips: 0,
      },
      {
        code: "ECOMMERCE10",
        picks: [3, 4, 5],
        quantities: [1, 2, 3],
        orderType: "take_away" as const,
        tips: 2,
      },
      {
        code: "ECOMMERCEFREESHIP",
        picks: [0, 5],
        quantities: [2, 2],
        orderType: "delivery" as const,
        tips: 3.25,
      },
    ];
    for (const entry of cases) {
      await fillCart(owner, entry.picks, entry.quantities);
      const applied = await call(
        setup.app,
        "GET",
        `coupon/apply?code=${entry.code}&store_id=${String(shopItems[0]?.storeId)}`,
        { moduleId, token },
      );
      expect(applied.status).toBe(200);
      const coupon = couponSchema.parse(applied.body);
      const { totals } = await storefrontTotal(owner, entry.orderType, entry.tips, coupon);
      const placed = await place(owner, entry.orderType, entry.tips, entry.code);
      if (totals.couponOutcome?.code === "coupon_min_purchase") {
        expect(placed.status).toBe(406);
        continue;
      }
      expect(placed.status).toBe(200);
      const answer = orderPlaceResponseSchema.parse(placed.body);
      expect(toMinorUnits(answer.total_ammount ?? -1, 2)).toBe(totals.total);
    }
  }, 120_000);

  it("equals it with the first-order offer on (a new customer's first order) and off (their second)", async () => {
    let signUps = 0;
    await fc.assert(
      fc.asyncProperty(
        picksArb,
        quantitiesArb,
        fc.constantFrom("delivery" as const, "take_away" as const),
        fc.integer({ min: 0, max: 500 }),
        fc.boolean(),
        async (picks, quantities, orderType, tipCents, packaging) => {
          signUps += 1;
          const signUp = await call(setup.app, "POST", "auth/sign-up", {
            body: {
              name: "Prop Erty",
              email: `first-order-${String(signUps)}@example.com`,
              phone: `+1555777${String(1000 + signUps)}`,
              password: "Property-2026",
            },
          });
          const token = (signUp.body as { token?: string | null }).token;
          if (!token) throw new Error("sign-up gave no token");
          const owner = { token };
          for (const [index, expected] of [true, false].entries()) {
            await fillCart(owner, picks, quantities);
            const { totals, offer } = await storefrontTotal(
              owner,
              orderType,
              tipCents / 100,
              null,
              packaging,
            );
            expect(offer !== null).toBe(expected);
            expect(totals.firstOrder > 0).toBe(expected);
            const placed = await place(owner, orderType, tipCents / 100, null, packaging);
            expect(placed.status, `order ${String(index + 1)}`).toBe(200);
            const answer = orderPlaceResponseSchema.parse(placed.body);
            expect(toMinorUnits(answer.total_ammount ?? -1, 2)).toBe(totals.total);
          }
        },
      ),
      { numRuns: 12 },
    );
  }, 240_000);
});
