/** Query options for orders: lists, details, tracking (refetched until delivered) and the order reason and payment lists. */
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../client/create-client";
import type { PageParams } from "../endpoints/call";
import type { Order, OrderDetailsResponse, PagedOrders } from "../schemas/order";
import type {
  MostTips,
  OfflinePaymentMethod,
  PagedCancelReasons,
  RefundReasonsResponse,
} from "../schemas/order-support";
import type { ScopedKey } from "./keys";
import type { MarketplaceInfiniteQueryOptions, MarketplaceQueryOptions } from "./option-types";
import {
  getCancellationReasons,
  getMostTips,
  getOfflinePaymentMethods,
  getOrderDetails,
  getOrders,
  getRefundReasons,
  getRunningOrders,
  trackOrder,
} from "../endpoints/orders";
import { marketplaceKeys as keys, scopedKey } from "./keys";
import { FIRST_PAGE, nextPageNumber } from "./paging";
import { NO_QUERY_RETRY, TRACKING_REFETCH_MS } from "./policies";

/**
 * `GET customer/order/list` (history) or `running-orders`, page by page.
 *
 * @example
 * const { data } = useInfiniteQuery(ordersInfiniteQueryOptions(client, "running"));
 */
export function ordersInfiniteQueryOptions(
  client: ApiClient,
  status: "history" | "running",
  limit = 10,
): MarketplaceInfiniteQueryOptions<
  PagedOrders,
  | ScopedKey<ReturnType<typeof keys.orders.history>>
  | ScopedKey<ReturnType<typeof keys.orders.running>>
> {
  const fetchPage = status === "history" ? getOrders : getRunningOrders;
  return infiniteQueryOptions({
    queryKey: scopedKey(
      client,
      status === "history" ? keys.orders.history({ limit }) : keys.orders.running({ limit }),
    ),
    queryFn: ({ pageParam, signal }) =>
      fetchPage(client, { offset: pageParam, limit } satisfies PageParams, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) => nextPageNumber(last.orders, all),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/order/details`.
 *
 * @example
 * const { data } = useQuery(orderDetailsQueryOptions(client, 100045));
 */
export function orderDetailsQueryOptions(
  client: ApiClient,
  orderId: number,
): MarketplaceQueryOptions<
  OrderDetailsResponse,
  ScopedKey<ReturnType<typeof keys.orders.details>>
> {
  return queryOptions({
    queryKey: scopedKey(client, keys.orders.details(orderId)),
    queryFn: ({ signal }) => getOrderDetails(client, orderId, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * Whether tracking should keep polling: every 10 s until the order is delivered.
 *
 * @example
 * trackingRefetchInterval(order) // 10000, or false once delivered
 */
export function trackingRefetchInterval(
  order: Pick<Order, "order_status"> | undefined,
): number | false {
  return order?.order_status === "delivered" ? false : TRACKING_REFETCH_MS;
}

/**
 * `GET customer/order/track`: refetched every 10 s until delivered; retried once, by the client.
 *
 * @example
 * const { data: order } = useQuery(trackOrderQueryOptions(client, 100045, "+8801700000000"));
 */
export function trackOrderQueryOptions(
  client: ApiClient,
  orderId: number,
  contactNumber?: string,
): MarketplaceQueryOptions<Order, ScopedKey<ReturnType<typeof keys.orders.track>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.orders.track(orderId, contactNumber)),
    queryFn: ({ signal }) =>
      trackOrder(client, { order_id: orderId, contact_number: contactNumber }, { signal }),
    refetchInterval: (query) => trackingRefetchInterval(query.state.data),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/order/cancellation-reasons` (offset 1, limit 10, type customer).
 *
 * @example
 * const { data } = useQuery(cancellationReasonsQueryOptions(client));
 */
export function cancellationReasonsQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<
  PagedCancelReasons,
  ScopedKey<ReturnType<typeof keys.orders.cancellationReasons>>
> {
  return queryOptions({
    queryKey: scopedKey(client, keys.orders.cancellationReasons()),
    queryFn: ({ signal }) => getCancellationReasons(client, {}, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/order/refund-reasons`.
 *
 * @example
 * const { data } = useQuery(refundReasonsQueryOptions(client));
 */
export function refundReasonsQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<
  RefundReasonsResponse,
  ScopedKey<ReturnType<typeof keys.orders.refundReasons>>
> {
  return queryOptions({
    queryKey: scopedKey(client, keys.orders.refundReasons()),
    queryFn: ({ signal }) => getRefundReasons(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET offline_payment_method_list`.
 *
 * @example
 * const { data } = useQuery(offlinePaymentMethodsQueryOptions(client));
 */
export function offlinePaymentMethodsQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<
  OfflinePaymentMethod[],
  ScopedKey<ReturnType<typeof keys.orders.offlineMethods>>
> {
  return queryOptions({
    queryKey: scopedKey(client, keys.orders.offlineMethods()),
    queryFn: ({ signal }) => getOfflinePaymentMethods(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET most-tips`.
 *
 * @example
 * const { data } = useQuery(mostTipsQueryOptions(client));
 */
export function mostTipsQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<MostTips, ScopedKey<ReturnType<typeof keys.orders.mostTips>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.orders.mostTips()),
    queryFn: ({ signal }) => getMostTips(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}
