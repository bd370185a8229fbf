import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  messageResponseSchema,
  packageViewResponseSchema,
  vendorRegisterResponseSchema,
} from "@marketplace/api-client";

import { getReference } from "../../catalog/reference";
import { deliveryMen, subscriptionPackages, users, vendorApplications } from "../../db/schema";
import { call, errorCode } from "../../orders/testing";
import { backfillSubscriptionPackages } from "../../seed";
import { testNow } from "../../test/fixed-clock";
import { createTestApp } from "../../test/test-db";
import { png, vendorForm as vendorFormAt } from "./testing";

let setup: Awaited<ReturnType<typeof createTestApp>>;
let spot = { zoneId: 0, moduleId: 0, latitude: 0, longitude: 0 };
beforeAll(async () => {
  setup = await createTestApp();
  const ref = await getReference(setup.database.db, testNow);
  const store = [...ref.stores.values()][0];
  spot = {
    zoneId: store?.zoneId ?? 0,
    moduleId: store?.moduleId ?? 0,
    latitude: store?.latitude ?? 0,
    longitude: store?.longitude ?? 0,
  };
});
afterAll(async () => {
  await setup.dispose();
});

const vendorForm = (overrides: Record<string, string> = {}, logo = true): FormData =>
  vendorFormAt(spot, overrides, logo ? png() : null);

describe("auth/vendor/register", () => {
  it("stores the application with its logo", async () => {
    const result = await call(setup.app, "POST", "auth/vendor/register", { body: vendorForm() });
    expect(result.status).toBe(200);
    expect(vendorRegisterResponseSchema.parse(result.body)).toMatchObject({ type: "commission" });
    const again = await call(setup.app, "POST", "auth/vendor/register", { body: vendorForm() });
    expect(again.status).toBe(403);
  });

  it("refuses a weak password, a missing logo and a point outside the zone", async () => {
    const weak = await call(setup.app, "POST", "auth/vendor/register", {
      body: vendorForm({ email: "w@shop.test", phone: "+15557770001", password: "password1" }),
    });
    expect(errorCode(weak.body)).toBe("password");
    const noLogo = await call(setup.app, "POST", "auth/vendor/register", {
      body: vendorForm({ email: "n@shop.test", phone: "+15557770002" }, false),
    });
    expect(errorCode(noLogo.body)).toBe("logo");
    const outside = await call(setup.app, "POST", "auth/vendor/register", {
      body: vendorForm({
        email: "o@shop.test",
        phone: "+15557770003",
        latitude: "-60",
        longitude: "-120",
      }),
    });
    expect(errorCode(outside.body)).toBe("coordinates");
  });
});

describe("vendor/package-view", () => {
  it("answers the active packages in the backend's shape, without signing in or a module", async () => {
    const result = await call(setup.app, "GET", "vendor/package-view");
    expect(result.status).toBe(200);
    const raw = (result.body as { packages: Record<string, unknown>[] }).packages;
    expect(raw[0]).toMatchObject({ package_name: "Starter", max_order: "300", pos: 0, chat: 1 });
    const { packages } = packageViewResponseSchema.parse(result.body);
    expect(packages.map((entry) => entry.package_name)).toEqual(["Starter", "Growth", "Pro"]);
    expect(packages[2]).toMatchObject({
      price: 149,
      validity: 365,
      max_order: "unlimited",
      max_product: "unlimited",
      self_delivery: true,
    });
  });

  it("are written into a demo database seeded before the table existed, once", async () => {
    const { db } = setup.database;
    const before = await db.select().from(subscriptionPackages);
    await db.delete(subscriptionPackages);
    expect(await backfillSubscriptionPackages(db, testNow)).toBe(true);
    expect(await backfillSubscriptionPackages(db, testNow)).toBe(false);
    const after = await db.select().from(subscriptionPackages);
    expect(after.map((row) => [row.id, row.packageName, row.status])).toEqual(
      before.map((row) => [row.id, row.packageName, row.status]),
    );
  });
});

/** The field names of a refused answer's errors. */
const codesOf = (body: unknown): string[] =>
  ((body as { errors?: { code: string }[] }).errors ?? []).map((entry) => entry.code);

describe("auth/vendor/register: plans and hostile input", () => {
  it("stores a subscription's package and refuses a subscription without one", async () => {
    const none = await call(setup.app, "POST", "auth/vendor/register", {
      body: vendorForm({
        email: "s0@shop.test",
        phone: "+15557770010",
        business_plan: "subscription",
      }),
    });
    expect(none.status).toBe(403);
    expect(errorCode(none.body)).toBe("package_id");
    const result = await call(setup.app, "POST", "auth/vendor/register", {
      body: vendorForm({
        email: "s1@shop.test",
        phone: "+15557770011",
        business_plan: "subscription",
        package_id: "2",
      }),
    });
    expect(result.status).toBe(200);
    expect(vendorRegisterResponseSchema.parse(result.body)).toMatchObject({
      type: "subscription",
      package_id: 2,
    });
    const [row] = await setup.database.db
      .select()
      .from(vendorApplications)
      .where(eq(vendorApplications.email, "s1@shop.test"));
    expect(row).toMatchObject({ businessPlan: "subscription", packageId: 2, status: "pending" });
  });

  it("refuses an unknown or inactive package with the validation envelope", async () => {
    for (const [index, packageId] of ["99", "4", "0"].entries()) {
      const email = `p${String(index)}@shop.test`;
      const result = await call(setup.app, "POST", "auth/vendor/register", {
        body: vendorForm({
          email,
          phone: `+1555777002${String(index)}`,
          business_plan: "subscription",
          package_id: packageId,
        }),
      });
      expect(result.status).toBe(403);
      expect(result.body).toEqual({
        errors: [{ code: "package_id", message: "The selected package id is invalid." }],
      });
      const rows = await setup.database.db
        .select()
        .from(vendorApplications)
        .where(eq(vendorApplications.email, email));
      expect(rows).toEqual([]);
    }
  });

  it("names every bad field at once, with the password rule worded", async () => {
    const result = await call(setup.app, "POST", "auth/vendor/register", {
      body: vendorForm({
        f_name: "",
        email: "not-an-email",
        phone: "12",
        password: "short",
        tax: "101",
        minimum_delivery_time: "40",
        maximum_delivery_time: "20",
      }),
    });
    expect(result.status).toBe(403);
    expect(codesOf(result.body)).toEqual(
      expect.arrayContaining([
        "f_name",
        "email",
        "phone",
        "password",
        "tax",
        "maximum_delivery_time",
      ]),
    );
    expect(JSON.stringify(result.body)).toContain("upper and lower case letters");
  });

  it("answers control characters and oversize text in every field with 403, never 5xx", async () => {
    for (const hostile of ["\u0001\u0002\u001f", "a\u007fb", "\r\n\t", "x".repeat(5000)]) {
      const vendor = await call(setup.app, "POST", "auth/vendor/register", {
        body: vendorForm({
          f_name: hostile,
          l_name: hostile,
          email: hostile,
          phone: hostile,
          password: hostile,
          tax: hostile,
          delivery_time_type: hostile,
          translations: hostile,
        }),
      });
      expect(vendor.status).toBe(403);
      const courier = new FormData();
      for (const field of ["f_name", "email", "phone", "password", "identity_number", "serve_for"])
        courier.append(field, hostile);
      courier.append("earning", hostile);
      courier.append("zone_id", hostile);
      const answer = await call(setup.app, "POST", "auth/delivery-man/store", { body: courier });
      expect(answer.status).toBe(403);
    }
  });
});

describe("auth/delivery-man/store", () => {
  function courierForm(overrides: Record<string, string> = {}): FormData {
    const form = new FormData();
    const fields: Record<string, string> = {
      f_name: "Cory",
      email: "cory@couriers.test",
      phone: "+15558880000",
      password: "Str0ng!pass",
      identity_type: "passport",
      identity_number: "P1234567",
      zone_id: String(spot.zoneId),
      vehicle_id: "1",
      earning: "1",
      serve_for: JSON.stringify(["delivery"]),
      ...overrides,
    };
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append("identity_image[]", png());
    return form;
  }

  it("stores the application with identity images, once per email", async () => {
    const result = await call(setup.app, "POST", "auth/delivery-man/store", {
      body: courierForm(),
    });
    expect(result.status).toBe(200);
    expect(messageResponseSchema.parse(result.body).message).toBeTruthy();
    const again = await call(setup.app, "POST", "auth/delivery-man/store", { body: courierForm() });
    expect(again.status).toBe(403);
    const [row] = await setup.database.db
      .select()
      .from(deliveryMen)
      .where(eq(deliveryMen.email, "cory@couriers.test"));
    expect(row?.applicationStatus).toBe("pending");
    expect(row?.identityImages).toHaveLength(1);
  });

  it("refuses an unknown vehicle and a bad identity type", async () => {
    const vehicle = await call(setup.app, "POST", "auth/delivery-man/store", {
      body: courierForm({ email: "v@couriers.test", phone: "+15558880001", vehicle_id: "999" }),
    });
    expect(errorCode(vehicle.body)).toBe("vehicle_id");
    const identity = await call(setup.app, "POST", "auth/delivery-man/store", {
      body: courierForm({
        email: "i@couriers.test",
        phone: "+15558880002",
        identity_type: "badge",
      }),
    });
    expect(identity.status).toBe(403);
  });

  it("stores the customer whose referral code was given, and refuses an unknown code on its field", async () => {
    const [referrer] = await setup.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.refCode, "DEMOREF001"));
    expect(referrer).toBeDefined();
    const known = await call(setup.app, "POST", "auth/delivery-man/store", {
      body: courierForm({
        email: "r@couriers.test",
        phone: "+15558880003",
        referral_code: " demoref001 ",
      }),
    });
    expect(known.status).toBe(200);
    const [stored] = await setup.database.db
      .select({ referredBy: deliveryMen.referredBy })
      .from(deliveryMen)
      .where(eq(deliveryMen.email, "r@couriers.test"));
    expect(stored?.referredBy).toBe(referrer?.id);

    const unknown = await call(setup.app, "POST", "auth/delivery-man/store", {
      body: courierForm({
        email: "u@couriers.test",
        phone: "+15558880004",
        referral_code: "NOSUCHCODE",
      }),
    });
    expect(unknown.status).toBe(403);
    expect(errorCode(unknown.body)).toBe("referral_code");
    const refused = await setup.database.db
      .select({ id: deliveryMen.id })
      .from(deliveryMen)
      .where(eq(deliveryMen.email, "u@couriers.test"));
    expect(refused).toHaveLength(0);

    const none = await call(setup.app, "POST", "auth/delivery-man/store", {
      body: courierForm({ email: "n@couriers.test", phone: "+15558880005", referral_code: "" }),
    });
    expect(none.status).toBe(200);
    const [plain] = await setup.database.db
      .select({ referredBy: deliveryMen.referredBy })
      .from(deliveryMen)
      .where(eq(deliveryMen.email, "n@couriers.test"));
    expect(plain?.referredBy).toBeNull();
  });
});
