/** Order reads: the order lists, one order's details and its tracking. */
import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { Order, OrderDetailsResponse, PagedOrders } from "../schemas/order";
import type { AllRunningOrders } from "../schemas/order-support";
import type { PageParams } from "./call";
import { orderDetailsResponseSchema, orderSchema, pagedOrdersSchema } from "../schemas/order";
import { allRunningOrdersSchema } from "../schemas/order-support";
import { pagingQuery } from "./call";

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
    query: { ...pagingQuery(params, 10) },
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
    query: { ...pagingQuery(params, 10) },
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
