import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { newGuest, signIn } from "../orders/testing";
import { createTestApp } from "../test/test-db";

let setup: Awaited<ReturnType<typeof createTestApp>>;
let token = "";
let guest = 0;
beforeAll(async () => {
  setup = await createTestApp();
  token = await signIn(setup.app);
  guest = await newGuest(setup.app);
});
afterAll(async () => {
  await setup.dispose();
});

/** Every route of the accounts, cart, orders, reviews and registration areas that reads input. */
const routes: [string, string][] = [
  ["POST", "auth/guest/request"],
  ["POST", "auth/sign-up"],
  ["POST", "auth/login"],
  ["POST", "auth/verify-phone"],
  ["POST", "auth/firebase-verify-token"],
  ["POST", "auth/update-info"],
  ["POST", "auth/social-login"],
  ["POST", "auth/social-register"],
  ["POST", "auth/forgot-password"],
  ["POST", "auth/verify-token"],
  ["PUT", "auth/reset-password"],
  ["POST", "auth/vendor/register"],
  ["POST", "auth/delivery-man/store"],
  ["GET", "customer/info"],
  ["POST", "customer/update-profile"],
  ["PUT", "customer/cm-firebase-token"],
  ["GET", "customer/cart/list"],
  ["POST", "customer/cart/add"],
  ["POST", "customer/cart/update"],
  ["DELETE", "customer/cart/remove-item"],
  ["DELETE", "customer/cart/remove"],
  ["POST", "customer/order/place"],
  ["POST", "customer/order/prescription/place"],
  ["GET", "customer/order/list"],
  ["GET", "customer/order/running-orders"],
  ["GET", "customer/order/details"],
  ["GET", "customer/order/track"],
  ["PUT", "customer/order/cancel"],
  ["PUT", "customer/order/payment-method"],
  ["POST", "customer/order/refund-request"],
  ["GET", "customer/order/cancellation-reasons"],
  ["GET", "customer/address/list"],
  ["POST", "customer/address/add"],
  ["PUT", "customer/address/update/1"],
  ["DELETE", "customer/address/delete"],
  ["GET", "customer/wish-list"],
  ["POST", "customer/wish-list/add"],
  ["DELETE", "customer/wish-list/remove"],
  ["POST", "items/reviews/submit"],
  ["POST", "delivery-man/reviews/submit"],
  ["GET", "customer/review-reminder-cancel"],
  ["GET", "customer/wallet/transactions"],
  ["POST", "customer/wallet/add-fund"],
  ["POST", "customer/loyalty-point/point-transfer"],
  ["POST", "newsletter/subscribe"],
  ["GET", "customer/message/list"],
  ["GET", "customer/message/details"],
  ["POST", "customer/message/send"],
  ["POST", "customer/order/demo-payment"],
];

const keys = [
  "guest_id",
  "item_id",
  "model",
  "price",
  "quantity",
  "variation",
  "add_on_ids",
  "add_on_qtys",
  "cart_id",
  "order_id",
  "reason",
  "login_type",
  "email_or_phone",
  "password",
  "field_type",
  "phone",
  "email",
  "name",
  "otp",
  "verification_type",
  "order_amount",
  "payment_method",
  "order_type",
  "store_id",
  "latitude",
  "longitude",
  "distance",
  "address",
  "dm_tips",
  "schedule_at",
  "cart",
  "is_buy_now",
  "coupon_code",
  "contact_person_name",
  "contact_person_number",
  "contact_person_email",
  "address_type",
  "rating",
  "comment",
  "delivery_man_id",
  "amount",
  "point",
  "translations",
  "serve_for",
  "earning",
  "token",
  "unique_id",
  "medium",
  "reset_token",
  "confirm_password",
  "limit",
  "offset",
  "address_id",
];

const nasty = fc.oneof(
  fc.constantFrom(
    "",
    "-1",
    "0",
    "1",
    "1e309",
    "NaN",
    "[",
    "[]",
    "{}",
    "null",
    "true",
    "Item",
    "ItemCampaign",
    "manual",
    "otp",
    "social",
    "delivery",
    "take_away",
    "parcel",
    "wallet",
    "cash_on_delivery",
    "123456",
    "9".repeat(40),
    "';drop table users;--",
    "\u0000",
    "😀",
    "2026-13-45",
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 20 }),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxLength: 4 }),
  fc.dictionary(
    fc.constantFrom("name", "type", "values", "label"),
    fc.oneof(fc.string(), fc.integer()),
    {
      maxKeys: 3,
    },
  ),
);

const body = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...keys), nasty, { maxKeys: 10 })
    .map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 40 }),
  fc.constantFrom("[]", "null", "1", '"x"', "{", '{"a":'),
);

const query = fc
  .dictionary(
    fc.constantFrom(...keys),
    fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String)),
    {
      maxKeys: 4,
    },
  )
  .map((entries) => new URLSearchParams(entries).toString());

describe("accounts, cart and orders under malformed input", () => {
  it("never answer 5xx; 4xx answers carry an error envelope or a message", async () => {
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        body,
        query,
        fc.constantFrom("user", "guest", "none", "null"),
        fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded"),
        fc.option(fc.constantFrom("1", "3", "4", "x", "999"), { nil: undefined }),
        async ([method, path], payload, search, who, type, moduleId) => {
          const headers: Record<string, string> = { "content-type": type, "x-localization": "en" };
          if (who === "user") headers.authorization = `Bearer ${token}`;
          if (who === "null") headers.authorization = "Bearer null";
          if (moduleId !== undefined) headers.moduleid = moduleId;
          const params = who === "guest" ? `${search}&guest_id=${String(guest)}` : search;
          const response = await setup.app.request(`/api/v1/${path}?${params}`, {
            method,
            headers,
            ...(method === "GET" ? {} : { body: payload }),
          });
          sent += 1;
          expect(response.status, `${method} ${path} ${payload}`).toBeLessThan(500);
          if (response.status >= 400) {
            const json = (await response.json()) as Record<string, unknown>;
            expect("errors" in json || "message" in json).toBe(true);
          }
        },
      ),
      { numRuns: 600 },
    );
    expect(sent).toBeGreaterThanOrEqual(500);
  }, 180_000);
});
