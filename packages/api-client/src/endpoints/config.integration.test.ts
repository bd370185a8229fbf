import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { TestServer } from "../testing/test-server";
import { createClient } from "../client/create-client";
import { isHttpError } from "../errors/http-error";
import { startTestServer } from "../testing/test-server";
import {
  checkZone,
  geocode,
  getConfig,
  getDistance,
  getModules,
  getZoneId,
  placeAutocomplete,
  placeDetails,
} from "./config";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
});
const client = () => createClient({ baseUrl: server.baseUrl, retry: 0 });

describe("config and location", () => {
  it("parses config flags and keeps the keys it does not type", async () => {
    server.route("GET", "config", {
      body: {
        business_name: "Mart",
        default_location: { lat: "23.81", lng: "90.41" },
        guest_checkout_status: 1,
        digit_after_decimal_point: "2",
        centralize_login: { manual_login_status: 1, otp_login_status: 0 },
        ride_share_status: 1,
      },
    });
    const config = await getConfig(client());
    expect(config.default_location).toEqual({ lat: 23.81, lng: 90.41 });
    expect(config.guest_checkout_status).toBe(true);
    expect(config.digit_after_decimal_point).toBe(2);
    expect(config.centralize_login?.otp_login_status).toBe(false);
    expect(config.ride_share_status).toBe(1);
  });

  it("parses get-zone-id: zone_id as a JSON-array string and the zone's 0/1 payments and module pivots", async () => {
    server.route("GET", "config/get-zone-id", {
      body: {
        zone_id: "[1,3]",
        zone_data: [
          {
            id: 1,
            status: 1,
            cash_on_delivery: 1,
            digital_payment: 0,
            offline_payment: false,
            increased_delivery_fee: "0",
            increased_delivery_fee_status: 0,
            increase_delivery_charge_message: null,
            modules: [
              {
                id: 2,
                module_type: "food",
                pivot: {
                  per_km_shipping_charge: "1.5",
                  minimum_shipping_charge: "2",
                  maximum_shipping_charge: null,
                  maximum_cod_order_amount: "500",
                },
              },
            ],
          },
        ],
      },
    });
    const zone = await getZoneId(client(), { lat: 23.81, lng: 90.41 });
    expect(zone.zone_id).toEqual([1, 3]);
    expect(zone.zone_data[0]?.cash_on_delivery).toBe(true);
    expect(zone.zone_data[0]?.digital_payment).toBe(false);
    expect(zone.zone_data[0]?.modules?.[0]?.pivot?.maximum_cod_order_amount).toBe(500);
    expect(server.requests[0]?.query.toString()).toBe("lat=23.81&lng=90.41");
  });

  it("maps a point outside every zone to HttpError 404 code coordinates", async () => {
    server.route("GET", "config/get-zone-id", {
      status: 404,
      body: { errors: [{ code: "coordinates", message: "Service not available in this area" }] },
    });
    await expect(getZoneId(client(), { lat: 0, lng: 0 })).rejects.toSatisfy(
      (error) => isHttpError(error) && error.code === "coordinates" && error.status === 404,
    );
  });

  it("accepts both autocomplete generations and exposes predictions", async () => {
    server.route("GET", "config/place-api-autocomplete", [
      {
        body: { predictions: [{ place_id: "p1", description: "Gulshan 1, Dhaka" }], status: "OK" },
      },
      {
        body: {
          suggestions: [{ placePrediction: { placeId: "p2", text: { text: "Gulshan 2, Dhaka" } } }],
        },
      },
    ]);
    expect((await placeAutocomplete(client(), "Gulshan")).predictions).toEqual([
      { place_id: "p1", description: "Gulshan 1, Dhaka" },
    ]);
    expect((await placeAutocomplete(client(), "Gulshan")).predictions).toEqual([
      { place_id: "p2", description: "Gulshan 2, Dhaka" },
    ]);
    expect(server.requests[0]?.query.get("search_text")).toBe("Gulshan");
  });

  it("accepts both place-details generations", async () => {
    server.route("GET", "config/place-api-details", [
      { body: { result: { geometry: { location: { lat: 23.79, lng: 90.41 } } } } },
      {
        body: {
          id: "p2",
          location: { latitude: 23.78, longitude: 90.42 },
          formattedAddress: "Gulshan 2",
        },
      },
    ]);
    expect((await placeDetails(client(), "p1")).location_lat_lng).toEqual({
      lat: 23.79,
      lng: 90.41,
    });
    expect((await placeDetails(client(), "p2")).location_lat_lng).toEqual({
      lat: 23.78,
      lng: 90.42,
    });
  });

  it("parses geocode, distance ('<n>s' durations, walking) and zone check", async () => {
    server.route("GET", "config/geocode-api", {
      body: { results: [{ formatted_address: "Road 2, Dhaka" }], status: "OK" },
    });
    server.route("GET", "config/distance-api", {
      body: { distanceMeters: 1520, duration: "1140s" },
    });
    server.route("GET", "zone/check", { body: true });
    expect(
      (await geocode(client(), { lat: 23.81, lng: 90.41 })).results[0]?.formatted_address,
    ).toBe("Road 2, Dhaka");
    const distance = await getDistance(
      client(),
      { lat: 23.81, lng: 90.41 },
      { lat: 23.79, lng: 90.4 },
    );
    expect([distance.distance_meters, distance.duration_seconds]).toEqual([1520, 1140]);
    expect(server.requests[1]?.query.get("mode")).toBe("WALK");
    expect(await checkZone(client(), { lat: 23.81, lng: 90.41 }, 1)).toBe(true);
  });

  it("parses the bare module array with status as a string", async () => {
    server.route("GET", "module", {
      body: [
        {
          id: 2,
          module_name: "Food",
          module_type: "food",
          status: "1",
          items_count: 120,
          stores_count: 8,
          icon_full_url: "https://cdn.example.com/m/2.png",
          thumbnail_full_url: null,
          zones: [{ id: 1, name: "Dhaka" }],
        },
      ],
    });
    const [food] = await getModules(client());
    expect(food?.status).toBe(true);
    expect(food?.zones?.[0]?.id).toBe(1);
  });
});
