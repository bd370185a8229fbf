import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { distanceMeters } from "../location/distance";
import { parcelCharge, parcelDistanceKm, vehicleCoversDistance } from "./parcel-charge";

const sender = { lat: 23.7925, lng: 90.401 };
/** About 4.0 km north of the sender (one degree of latitude ≈ 111.195 km). */
const receiver = { lat: 23.7925 + 4 / 111.19508, lng: 90.401 };
const business = { perKmCharge: 1, minimumCharge: 3 };

describe("parcelCharge", () => {
  it("charges the distance × the category's per-km charge", () => {
    const charge = parcelCharge(
      {
        sender,
        receiver,
        category: { perKmCharge: 2, minimumCharge: 5 },
        fallback: business,
        tips: 0,
      },
      2,
    );
    expect(charge.distanceKm).toBeCloseTo(4, 3);
    expect(charge).toMatchObject({ delivery: 800, tips: 0, total: 800 });
  });

  it("charges at least the category's minimum", () => {
    const near = { lat: sender.lat + 0.001, lng: sender.lng };
    expect(
      parcelCharge(
        {
          sender,
          receiver: near,
          category: { perKmCharge: 2, minimumCharge: 5 },
          fallback: business,
          tips: 0,
        },
        2,
      ).total,
    ).toBe(500);
  });

  it("falls back to the business's rates when the category has none", () => {
    expect(
      parcelCharge(
        {
          sender,
          receiver,
          category: { perKmCharge: null, minimumCharge: undefined },
          fallback: business,
          tips: 0,
        },
        2,
      ).delivery,
    ).toBe(400);
    expect(
      parcelCharge(
        {
          sender,
          receiver: sender,
          category: { perKmCharge: null, minimumCharge: null },
          fallback: business,
          tips: 0,
        },
        2,
      ).delivery,
    ).toBe(300);
  });

  it("adds the tips and rounds once", () => {
    const charge = parcelCharge(
      {
        sender,
        receiver,
        category: { perKmCharge: 1.25, minimumCharge: 0 },
        fallback: business,
        tips: 1.5,
      },
      2,
    );
    expect(charge.delivery).toBe(Math.round(charge.distanceKm * 125));
    expect(charge.tips).toBe(150);
    expect(charge.total).toBe(charge.delivery + 150);
  });

  it("refuses a point that is not a coordinate", () => {
    expect(() =>
      parcelCharge(
        { sender, receiver: { lat: 91, lng: 0 }, category: business, fallback: business, tips: 0 },
        2,
      ),
    ).toThrow();
  });

  it("is a whole number of minor units, never below the minimum, growing with the distance", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.double({ min: -1, max: 1, noNaN: true }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 2000 }),
        (dLat, dLng, perKmCents, minimumCents) => {
          const to = { lat: sender.lat + dLat, lng: sender.lng + dLng };
          const rates = { perKmCharge: perKmCents / 100, minimumCharge: minimumCents / 100 };
          const charge = parcelCharge(
            { sender, receiver: to, category: rates, fallback: business, tips: 0 },
            2,
          );
          expect(Number.isInteger(charge.delivery)).toBe(true);
          expect(charge.delivery).toBeGreaterThanOrEqual(minimumCents);
          const km = distanceMeters(sender, to) / 1000;
          expect(charge.delivery).toBe(Math.round(Math.max(km * perKmCents, minimumCents)));
        },
      ),
    );
  });

  it("adds the chosen vehicle's extra charge to the category's per-km charge", () => {
    const motorbike = { startingCoverageArea: 0, maximumCoverageArea: 10, extraCharges: 0.5 };
    const charge = parcelCharge(
      {
        sender,
        receiver,
        category: { perKmCharge: 2, minimumCharge: 5 },
        fallback: business,
        tips: 1,
        vehicle: motorbike,
      },
      2,
    );
    expect(charge).toMatchObject({ delivery: 800, vehicleExtra: 50, tips: 100, total: 950 });
    const without = parcelCharge(
      { sender, receiver, category: business, fallback: business, tips: 0, vehicle: null },
      2,
    );
    expect(without.vehicleExtra).toBe(0);
    expect(without.total).toBe(without.delivery);
  });

  it("knows which vehicles cover the distance, both ends included", () => {
    const car = { startingCoverageArea: 5, maximumCoverageArea: 25, extraCharges: 1.5 };
    expect(vehicleCoversDistance(car, 5)).toBe(true);
    expect(vehicleCoversDistance(car, 25)).toBe(true);
    expect(vehicleCoversDistance(car, 4.999)).toBe(false);
    expect(vehicleCoversDistance(car, 25.001)).toBe(false);
    expect(parcelDistanceKm(sender, receiver)).toBeCloseTo(4, 3);
  });
});
