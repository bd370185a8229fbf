/** Offline payment calls: the methods and submitting or updating an order's offline payment. */
import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { OfflinePaymentMethod, OfflinePaymentResponse } from "../schemas/order-support";
import {
  offlinePaymentMethodListSchema,
  offlinePaymentResponseSchema,
} from "../schemas/order-support";

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
