import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { orderPlaceResponseSchema } from "@marketplace/api-client";

import type { Shop } from "./shop";
import { orders } from "../../db/schema";
import { call, errorCode, signIn } from "../../orders/testing";
import { guestOrder, openShop } from "./shop";

let setup: Shop["setup"];
beforeAll(async () => {
  ({ setup } = await openShop());
});
afterAll(async () => {
  await setup.dispose();
});

async function digitalOrder() {
  const { guest, placed } = await guestOrder({ payment_method: "digital_payment" });
  return { guest, orderId: orderPlaceResponseSchema.parse(placed.body).order_id };
}

const paymentOf = async (orderId: number) =>
  (await setup.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]?.paymentStatus;

describe("demo payment outcome (state change)", () => {
  it("is not a GET: a link or an image cannot mark an order paid", async () => {
    const { guest, orderId } = await digitalOrder();
    const result = await call(
      setup.app,
      "GET",
      `customer/order/demo-payment?order_id=${String(orderId)}&guest_id=${String(guest)}&outcome=success`,
    );
    expect(result.status).toBeGreaterThanOrEqual(400);
    expect(await paymentOf(orderId)).toBe("unpaid");
  });

  it("is a POST, and redirects only to the storefront's own origin", async () => {
    const { guest, orderId } = await digitalOrder();
    const foreign = await call(setup.app, "POST", "customer/order/demo-payment", {
      body: {
        order_id: orderId,
        guest_id: guest,
        outcome: "success",
        callback: "https://evil.test/x",
      },
    });
    expect(foreign.status).toBe(403);
    expect(errorCode(foreign.body)).toBe("callback");
    expect(await paymentOf(orderId)).toBe("unpaid");
    const response = await setup.app.request("/api/v1/customer/order/demo-payment", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        order_id: orderId,
        guest_id: guest,
        outcome: "success",
        callback: "http://localhost:3000/order-successful?id=1",
      }),
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(
      `http://localhost:3000/order-successful?id=1&flag=success&order_id=${String(orderId)}`,
    );
    expect(await paymentOf(orderId)).toBe("paid");
  });
});

describe("add-fund redirect_link", () => {
  it("goes only to the storefront's own origin", async () => {
    const token = await signIn(setup.app);
    for (const callback of [
      "https://evil.test/wallet",
      "//evil.test/wallet",
      "javascript:alert(1)",
    ]) {
      const result = await call(setup.app, "POST", "customer/wallet/add-fund", {
        token,
        body: { amount: 5, payment_method: "demo", callback },
      });
      expect(result.status, callback).toBe(403);
      expect(errorCode(result.body)).toBe("callback");
    }
    const own = await call(setup.app, "POST", "customer/wallet/add-fund", {
      token,
      body: { amount: 5, payment_method: "demo", callback: "http://127.0.0.1:3000/wallet" },
    });
    const link = new URL((own.body as { redirect_link: string }).redirect_link);
    const paid = await setup.app.request("/payment/wallet-demo", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        payment: link.searchParams.get("payment") ?? "",
        outcome: "success",
      }).toString(),
    });
    expect(paid.headers.get("location")).toBe("http://127.0.0.1:3000/wallet?flag=success");
  });
});
