import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { orderPlaceResponseSchema, orderSchema, vehicleSchema } from "@marketplace/api-client";
import { parcelCharge, toMinorUnits } from "@marketplace/domain";

import type { Shop } from "./shop";
import { parcelCategories, vehicles } from "../../db/schema";
import { call, errorCode, newGuest } from "../../orders/testing";
import { openShop } from "./shop";

let setup: Shop["setup"];
let destination: Shop["destination"];

beforeAll(async () => {
  ({ setup, destination } = await openShop());
});
afterAll(async () => {
  await setup.dispose();
});

/** About 4 km north of the sender (one degree of latitude ≈ 111.195 km): the seed's Motorbike (0–10 km) covers it. */
const receiverAt = () => ({
  latitude: destination.latitude + 4 / 111.19508,
  longitude: destination.longitude,
});

async function parcelCategory() {
  const [category] = await setup.database.db
    .select()
    .from(parcelCategories)
    .where(eq(parcelCategories.moduleId, 5));
  if (!category) throw new Error("no parcel category");
  return category;
}

async function vehicleNamed(name: string) {
  const listed = await call(setup.app, "GET", "get-vehicles");
  const vehicle = vehicleSchema
    .array()
    .parse(listed.body)
    .find((entry) => entry.name === name);
  if (!vehicle) throw new Error(`no vehicle ${name}`);
  return vehicle;
}

async function placeParcel(guest: number, vehicleId: number | undefined, tips = 0) {
  const category = await parcelCategory();
  return call(setup.app, "POST", "customer/order/place", {
    moduleId: 5,
    body: {
      order_amount: 0,
      payment_method: "cash_on_delivery",
      order_type: "parcel",
      distance: 4,
      address: "12 Sender Road",
      ...destination,
      parcel_category_id: category.id,
      receiver_details: JSON.stringify({
        contact_person_name: "Rita Receiver",
        contact_person_number: "+15554443333",
        address: "77 Far Street",
        ...receiverAt(),
      }),
      charge_payer: "sender",
      dm_tips: tips,
      ...(vehicleId === undefined ? {} : { dm_vehicle_id: vehicleId }),
      guest_id: guest,
      contact_person_name: "Sam Sender",
      contact_person_number: "+15552221111",
      contact_person_email: "sam@example.com",
    },
  });
}

describe("parcel delivery vehicle (dm_vehicle_id)", () => {
  it("adds the chosen vehicle's extra charge to the category's per-km charge, stores and shows the vehicle", async () => {
    const guest = await newGuest(setup.app);
    const motorbike = await vehicleNamed("Motorbike");
    const category = await parcelCategory();
    const placed = await placeParcel(guest, motorbike.id, 2);
    expect(placed.status).toBe(200);
    const answer = orderPlaceResponseSchema.parse(placed.body);
    // The domain's one rule, as the parcel form shows it before placing.
    const shown = parcelCharge(
      {
        sender: { lat: destination.latitude, lng: destination.longitude },
        receiver: { lat: receiverAt().latitude, lng: receiverAt().longitude },
        category: {
          perKmCharge: category.parcelPerKmShippingCharge,
          minimumCharge: category.parcelMinimumShippingCharge,
        },
        fallback: { perKmCharge: 0.9, minimumCharge: 3 },
        tips: 2,
        vehicle: {
          startingCoverageArea: motorbike.starting_coverage_area ?? 0,
          maximumCoverageArea: motorbike.maximum_coverage_area ?? 0,
          extraCharges: motorbike.extra_charges ?? 0,
        },
      },
      2,
    );
    expect(shown.vehicleExtra).toBe(50);
    expect(toMinorUnits(answer.total_ammount ?? -1, 2)).toBe(shown.total);

    const track = await call(
      setup.app,
      "GET",
      `customer/order/track?order_id=${String(answer.order_id)}&guest_id=${String(guest)}`,
    );
    const order = orderSchema.parse(track.body);
    expect(order).toMatchObject({
      dm_vehicle_id: motorbike.id,
      vehicle: { id: motorbike.id, name: "Motorbike" },
    });
    expect(toMinorUnits(order.delivery_charge ?? -1, 2)).toBe(shown.delivery + shown.vehicleExtra);
    const details = await call(
      setup.app,
      "GET",
      `customer/order/details?order_id=${String(answer.order_id)}&guest_id=${String(guest)}`,
    );
    expect(details.body).toMatchObject({ vehicle: { name: "Motorbike" } });
  });

  it("prices a parcel without a vehicle by the category alone", async () => {
    const guest = await newGuest(setup.app);
    const placed = await placeParcel(guest, undefined);
    expect(placed.status).toBe(200);
    const { order_id: orderId } = orderPlaceResponseSchema.parse(placed.body);
    const track = await call(
      setup.app,
      "GET",
      `customer/order/track?order_id=${String(orderId)}&guest_id=${String(guest)}`,
    );
    expect(track.body).toMatchObject({ dm_vehicle_id: null, vehicle: null });
  });

  it("refuses (403, errors) an unknown vehicle, one that does not cover the distance, an inactive one and a ride-only one", async () => {
    const guest = await newGuest(setup.app);
    const unknown = await placeParcel(guest, 9999);
    expect(unknown.status).toBe(403);
    expect(unknown.body).toEqual({
      errors: [{ code: "dm_vehicle_id", message: "The selected vehicle is not available." }],
    });
    // Car covers 5–25 km and Bicycle 0–3 km: neither serves about 4 km.
    for (const name of ["Car", "Bicycle"]) {
      const far = await placeParcel(guest, (await vehicleNamed(name)).id);
      expect(far.status).toBe(403);
      expect(far.body).toEqual({
        errors: [
          { code: "dm_vehicle_id", message: "The selected vehicle does not cover this distance." },
        ],
      });
    }
    const motorbike = await vehicleNamed("Motorbike");
    const db = setup.database.db;
    try {
      await db.update(vehicles).set({ isDelivery: 0 }).where(eq(vehicles.id, motorbike.id));
      const rideOnly = await placeParcel(guest, motorbike.id);
      expect(rideOnly.status).toBe(403);
      expect(errorCode(rideOnly.body)).toBe("dm_vehicle_id");
      await db
        .update(vehicles)
        .set({ isDelivery: 1, isActive: 0 })
        .where(eq(vehicles.id, motorbike.id));
      const inactive = await placeParcel(guest, motorbike.id);
      expect(inactive.status).toBe(403);
      expect(errorCode(inactive.body)).toBe("dm_vehicle_id");
    } finally {
      await db
        .update(vehicles)
        .set({ isDelivery: 1, isActive: 1 })
        .where(eq(vehicles.id, motorbike.id));
    }
  });
});
