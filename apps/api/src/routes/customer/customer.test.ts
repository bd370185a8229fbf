import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  addressSaveResponseSchema,
  messageResponseSchema,
  pagedAddressesSchema,
  wishlistSchema,
} from "@marketplace/api-client";

import { getReference } from "../../catalog/reference";
import { call, errorCode, signIn } from "../../orders/testing";
import { testNow } from "../../test/fixed-clock";
import { createTestApp } from "../../test/test-db";

let setup: Awaited<ReturnType<typeof createTestApp>>;
let demo: string;
let second: string;
let inZone = { latitude: 0, longitude: 0, zoneId: 0 };

beforeAll(async () => {
  setup = await createTestApp();
  demo = await signIn(setup.app);
  second = await signIn(setup.app, "second@marketplace.test");
  const ref = await getReference(setup.database.db, testNow);
  const store = [...ref.stores.values()][0];
  inZone = {
    latitude: store?.latitude ?? 0,
    longitude: store?.longitude ?? 0,
    zoneId: store?.zoneId ?? 0,
  };
});
afterAll(async () => {
  await setup.dispose();
});

const addressBody = () => ({
  contact_person_name: "Demo Customer",
  contact_person_number: "+15550000001",
  address_type: "home",
  address: "5 Market Lane",
  latitude: inZone.latitude,
  longitude: inZone.longitude,
});

describe("customer/address", () => {
  it("adds, lists by zone, updates and deletes the customer's own address", async () => {
    const added = await call(setup.app, "POST", "customer/address/add", {
      token: demo,
      body: addressBody(),
    });
    expect(added.status).toBe(200);
    expect(addressSaveResponseSchema.parse(added.body).zone_ids).toContain(inZone.zoneId);
    const list = pagedAddressesSchema.parse(
      (
        await call(setup.app, "GET", "customer/address/list?limit=10&offset=1", {
          token: demo,
          zoneIds: [inZone.zoneId],
        })
      ).body,
    );
    expect(list.addresses).toHaveLength(1);
    const id = list.addresses[0]?.id ?? 0;
    const otherZone = pagedAddressesSchema.parse(
      (await call(setup.app, "GET", "customer/address/list", { token: demo, zoneIds: [999] })).body,
    );
    expect(otherZone.addresses).toEqual([]);
    const updated = await call(setup.app, "PUT", `customer/address/update/${String(id)}`, {
      token: demo,
      body: { ...addressBody(), address: "6 Market Lane" },
    });
    expect(updated.status).toBe(200);
    const removed = await call(
      setup.app,
      "DELETE",
      `customer/address/delete?address_id=${String(id)}`,
      { token: demo },
    );
    expect(messageResponseSchema.parse(removed.body).message).toBeTruthy();
  });

  it("refuses coordinates outside every zone", async () => {
    const result = await call(setup.app, "POST", "customer/address/add", {
      token: demo,
      body: { ...addressBody(), latitude: -60, longitude: -120 },
    });
    expect(result.status).toBe(403);
    expect(errorCode(result.body)).toBe("coordinates");
  });

  it("keeps a label name for an 'other' address only", async () => {
    const added = await call(setup.app, "POST", "customer/address/add", {
      token: second,
      body: { ...addressBody(), address_type: "other", address_label: "  Gym  " },
    });
    expect(added.status).toBe(200);
    const list = async () =>
      pagedAddressesSchema.parse(
        (await call(setup.app, "GET", "customer/address/list", { token: second })).body,
      ).addresses;
    const [saved] = await list();
    expect(saved?.address_label).toBe("Gym");
    const id = saved?.id ?? 0;
    await call(setup.app, "PUT", `customer/address/update/${String(id)}`, {
      token: second,
      body: { ...addressBody(), address_type: "home", address_label: "Gym" },
    });
    expect((await list())[0]?.address_label ?? null).toBeNull();
    await call(setup.app, "DELETE", `customer/address/delete?address_id=${String(id)}`, {
      token: second,
    });
  });

  it("never shows, updates or deletes another customer's address", async () => {
    await call(setup.app, "POST", "customer/address/add", { token: demo, body: addressBody() });
    const mine = pagedAddressesSchema.parse(
      (await call(setup.app, "GET", "customer/address/list", { token: demo })).body,
    );
    const id = mine.addresses[0]?.id ?? 0;
    const theirs = pagedAddressesSchema.parse(
      (await call(setup.app, "GET", "customer/address/list", { token: second })).body,
    );
    expect(theirs.addresses).toEqual([]);
    const update = await call(setup.app, "PUT", `customer/address/update/${String(id)}`, {
      token: second,
      body: addressBody(),
    });
    const remove = await call(
      setup.app,
      "DELETE",
      `customer/address/delete?address_id=${String(id)}`,
      { token: second },
    );
    const missing = await call(setup.app, "DELETE", "customer/address/delete?address_id=99999", {
      token: second,
    });
    expect(update.status).toBe(404);
    expect(remove.status).toBe(404);
    expect(remove.body).toEqual(missing.body);
    const still = pagedAddressesSchema.parse(
      (await call(setup.app, "GET", "customer/address/list", { token: demo })).body,
    );
    expect(still.addresses.map((address) => address.id)).toContain(id);
  });

  it("needs a signed-in customer", async () => {
    expect((await call(setup.app, "GET", "customer/address/list", { token: null })).status).toBe(
      401,
    );
  });
});

describe("customer/wish-list", () => {
  it("adds a store and an item once (409 twice), lists them in the zone and removes them", async () => {
    const ref = await getReference(setup.database.db, testNow);
    const store = [...ref.stores.values()][0];
    const storeId = store?.id ?? 0;
    expect(
      (
        await call(setup.app, "POST", "customer/wish-list/add", {
          token: demo,
          body: { store_id: storeId },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call(setup.app, "POST", "customer/wish-list/add", {
          token: demo,
          body: { store_id: storeId },
        })
      ).status,
    ).toBe(409);
    const list = wishlistSchema.parse(
      (
        await call(setup.app, "GET", "customer/wish-list", {
          token: demo,
          zoneIds: [store?.zoneId ?? 0],
        })
      ).body,
    );
    expect(list.store.map((entry) => entry.id)).toEqual([storeId]);
    const others = wishlistSchema.parse(
      (
        await call(setup.app, "GET", "customer/wish-list", {
          token: second,
          zoneIds: [store?.zoneId ?? 0],
        })
      ).body,
    );
    expect(others.store).toEqual([]);
    const removed = await call(
      setup.app,
      "DELETE",
      `customer/wish-list/remove?store_id=${String(storeId)}`,
      { token: demo },
    );
    expect(removed.status).toBe(200);
  });
});
