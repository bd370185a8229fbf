import { webcrypto } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import type { TestServer } from "../testing/test-server";
import { createClient } from "../client/create-client";
import { isHttpError } from "../errors/http-error";
import { isRequestValidationError } from "../errors/validation-error";
import { trackedOrderWire } from "../testing/fixtures";
import { startTestServer } from "../testing/test-server";
import {
  cancelOrder,
  getCancellationReasons,
  getOrders,
  placeOrder,
  placePrescriptionOrder,
  trackOrder,
} from "./orders";

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
const guest = () =>
  createClient({ baseUrl: server.baseUrl, context: { guestId: 1001, moduleId: 2, zoneIds: [1] } });

const deliveryOrder = {
  order_amount: 42.5,
  payment_method: "cash_on_delivery" as const,
  order_type: "delivery" as const,
  store_id: 3,
  distance: 2.1,
  address: "House 1, Road 2",
  latitude: 23.81,
  longitude: 90.41,
  guest_id: 1001,
  contact_person_name: "Ada",
  contact_person_number: "+8801700000000",
  contact_person_email: "ada@example.com",
};

describe("orders", () => {
  it("places an order with an idempotency key and reads total_ammount as spelled on the wire", async () => {
    server.route("POST", "customer/order/place", {
      body: {
        message: "Order placed successfully!",
        order_id: 100045,
        total_ammount: "44.50",
        status: "pending",
        created_at: "2026-11-21T10:00:00.000000Z",
        user_id: 1001,
      },
    });
    const placed = await placeOrder(guest(), deliveryOrder, { idempotencyKey: "checkout-1" });
    expect([placed.order_id, placed.total_ammount]).toEqual([100045, 44.5]);
    expect(server.requests[0]?.headers["idempotency-key"]).toBe("checkout-1");
    await placeOrder(guest(), deliveryOrder);
    expect(server.requests[1]?.headers["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("generates a v4 UUID idempotency key without crypto.randomUUID (insecure browser contexts)", async () => {
    server.route("POST", "customer/order/place", { body: { order_id: 100046, total_ammount: 1 } });
    vi.stubGlobal("crypto", {
      getRandomValues: (array: Uint8Array) => webcrypto.getRandomValues(array),
    });
    try {
      await placeOrder(guest(), deliveryOrder);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(server.requests[0]?.headers["idempotency-key"]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it("never retries an order placement, even on 503", async () => {
    server.route("POST", "customer/order/place", { status: 503, body: { message: "busy" } });
    await expect(placeOrder(guest(), deliveryOrder)).rejects.toSatisfy(isHttpError);
    expect(server.requests).toHaveLength(1);
  });

  it("refuses a delivery order without a store, and a guest order without contact details", async () => {
    await expect(placeOrder(guest(), { ...deliveryOrder, store_id: undefined })).rejects.toSatisfy(
      (error) => isRequestValidationError(error) && error.path === "store_id",
    );
    await expect(
      placeOrder(guest(), { ...deliveryOrder, contact_person_email: undefined }),
    ).rejects.toSatisfy(
      (error) => isRequestValidationError(error) && error.path === "contact_person_email",
    );
    expect(server.requests).toHaveLength(0);
  });

  it("tracks an order: delivery_man one-element array unwrapped, delivery_address JSON string decoded", async () => {
    server.route("GET", "customer/order/track", { body: trackedOrderWire });
    const order = await trackOrder(guest(), { order_id: 100045, contact_number: "+8801700000000" });
    expect(order.delivery_man?.f_name).toBe("Rahim");
    expect(order.delivery_man?.lat).toBe(23.8);
    expect(order.delivery_address?.latitude).toBe(23.81);
    expect(order.delivery_charge).toBe(2);
    expect(order.delivered).toBeNull();
    const query = server.requests[0]?.query;
    expect([query?.get("order_id"), query?.get("contact_number"), query?.get("guest_id")]).toEqual([
      "100045",
      "+8801700000000",
      "1001",
    ]);
  });

  it("retries tracking once (the spec), in the client", async () => {
    server.route("GET", "customer/order/track", [
      { status: 503, body: {} },
      { status: 503, body: {} },
      { body: trackedOrderWire },
    ]);
    await expect(trackOrder(guest(), { order_id: 100045 })).rejects.toSatisfy(isHttpError);
    expect(server.requests).toHaveLength(2);
  });

  it("maps tracking not found to HttpError 404", async () => {
    server.route("GET", "customer/order/track", {
      status: 404,
      body: { errors: [{ code: "order", message: "Order not found" }] },
    });
    await expect(trackOrder(guest(), { order_id: 1 })).rejects.toSatisfy(
      (error) =>
        isHttpError(error) && error.status === 404 && error.messages[0] === "Order not found",
    );
  });

  it("lists finished orders with delivery_man null or wrapped", async () => {
    server.route("GET", "customer/order/list", {
      body: {
        total_size: 2,
        limit: 10,
        offset: 1,
        orders: [
          { ...trackedOrderWire, delivery_man: null },
          { ...trackedOrderWire, id: 100046, delivery_man: [] },
        ],
      },
    });
    const { orders } = await getOrders(guest(), { offset: 1, limit: 10 });
    expect(orders.map((order) => order.delivery_man)).toEqual([null, null]);
  });

  it("cancels with a reason and reads cancellation reasons with the spec's paging", async () => {
    server.route("PUT", "customer/order/cancel", { body: { message: "Order canceled" } });
    server.route("GET", "customer/order/cancellation-reasons", {
      body: {
        total_size: 1,
        limit: 10,
        offset: 1,
        data: [{ id: 1, reason: "Changed my mind", user_type: "customer" }],
      },
    });
    expect(
      (await cancelOrder(guest(), { order_id: 100045, reason: "Order payment canceled" })).message,
    ).toBe("Order canceled");
    expect(JSON.parse(server.requests[0]?.body ?? "{}")).toEqual({
      guest_id: "1001",
      order_id: 100045,
      reason: "Order payment canceled",
    });
    const { data } = await getCancellationReasons(guest());
    expect(data[0]?.reason).toBe("Changed my mind");
    expect(server.requests[1]?.query.toString()).toBe("offset=1&limit=10&type=customer");
  });

  it("sends prescription orders as multipart with order_attachment[] files", async () => {
    server.route("POST", "customer/order/prescription/place", {
      body: { message: "ok", order_id: 100050, total_ammount: 0, status: "pending", user_id: 1001 },
    });
    const image = new Blob([new Uint8Array([137, 80, 78, 71])], { type: "image/png" });
    await placePrescriptionOrder(
      guest(),
      { store_id: 3, distance: 2.1, address: "House 1", latitude: 23.81, longitude: 90.41 },
      [image, image],
    );
    const request = server.requests[0];
    expect(request?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body.match(/name="order_attachment\[\]"/g)).toHaveLength(2);
    expect(request?.body).toContain('name="guest_id"');
  });
});
