import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { RoundTrips } from "../test/round-trips";
import type { ItemRow } from "./fixtures";
import { getReference, invalidateReference } from "../catalog/reference";
import { items } from "../db/schema";
import { testNow } from "../test/fixed-clock";
import { countRoundTrips } from "../test/round-trips";
import { createTestApp } from "../test/test-db";
import { openStoreItems, sameStore } from "./fixtures";
import { call, newGuest, signIn } from "./testing";

/**
 * The hot paths' SQL round trips (every statement, BEGIN and COMMIT included), counted at the driver
 * with the catalogue reference data already warm, as a running server has it.
 */
let setup: Awaited<ReturnType<typeof createTestApp>>;
let trips: RoundTrips;
let shop: ItemRow[];
let destination: { latitude: number; longitude: number };
const moduleId = 3;

beforeAll(async () => {
  setup = await createTestApp();
  shop = sameStore(await openStoreItems(setup.database.db, testNow, moduleId));
  await setup.database.db
    .update(items)
    .set({ stock: 1_000 })
    .where(
      inArray(
        items.id,
        shop.map((item) => item.id),
      ),
    );
  const ref = await getReference(setup.database.db, testNow);
  const store = ref.stores.get(shop[0]?.storeId ?? 0);
  destination = {
    latitude: (store?.latitude ?? 0) + 0.004,
    longitude: (store?.longitude ?? 0) + 0.003,
  };
  trips = countRoundTrips(setup.database);
});
afterAll(async () => {
  await setup.dispose();
});

function item(index: number): ItemRow {
  const found = shop[index];
  if (!found) throw new Error("not enough open store items");
  return found;
}

const addBody = (row: ItemRow, guest?: number) => ({
  ...(guest === undefined ? {} : { guest_id: guest }),
  item_id: row.id,
  model: "Item",
  price: row.price,
  quantity: 1,
});

const placeBody = (cart: ItemRow[] | null, guest?: number) => ({
  order_amount: 0,
  payment_method: "cash_on_delivery",
  order_type: "delivery",
  store_id: item(0).storeId,
  distance: 1,
  address: "1 Bench Street",
  ...destination,
  ...(guest === undefined ? {} : { guest_id: guest }),
  contact_person_name: "Bench Guest",
  contact_person_number: "+15550303030",
  contact_person_email: "bench@example.com",
  ...(cart
    ? {
        is_buy_now: 1,
        cart: JSON.stringify(cart.map((row) => addBody(row))),
      }
    : {}),
});

/**
 * Statements one request sends, measured on its second run. The reference data is reloaded first, so
 * that its 5 s background refresh never falls inside the measured request on a slow machine.
 */
async function measure(
  label: string,
  send: (round: number) => Promise<{ status: number; body: unknown }>,
): Promise<number> {
  invalidateReference(setup.database.db);
  await getReference(setup.database.db, testNow);
  const first = await send(0);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  trips.reset();
  const second = await send(1);
  expect(second.status, JSON.stringify(second.body)).toBe(200);
  const count = trips.count();
  console.info(`${label}: ${String(count)} round trips\n  ${trips.statements().join("\n  ")}`);
  return count;
}

describe("SQL round trips per request", () => {
  it("guest cart add", async () => {
    const guests = [await newGuest(setup.app), await newGuest(setup.app)];
    const count = await measure("guest cart add", (round) =>
      call(setup.app, "POST", "customer/cart/add", {
        moduleId,
        body: addBody(item(0), guests[round]),
      }),
    );
    // One call of cart_add_line: owner lock, checks, insert, the module's lines (the item comes from
    // the entry cache).
    expect(count).toBeLessThanOrEqual(1);
  });

  it("signed-in cart add", async () => {
    const token = await signIn(setup.app);
    const count = await measure("signed-in cart add", (round) =>
      call(setup.app, "POST", "customer/cart/add", {
        moduleId,
        token,
        body: addBody(item(round + 2)),
      }),
    );
    // The session lookup, the new item's row, then the one statement of a guest's add.
    expect(count).toBeLessThanOrEqual(3);
  });

  it("guest buy-now order place (two lines)", async () => {
    const guest = await newGuest(setup.app);
    const count = await measure("guest buy-now order place", (round) =>
      call(setup.app, "POST", "customer/order/place", {
        moduleId,
        headers: { "idempotency-key": `trips-${String(round)}` },
        body: placeBody([item(0), item(1)], guest),
      }),
    );
    // One call of place_order_write: owner lock, Idempotency-Key lookup, the order, its lines and
    // stock (the items come from the entry cache, which took the first order's stock in place).
    expect(count).toBeLessThanOrEqual(1);
  });

  it("guest order place from the cart", async () => {
    const guests = [await newGuest(setup.app), await newGuest(setup.app)];
    for (const guest of guests)
      await call(setup.app, "POST", "customer/cart/add", {
        moduleId,
        body: addBody(item(0), guest),
      });
    const count = await measure("guest cart order place", (round) =>
      call(setup.app, "POST", "customer/order/place", {
        moduleId,
        body: placeBody(null, guests[round]),
      }),
    );
    // BEGIN, owner lock + Idempotency-Key lookup, the cart lines read under the lock,
    // place_order_write, COMMIT.
    expect(count).toBeLessThanOrEqual(5);
  });
});
