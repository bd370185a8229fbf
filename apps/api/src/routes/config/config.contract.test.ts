import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  checkZone,
  geocode,
  getConfig,
  getDirections,
  getDistance,
  getLandingPage,
  getModules,
  getParcelCategories,
  getReactLandingPage,
  getTestimonials,
  getVehicleExtraCharge,
  getVehicles,
  getZoneId,
  getZones,
  isHttpError,
  placeAutocomplete,
  placeDetails,
} from "@marketplace/api-client";

import { parcelContext, sdkClient } from "../../test/sdk";
import { createTestApp } from "../../test/test-db";
import { encodePolyline } from "./location";

let setup: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  setup = await createTestApp();
});
afterAll(async () => {
  await setup.dispose();
});

const oldTown = { lat: 23.7868, lng: 90.4007 };
const eastfield = { lat: 23.7905, lng: 90.4705 };

describe("config", () => {
  it("parses with the SDK schema and carries the fields both specs read", async () => {
    const config = await getConfig(sdkClient(setup.app));
    expect(config.business_name).toBe("Lakeshore Market");
    expect(config.default_location).toEqual({ lat: 23.7925, lng: 90.401 });
    expect(config.digit_after_decimal_point).toBe(2);
    expect(config.free_delivery_over).toBe(50);
    expect(config.guest_checkout_status).toBe(true);
    expect(config.logo_full_url).toBe("http://api.test/storage/business/logo.svg");
    expect(config.base_urls?.item_image_url).toBe("http://api.test/storage/product");
    expect(config.download_user_app_links?.playstore_url_status).toBe(false);
    expect(config.centralize_login?.manual_login_status).toBe(true);
    expect(config.social_media?.map((entry) => entry.name)).toEqual(["instagram", "facebook", "x"]);
    expect([config.refund_policy, config.cancelation_policy, config.shipping_policy]).toEqual([
      true,
      true,
      true,
    ]);
  });
});

describe("zones", () => {
  it("finds the zone of a point in Old Town", async () => {
    const answer = await getZoneId(sdkClient(setup.app), oldTown);
    expect(answer.zone_id).toEqual([1]);
    expect(answer.zone_data[0]?.cash_on_delivery).toBe(true);
    expect(answer.zone_data[0]?.modules?.length).toBe(5);
    expect(answer.zone_data[0]?.modules?.[0]?.pivot?.per_km_shipping_charge).toBeGreaterThan(0);
  });

  it("answers 404 `coordinates` outside every zone (Eastfield)", async () => {
    const error = await getZoneId(sdkClient(setup.app), eastfield).catch(
      (caught: unknown) => caught,
    );
    expect(isHttpError(error) && error.status).toBe(404);
    expect(isHttpError(error) && error.code).toBe("coordinates");
  });

  it("lists zones with their polygons and checks membership", async () => {
    const zones = await getZones(sdkClient(setup.app));
    expect(zones.map((zone) => zone.display_name)).toEqual(["Old Town", "Riverside", "Northgate"]);
    expect(zones[0]?.formated_coordinates?.length).toBeGreaterThan(3);
    expect(await checkZone(sdkClient(setup.app), oldTown, 1)).toBe(true);
    expect(await checkZone(sdkClient(setup.app), oldTown, 2)).toBe(false);
  });
});

describe("places", () => {
  it("autocompletes from the gazetteer (legacy predictions) and resolves details", async () => {
    const client = sdkClient(setup.app);
    const answer = await placeAutocomplete(client, "market");
    expect(answer.predictions[0]).toEqual({
      place_id: "lks-market-street",
      description: "Market Street, Old Town, Lakeshore",
    });
    const details = await placeDetails(client, "lks-market-street");
    expect(details.location_lat_lng).toEqual({ lat: 23.7802, lng: 90.3985 });
  });

  it("reverse-geocodes a point to the nearest street", async () => {
    const answer = await geocode(sdkClient(setup.app), { lat: 23.7803, lng: 90.3986 });
    expect(answer.results[0]?.formatted_address).toBe("Market Street, Old Town, Lakeshore");
  });

  it("computes walking and driving distances", async () => {
    const client = sdkClient(setup.app);
    const walk = await getDistance(client, oldTown, { lat: 23.8119, lng: 90.4058 }, "WALK");
    const drive = await getDistance(client, oldTown, { lat: 23.8119, lng: 90.4058 }, "DRIVE");
    expect(walk.distance_meters).toBeGreaterThan(2500);
    expect(walk.distance_meters).toBe(drive.distance_meters);
    expect(walk.duration_seconds).toBeGreaterThan(drive.duration_seconds ?? 0);
  });

  it("answers directions with a Routes-style encoded polyline", async () => {
    const route = await getDirections(sdkClient(setup.app), oldTown, {
      lat: 23.8119,
      lng: 90.4058,
    });
    const first = (
      route.routes as { distanceMeters: number; polyline: { encodedPolyline: string } }[]
    )[0];
    expect(first?.distanceMeters).toBeGreaterThan(2500);
    expect(
      encodePolyline([
        [38.5, -120.2],
        [40.7, -120.95],
        [43.252, -126.453],
      ]),
    ).toBe("_p~iF~ps|U_ulLnnqC_mqNvxq`@");
    expect(first?.polyline.encodedPolyline.length).toBeGreaterThan(4);
  });
});

describe("modules and content", () => {
  it("lists the five modules with icons, counts and (with a zone) zones", async () => {
    const modules = await getModules(sdkClient(setup.app, { zoneIds: [1] }));
    expect(modules.map((module) => module.module_type)).toEqual([
      "grocery",
      "pharmacy",
      "ecommerce",
      "food",
      "parcel",
    ]);
    expect(modules[0]?.icon_full_url).toMatch(/^http:\/\/api\.test\/storage\/module\//);
    expect(modules[0]?.stores_count).toBeGreaterThan(0);
    expect(modules[0]?.zones).toEqual([expect.objectContaining({ id: 1 })]);
  });

  it("serves parcel categories, vehicles, extra charges, landing pages and testimonials", async () => {
    const client = sdkClient(setup.app, parcelContext);
    expect((await getParcelCategories(client)).map((row) => row.name)).toContain("Documents");
    expect((await getVehicles(client)).length).toBe(4);
    expect(await getVehicleExtraCharge(client, 7)).toBe(0.5);
    const landing = await getReactLandingPage(client);
    expect(landing.header_title).toBe("Everything you need,");
    expect(landing.available_zone_list?.length).toBe(3);
    expect(landing.testimonial_list?.length).toBe(3);
    await expect(getLandingPage(client)).resolves.toBeTypeOf("object");
    expect((await getTestimonials(client)).length).toBe(3);
  });
});
