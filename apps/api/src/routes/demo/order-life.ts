import { Hono } from "hono";

import type { AppEnv } from "../../lib/app-env";
import { ApiError, errorBody } from "../../lib/errors";
import { deliverNow } from "../../orders/deliver-now";
import { nowOf } from "../helpers";
import { orderIdOf, orderNotFound } from "../orders/lookup";

const refused = (code: string, message: string) => new ApiError(409, errorBody(code, message));

/**
 * `POST /demo/orders/{id}/deliver`: the demo's simulated order moves through the rest of its life now
 * (ADR 0023, session-24 update). The browser tests that need a delivered order (reviews, refunds) use it
 * instead of waiting four steps of the order life; the tracking test still follows its order step by step.
 */
export function orderLifeRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();
  api.post("/orders/:orderId/deliver", async (c) => {
    const orderId = orderIdOf(c.req.param("orderId"));
    const result = await deliverNow(c.get("deps").db, orderId, nowOf(c));
    switch (result.code) {
      case "delivered":
        return c.json({ order_id: orderId, order_status: "delivered", steps: result.steps });
      case "not_found":
        throw orderNotFound();
      case "not_simulated":
        throw refused("not_simulated", "This order is not moved by the demo's order life.");
      case "not_running":
        throw refused("not_running", `This order is ${result.status}: it has left its life.`);
      case "awaiting_payment":
        throw refused("awaiting_payment", "This order waits for its digital payment.");
    }
  });
  return api;
}
