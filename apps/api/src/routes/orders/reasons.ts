import { Hono } from "hono";
import { z } from "zod";

import type { AppEnv } from "../../lib/app-env";
import { parseQuery } from "../../lib/validate";
import { limitParam, offsetParam, paged } from "../helpers";

/** The fixed reason lists of the demo (the production admin panel edits them). */
const cancellationReasons = [
  { id: 1, reason: "Order payment canceled", user_type: "customer" },
  { id: 2, reason: "I ordered by mistake", user_type: "customer" },
  { id: 3, reason: "Delivery is taking too long", user_type: "customer" },
  { id: 4, reason: "I want to change the items", user_type: "customer" },
  { id: 5, reason: "The store could not prepare the order", user_type: "store" },
  { id: 6, reason: "The customer did not answer", user_type: "deliveryman" },
];

export const refundReasons = [
  { id: 1, reason: "Items were damaged", status: 1 },
  { id: 2, reason: "Items were missing", status: 1 },
  { id: 3, reason: "Wrong items were delivered", status: 1 },
  { id: 4, reason: "Quality was not as described", status: 1 },
];

const parcelInstructions = [
  { id: 1, instruction: "Handle with care: fragile" },
  { id: 2, instruction: "Leave at the door" },
  { id: 3, instruction: "Call on arrival" },
  { id: 4, instruction: "Keep upright" },
];

export const offlinePaymentMethods = [
  {
    id: 1,
    method_name: "Bank transfer",
    method_fields: [
      { input_name: "bank_name", input_data: "Demo City Bank" },
      { input_name: "account_number", input_data: "0012-3456-7890" },
    ],
    method_informations: [
      { customer_input: "transaction_id", customer_placeholder: "Transaction id", is_required: 1 },
    ],
    status: 1,
  },
];

const pageQuery = z.object({
  limit: limitParam(25),
  offset: offsetParam,
  type: z.string().max(40).optional(),
});

export function reasonRoutes(): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.get("/customer/order/cancellation-reasons", (c) => {
    const query = parseQuery(c, pageQuery);
    const list = cancellationReasons.filter(
      (reason) => query.type === undefined || reason.user_type === query.type,
    );
    const start = (query.offset - 1) * query.limit;
    return c.json(
      paged("data", list.length, query.limit, query.offset, list.slice(start, start + query.limit)),
    );
  });

  api.get("/customer/order/parcel-instructions", (c) => {
    const query = parseQuery(c, pageQuery);
    const start = (query.offset - 1) * query.limit;
    const page = parcelInstructions.slice(start, start + query.limit);
    return c.json(paged("data", parcelInstructions.length, query.limit, query.offset, page));
  });

  api.get("/offline_payment_method_list", (c) => c.json(offlinePaymentMethods));

  return api;
}
