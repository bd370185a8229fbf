/** Order calls (`customer/order/*` and a few public order lists). Guests are identified by the context. */
import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { MessageResponse } from "../schemas/auth";
import type {
  Order,
  OrderDetailsResponse,
  OrderPlaceBody,
  OrderPlaceResponse,
  PagedOrders,
} from "../schemas/order";
import type {
  AllRunningOrders,
  MostTips,
  OfflinePaymentMethod,
  OfflinePaymentResponse,
  OrderCancelBody,
  PagedCancelReasons,
  PagedParcelInstructions,
  PrescriptionOrderBody,
  PrescriptionOrderResponse,
  RefundReasonsResponse,
  RefundRequestBody,
} from "../schemas/order-support";
import type { PageParams, UploadFile } from "./call";
import { messageResponseSchema } from "../schemas/auth";
import {
  orderDetailsResponseSchema,
  orderPlaceBodySchema,
  orderPlaceResponseSchema,
  orderSchema,
  pagedOrdersSchema,
} from "../schemas/order";
import {
  allRunningOrdersSchema,
  mostTipsSchema,
  offlinePaymentMethodListSchema,
  offlinePaymentResponseSchema,
  orderCancelBodySchema,
  pagedCancelReasonsSchema,
  pagedParcelInstructionsSchema,
  prescriptionOrderBodySchema,
  prescriptionOrderResponseSchema,
  refundReasonsResponseSchema,
  refundRequestBodySchema,
} from "../schemas/order-support";
import { parseInput, toFormData } from "./call";

/** Options of a placement: the idempotency key (generated when absent) and the usual call options. */
export interface PlaceOptions extends CallOptions {
  idempotencyKey?: string | undefined;
}

/** A v4 UUID; `crypto.randomUUID` exists only in secure contexts, so plain `getRandomValues` is the fallback. */
function newIdempotencyKey(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * `POST customer/order/place`. Carries an `Idempotency-Key` header (a fresh UUID unless given; reuse it when
 * re-submitting the same checkout). Never retried. Answers `{ order_id, total_ammount, … }`.
 *
 * @example
 * const { order_id } = await placeOrder(client, { order_amount: 42.5, payment_method: "cash_on_delivery",
 *   order_type: "delivery", store_id: 3, distance: 2.1, address: "House 1", latitude: 23.81, longitude: 90.41 });
 */
export async function placeOrder(
  client: ApiClient,
  body: OrderPlaceBody,
  options: PlaceOptions = {},
): Promise<OrderPlaceResponse> {
  const json = parseInput(orderPlaceBodySchema, body);
  const { idempotencyKey, ...rest } = options;
  return await client.request({
    method: "POST",
    path: "customer/order/place",
    schema: orderPlaceResponseSchema,
    json,
    guest: true,
    idempotencyKey: idempotencyKey ?? newIdempotencyKey(),
    ...rest,
  });
}

/**
 * `POST customer/order/prescription/place` (multipart, up to 3 prescription images).
 *
 * @example
 * await placePrescriptionOrder(client, { store_id: 3, distance: 2.1, address: "House 1", latitude: 23.81,
 *   longitude: 90.41 }, [photo]);
 */
export async function placePrescriptionOrder(
  client: ApiClient,
  body: PrescriptionOrderBody,
  images: readonly UploadFile[],
  options: PlaceOptions = {},
): Promise<PrescriptionOrderResponse> {
  const fields = parseInput(prescriptionOrderBodySchema, body);
  const { idempotencyKey, ...rest } = options;
  return await client.request({
    method: "POST",
    path: "customer/order/prescription/place",
    schema: prescriptionOrderResponseSchema,
    form: toFormData(fields, { order_attachment: images }),
    guest: true,
    idempotencyKey: idempotencyKey ?? newIdempotencyKey(),
    ...rest,
  });
}

/**
 * `GET customer/order/list`: finished orders (delivered, canceled, refunds, failed).
 *
 * @example
 * const { orders } = await getOrders(client, { offset: 1, limit: 10 });
 */
export async function getOrders(
  client: ApiClient,
  params: PageParams = {},
  options: CallOptions = {},
): Promise<PagedOrders> {
  return await client.request({
    method: "GET",
    path: "customer/order/list",
    schema: pagedOrdersSchema,
    query: { offset: params.offset ?? 1, limit: params.limit ?? 10 },
    guest: true,
    ...options,
  });
}

/**
 * `GET customer/order/running-orders`: every order not finished yet.
 *
 * @example
 * const { orders } = await getRunningOrders(client);
 */
export async function getRunningOrders(
  client: ApiClient,
  params: PageParams = {},
  options: CallOptions = {},
): Promise<PagedOrders> {
  return await client.request({
    method: "GET",
    path: "customer/order/running-orders",
    schema: pagedOrdersSchema,
    query: { offset: params.offset ?? 1, limit: params.limit ?? 10 },
    guest: true,
    ...options,
  });
}

/**
 * `GET customer/order/all-running-orders`.
 *
 * @example
 * const { data } = await getAllRunningOrders(client);
 */
export async function getAllRunningOrders(
  client: ApiClient,
  options: CallOptions = {},
): Promise<AllRunningOrders> {
  return await client.request({
    method: "GET",
    path: "customer/order/all-running-orders",
    schema: allRunningOrdersSchema,
    guest: true,
    ...options,
  });
}

/**
 * `GET customer/order/details?order_id=`: detail rows, or the order for parcel/prescription orders.
 *
 * @example
 * const details = await getOrderDetails(client, 100045);
 */
export async function getOrderDetails(
  client: ApiClient,
  orderId: number,
  options: CallOptions = {},
): Promise<OrderDetailsResponse> {
  return await client.request({
    method: "GET",
    path: "customer/order/details",
    schema: orderDetailsResponseSchema,
    query: { order_id: orderId },
    guest: true,
    ...options,
  });
}

/**
 * `GET customer/order/track?order_id=` (guests add `contact_number`). Retried once (the spec), in the client.
 *
 * @example
 * const order = await trackOrder(client, { order_id: 100045, contact_number: "+8801700000000" });
 */
export async function trackOrder(
  client: ApiClient,
  params: { order_id: number; contact_number?: string | undefined },
  options: CallOptions = {},
): Promise<Order> {
  return await client.request({
    method: "GET",
    path: "customer/order/track",
    schema: orderSchema,
    query: { order_id: params.order_id, contact_number: params.contact_number },
    guest: true,
    retry: 1,
    ...options,
  });
}

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
      offset: params.offset ?? 1,
      limit: params.limit ?? 10,
      type: params.type ?? "customer",
    },
    ...options,
  });
}

/**
 * `GET customer/order/parcel-instructions`.
 *
 * @example
 * const { data } = await getParcelInstructions(client);
 */
export async function getParcelInstructions(
  client: ApiClient,
  params: PageParams = {},
  options: CallOptions = {},
): Promise<PagedParcelInstructions> {
  return await client.request({
    method: "GET",
    path: "customer/order/parcel-instructions",
    schema: pagedParcelInstructionsSchema,
    query: { offset: params.offset ?? 1, limit: params.limit ?? 25 },
    ...options,
  });
}

/**
 * `GET offline_payment_method_list`.
 *
 * @example
 * const methods = await getOfflinePaymentMethods(client);
 */
export async function getOfflinePaymentMethods(
  client: ApiClient,
  options: CallOptions = {},
): Promise<OfflinePaymentMethod[]> {
  return await client.request({
    method: "GET",
    path: "offline_payment_method_list",
    schema: offlinePaymentMethodListSchema,
    ...options,
  });
}

/**
 * `PUT customer/order/offline-payment`: the method's input fields plus `order_id`, `method_id`.
 *
 * @example
 * await submitOfflinePayment(client, { order_id: 100045, method_id: 1, fields: { transaction_id: "TX1" } });
 */
export async function submitOfflinePayment(
  client: ApiClient,
  params: {
    order_id: number;
    method_id: number;
    fields: Record<string, string>;
    customer_note?: string | undefined;
  },
  options: CallOptions = {},
): Promise<OfflinePaymentResponse> {
  return await client.request({
    method: "PUT",
    path: "customer/order/offline-payment",
    schema: offlinePaymentResponseSchema,
    json: {
      ...params.fields,
      order_id: params.order_id,
      method_id: params.method_id,
      customer_note: params.customer_note,
    },
    guest: true,
    ...options,
  });
}

/**
 * `PUT customer/order/offline-payment-update` (the storefront toasts 'Payment info updated.').
 *
 * @example
 * await updateOfflinePayment(client, { order_id: 100045, fields: { transaction_id: "TX2" } });
 */
export async function updateOfflinePayment(
  client: ApiClient,
  params: { order_id: number; fields: Record<string, string>; customer_note?: string | undefined },
  options: CallOptions = {},
): Promise<OfflinePaymentResponse> {
  return await client.request({
    method: "PUT",
    path: "customer/order/offline-payment-update",
    schema: offlinePaymentResponseSchema,
    json: { ...params.fields, order_id: params.order_id, customer_note: params.customer_note },
    guest: true,
    ...options,
  });
}

/**
 * `GET most-tips`: the most chosen tip amount, or null.
 *
 * @example
 * const { most_tips_amount } = await getMostTips(client);
 */
export async function getMostTips(client: ApiClient, options: CallOptions = {}): Promise<MostTips> {
  return await client.request({
    method: "GET",
    path: "most-tips",
    schema: mostTipsSchema,
    ...options,
  });
}
