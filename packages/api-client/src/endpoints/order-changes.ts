/** Order changes: cancellation, switching to cash on delivery and refunds, with their reason lists. */
import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { MessageResponse } from "../schemas/auth";
import type {
  DemoPaymentResponse,
  OrderCancelBody,
  PagedCancelReasons,
  RefundReasonsResponse,
  RefundRequestBody,
} from "../schemas/order-support";
import type { PageParams, UploadFile } from "./call";
import { messageResponseSchema } from "../schemas/auth";
import {
  demoPaymentBodySchema,
  demoPaymentResponseSchema,
  orderCancelBodySchema,
  pagedCancelReasonsSchema,
  refundReasonsResponseSchema,
  refundRequestBodySchema,
} from "../schemas/order-support";
import { pagingQuery, parseInput, toFormData } from "./call";

/**
 * `PUT customer/order/cancel` with a reason (failed orders: 'Order payment canceled').
 *
 * @example
 * await cancelOrder(client, { order_id: 100045, reason: "Order payment canceled" });
 */
export async function cancelOrder(
  client: ApiClient,
  body: OrderCancelBody,
  options: CallOptions = {},
): Promise<MessageResponse> {
  const json = parseInput(orderCancelBodySchema, body);
  return await client.request({
    method: "PUT",
    path: "customer/order/cancel",
    schema: messageResponseSchema,
    json,
    guest: true,
    ...options,
  });
}

/**
 * `PUT customer/order/payment-method`: switches a failed order to cash on delivery.
 *
 * @example
 * await switchToCashOnDelivery(client, 100045);
 */
export async function switchToCashOnDelivery(
  client: ApiClient,
  orderId: number,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return await client.request({
    method: "PUT",
    path: "customer/order/payment-method",
    schema: messageResponseSchema,
    json: { order_id: orderId },
    guest: true,
    ...options,
  });
}

/**
 * `GET customer/order/refund-reasons`.
 *
 * @example
 * const { refund_reasons } = await getRefundReasons(client);
 */
export async function getRefundReasons(
  client: ApiClient,
  options: CallOptions = {},
): Promise<RefundReasonsResponse> {
  return await client.request({
    method: "GET",
    path: "customer/order/refund-reasons",
    schema: refundReasonsResponseSchema,
    ...options,
  });
}

/**
 * `POST customer/order/refund-request` (multipart, optional images).
 *
 * @example
 * await requestRefund(client, { order_id: 100045, customer_reason: "Damaged item" }, [photo]);
 */
export async function requestRefund(
  client: ApiClient,
  body: RefundRequestBody,
  images: readonly UploadFile[] = [],
  options: CallOptions = {},
): Promise<MessageResponse> {
  const fields = parseInput(refundRequestBodySchema, body);
  return await client.request({
    method: "POST",
    path: "customer/order/refund-request",
    schema: messageResponseSchema,
    form: toFormData(fields, { image: images }),
    ...options,
  });
}

/**
 * `GET customer/order/cancellation-reasons` (spec: offset 1, limit 10, type customer).
 *
 * @example
 * const { data } = await getCancellationReasons(client);
 */
export async function getCancellationReasons(
  client: ApiClient,
  params: PageParams & { type?: string | undefined } = {},
  options: CallOptions = {},
): Promise<PagedCancelReasons> {
  return await client.request({
    method: "GET",
    path: "customer/order/cancellation-reasons",
    schema: pagedCancelReasonsSchema,
    query: {
      ...pagingQuery(params, 10),
      type: params.type ?? "customer",
    },
    ...options,
  });
}

/**
 * `POST customer/order/demo-payment` (the reference API's demo gateway, demo mode only): reports the
 * gateway's outcome of a digital payment. `success` marks the order paid; `fail` marks it failed (the
 * storefront then offers cash on delivery or the cancel).
 *
 * @example
 * await reportDemoPayment(client, { order_id: 100045, outcome: "fail" }); // { order_id: 100045, payment: "fail" }
 */
export async function reportDemoPayment(
  client: ApiClient,
  body: { order_id: number; outcome: "success" | "fail" },
  options: CallOptions = {},
): Promise<DemoPaymentResponse> {
  const json = parseInput(demoPaymentBodySchema, body);
  return await client.request({
    method: "POST",
    path: "customer/order/demo-payment",
    schema: demoPaymentResponseSchema,
    json,
    guest: true,
    ...options,
  });
}
