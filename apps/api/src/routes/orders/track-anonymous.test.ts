import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { orderPlaceResponseSchema, orderSchema } from "@marketplace/api-client";

import type { Shop } from "./shop";
import { createApp } from "../../app";
import { createLogger } from "../../lib/logger";
import { call } from "../../orders/testing";
import { trackLimits } from "../../orders/track-limits";
import { testNow } from "../../test/fixed-clock";
import { testEnv } from "../../test/test-db";
import { guestOrder, openShop } from "./shop";

let setup: Shop["setup"];
beforeAll(async () => {
  ({ setup } = await openShop());
});
afterAll(async () => {
  await setup.dispose();
});

const track = (orderId: number | string, phone: string, app = setup.app) =>
  app.request(`/api/v1/customer/order/track?order_id=${String(orderId)}&contact_number=${phone}`);

async function placed() {
  const { guest, placed: answer } = await guestOrder();
  return { guest, orderId: orderPlaceResponseSchema.parse(answer.body).order_id };
}

describe("anonymous tracking by order id and phone", () => {
  it("answers only status, times and the courier's position (no handover code, no address)", async () => {
    const { orderId } = await placed();
    const response = await track(orderId, "15559990000");
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    const order = orderSchema.parse(body);
    expect(order.order_status).toBe("pending");
    expect(order.pending).toBeTruthy();
    const text = JSON.stringify(body);
    expect(body).not.toHaveProperty("otp");
    expect(body).not.toHaveProperty("delivery_address");
    expect(body).not.toHaveProperty("receiver_details");
    expect(text).not.toContain("12 Demo Street");
    expect(text).not.toContain("15559990000");
    expect(text).not.toContain("Guest Buyer");
  });

  it("still answers the full order to its owner", async () => {
    const { guest, orderId } = await placed();
    const owner = await call(
      setup.app,
      "GET",
      `customer/order/track?order_id=${String(orderId)}&guest_id=${String(guest)}`,
    );
    expect(owner.status).toBe(200);
    expect(owner.body).toHaveProperty("otp");
    expect(owner.body).toHaveProperty("delivery_address");
  });

  it("takes the order's email as the contact too (the form's 'phone or email')", async () => {
    const { orderId } = await placed();
    const byEmail = await track(orderId, "Guest%40Example.com");
    expect(byEmail.status).toBe(200);
    expect(orderSchema.parse(await byEmail.json()).id).toBe(orderId);
    expect((await track(orderId, "other%40example.com")).status).toBe(404);
  });

  it("answers a wrong phone exactly like an unknown order", async () => {
    const { orderId } = await placed();
    const wrong = await track(orderId, "15550000000");
    const unknown = await track(99_999_999, "15559990000");
    expect(wrong.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await wrong.text()).toBe(await unknown.text());
  });

  it("is rate-limited: repeated failed guesses for an order end in 429 with Retry-After", async () => {
    const { orderId } = await placed();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const response = await track(orderId, `1555000${String(1000 + attempt)}`);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toContain(429);
    // Once the limit is met, even the right phone waits (the guesses cannot go on).
    expect((await track(orderId, "15559990000")).status).toBe(429);
  });

  it("holds across API instances: two apps on one database share the count", async () => {
    const { orderId } = await placed();
    const other = createApp({
      db: setup.database.db,
      env: testEnv,
      logger: createLogger("silent"),
      now: () => testNow,
    });
    for (let attempt = 0; attempt < trackLimits.order.limit; attempt += 1) {
      const app = attempt % 2 === 0 ? setup.app : other;
      expect((await track(orderId, `1555100${String(1000 + attempt)}`, app)).status).toBe(404);
    }
    // Each instance saw only part of the guesses, yet both refuse the next one.
    expect((await track(orderId, "15559990000", other)).status).toBe(429);
    expect((await track(orderId, "15559990000", setup.app)).status).toBe(429);
  });
});
