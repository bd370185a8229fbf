import { inArray } from "drizzle-orm";

import type { ItemRow } from "../../orders/fixtures";
import { getReference } from "../../catalog/reference";
import { items } from "../../db/schema";
import { openStoreItems, sameStore } from "../../orders/fixtures";
import { call, newGuest } from "../../orders/testing";
import { testNow } from "../../test/fixed-clock";
import { createTestApp } from "../../test/test-db";

/** Test-only: one open, well-stocked shop (module 3) and the order helpers the orders suites share. */
export interface Shop {
  setup: Awaited<ReturnType<typeof createTestApp>>;
  shopItems: ItemRow[];
  destination: { latitude: number; longitude: number };
}

export const moduleId = 3;
let current: Shop | null = null;

function shop(): Shop {
  if (!current) throw new Error("openShop() first");
  return current;
}

export async function openShop(): Promise<Shop> {
  const setup = await createTestApp();
  const shopItems = sameStore(await openStoreItems(setup.database.db, testNow, moduleId));
  // Orders take stock: a well-stocked shop, so the many orders of a suite never run out.
  await setup.database.db
    .update(items)
    .set({ stock: 10_000 })
    .where(
      inArray(
        items.id,
        shopItems.map((item) => item.id),
      ),
    );
  const ref = await getReference(setup.database.db, testNow);
  const store = ref.stores.get(shopItems[0]?.storeId ?? 0);
  current = {
    setup,
    shopItems,
    destination: {
      latitude: (store?.latitude ?? 0) + 0.004,
      longitude: (store?.longitude ?? 0) + 0.003,
    },
  };
  return current;
}

export function firstItem(): ItemRow {
  const item = shop().shopItems[0];
  if (!item) throw new Error("no open store item");
  return item;
}

export const addLine = (guest: number, item: ItemRow, quantity = 1) =>
  call(shop().setup.app, "POST", "customer/cart/add", {
    moduleId,
    body: { guest_id: guest, item_id: item.id, model: "Item", price: item.price, quantity },
  });

export function placeBody(guest: number | null, extra: Record<string, unknown> = {}) {
  return {
    order_amount: 1,
    payment_method: "cash_on_delivery",
    order_type: "delivery",
    store_id: shop().shopItems[0]?.storeId,
    distance: 0.1,
    address: "12 Demo Street",
    ...shop().destination,
    ...(guest === null
      ? {}
      : {
          guest_id: guest,
          contact_person_name: "Guest Buyer",
          contact_person_number: "+15559990000",
          contact_person_email: "guest@example.com",
        }),
    ...extra,
  };
}

export async function guestOrder(
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const { setup } = shop();
  const guest = await newGuest(setup.app);
  await addLine(guest, firstItem(), 2);
  const placed = await call(setup.app, "POST", "customer/order/place", {
    moduleId,
    headers,
    body: placeBody(guest, extra),
  });
  return { guest, placed };
}
