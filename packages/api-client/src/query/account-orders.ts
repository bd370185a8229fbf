/** Query factories for the cart, wishlist, account and orders. */
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../client/create-client";
import type { PageParams } from "../endpoints/call";
import type { ConversationTarget } from "../endpoints/messages";
import type { Cart } from "../schemas/cart";
import type { Notification, PagedAddresses, Profile, ReviewPending } from "../schemas/customer";
import type { Item } from "../schemas/item";
import type { ConversationMessages, PagedConversations } from "../schemas/message";
import type { Order, OrderDetailsResponse, PagedOrders } from "../schemas/order";
import type {
  MostTips,
  OfflinePaymentMethod,
  PagedCancelReasons,
  RefundReasonsResponse,
} from "../schemas/order-support";
import type { PagedItems } from "../schemas/search";
import type { Store } from "../schemas/store";
import type { PagedTransactions, WalletBonus } from "../schemas/wallet";
import type { Wishlist } from "../schemas/wishlist";
import type { MarketplaceInfiniteQueryOptions, MarketplaceQueryOptions } from "./option-types";
import { getAddresses } from "../endpoints/addresses";
import { getCart } from "../endpoints/cart";
import {
  getNotifications,
  getProfile,
  getReviewReminder,
  getSuggestedItems,
  getVisitedStores,
} from "../endpoints/customer";
import { getCartSuggestedItems } from "../endpoints/items";
import { getConversationMessages, getConversations } from "../endpoints/messages";
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
import {
  getLoyaltyTransactions,
  getWalletBonuses,
  getWalletTransactions,
} from "../endpoints/wallet";
import { getWishlist } from "../endpoints/wishlist";
import { marketplaceKeys as keys } from "./keys";
import { FIRST_PAGE, nextPageNumber } from "./paging";
import { NO_QUERY_RETRY, TRACKING_REFETCH_MS } from "./policies";

/**
 * `GET customer/cart/list`. Cart mutations write their answer (the whole cart) into this key.
 *
 * @example
 * const { data: lines = [] } = useQuery(cartQueryOptions(client));
 */
export function cartQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Cart, ReturnType<typeof keys.cart.lines>> {
  return queryOptions({
    queryKey: keys.cart.lines(),
    queryFn: ({ signal }) => getCart(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET items/suggested?store_id=` (cart upsell).
 *
 * @example
 * const { data } = useQuery(cartSuggestionsQueryOptions(client, 3));
 */
export function cartSuggestionsQueryOptions(
  client: ApiClient,
  storeId: number,
): MarketplaceQueryOptions<PagedItems, ReturnType<typeof keys.cart.suggestions>> {
  return queryOptions({
    queryKey: keys.cart.suggestions(storeId),
    queryFn: ({ signal }) => getCartSuggestedItems(client, { store_id: storeId }, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/wish-list`.
 *
 * @example
 * const { data } = useQuery(wishlistQueryOptions(client));
 */
export function wishlistQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Wishlist, typeof keys.wishlist.all> {
  return queryOptions({
    queryKey: keys.wishlist.all,
    queryFn: ({ signal }) => getWishlist(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/info`.
 *
 * @example
 * const { data: profile } = useQuery({ ...profileQueryOptions(client), enabled: signedIn });
 */
export function profileQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Profile, ReturnType<typeof keys.account.profile>> {
  return queryOptions({
    queryKey: keys.account.profile(),
    queryFn: ({ signal }) => getProfile(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/address/list`, page by page.
 *
 * @example
 * const { data } = useInfiniteQuery(addressesInfiniteQueryOptions(client));
 */
export function addressesInfiniteQueryOptions(
  client: ApiClient,
  limit = 10,
): MarketplaceInfiniteQueryOptions<PagedAddresses, ReturnType<typeof keys.account.addresses>> {
  return infiniteQueryOptions({
    queryKey: keys.account.addresses({ limit }),
    queryFn: ({ pageParam, signal }) =>
      getAddresses(client, { offset: pageParam, limit }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) => nextPageNumber(last.addresses, all),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/notifications`.
 *
 * @example
 * const { data } = useQuery(notificationsQueryOptions(client));
 */
export function notificationsQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Notification[], ReturnType<typeof keys.account.notifications>> {
  return queryOptions({
    queryKey: keys.account.notifications(),
    queryFn: ({ signal }) => getNotifications(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/visit-again`.
 *
 * @example
 * const { data: stores } = useQuery(visitedStoresQueryOptions(client));
 */
export function visitedStoresQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Store[], ReturnType<typeof keys.account.visitedStores>> {
  return queryOptions({
    queryKey: keys.account.visitedStores(),
    queryFn: ({ signal }) => getVisitedStores(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/suggested-items`.
 *
 * @example
 * const { data: items } = useQuery(suggestedItemsQueryOptions(client));
 */
export function suggestedItemsQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Item[], ReturnType<typeof keys.account.suggestedItems>> {
  return queryOptions({
    queryKey: keys.account.suggestedItems(),
    queryFn: ({ signal }) => getSuggestedItems(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/review-reminder`.
 *
 * @example
 * const { data } = useQuery(reviewReminderQueryOptions(client));
 */
export function reviewReminderQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<ReviewPending, ReturnType<typeof keys.account.reviewReminder>> {
  return queryOptions({
    queryKey: keys.account.reviewReminder(),
    queryFn: ({ signal }) => getReviewReminder(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/wallet/transactions`, page by page.
 *
 * @example
 * const { data } = useInfiniteQuery(walletTransactionsInfiniteQueryOptions(client));
 */
export function walletTransactionsInfiniteQueryOptions(
  client: ApiClient,
  limit = 10,
): MarketplaceInfiniteQueryOptions<
  PagedTransactions,
  ReturnType<typeof keys.account.walletTransactions>
> {
  return infiniteQueryOptions({
    queryKey: keys.account.walletTransactions({ limit }),
    queryFn: ({ pageParam, signal }) =>
      getWalletTransactions(client, { offset: pageParam, limit }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) => nextPageNumber(last.data, all),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/wallet/bonuses`.
 *
 * @example
 * const { data } = useQuery(walletBonusesQueryOptions(client));
 */
export function walletBonusesQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<WalletBonus[], ReturnType<typeof keys.account.walletBonuses>> {
  return queryOptions({
    queryKey: keys.account.walletBonuses(),
    queryFn: ({ signal }) => getWalletBonuses(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/loyalty-point/transactions`, page by page.
 *
 * @example
 * const { data } = useInfiniteQuery(loyaltyTransactionsInfiniteQueryOptions(client));
 */
export function loyaltyTransactionsInfiniteQueryOptions(
  client: ApiClient,
  limit = 10,
): MarketplaceInfiniteQueryOptions<
  PagedTransactions,
  ReturnType<typeof keys.account.loyaltyTransactions>
> {
  return infiniteQueryOptions({
    queryKey: keys.account.loyaltyTransactions({ limit }),
    queryFn: ({ pageParam, signal }) =>
      getLoyaltyTransactions(client, { offset: pageParam, limit }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) => nextPageNumber(last.data, all),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/message/list`, page by page.
 *
 * @example
 * const { data } = useInfiniteQuery(conversationsInfiniteQueryOptions(client));
 */
export function conversationsInfiniteQueryOptions(
  client: ApiClient,
  type?: string,
): MarketplaceInfiniteQueryOptions<
  PagedConversations,
  ReturnType<typeof keys.account.conversations>
> {
  return infiniteQueryOptions({
    queryKey: keys.account.conversations({ type }),
    queryFn: ({ pageParam, signal }) =>
      getConversations(client, { offset: pageParam, type }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) => nextPageNumber(last.conversations, all),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/message/details` (first page).
 *
 * @example
 * const { data } = useQuery(conversationMessagesQueryOptions(client, { conversation_id: 9 }));
 */
export function conversationMessagesQueryOptions(
  client: ApiClient,
  target: ConversationTarget,
): MarketplaceQueryOptions<ConversationMessages, ReturnType<typeof keys.account.messages>> {
  return queryOptions({
    queryKey: keys.account.messages(target),
    queryFn: ({ signal }) => getConversationMessages(client, target, {}, { signal }),
    ...NO_QUERY_RETRY,
  });
}

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
  ReturnType<typeof keys.orders.history> | ReturnType<typeof keys.orders.running>
> {
  const fetchPage = status === "history" ? getOrders : getRunningOrders;
  return infiniteQueryOptions({
    queryKey:
      status === "history" ? keys.orders.history({ limit }) : keys.orders.running({ limit }),
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
): MarketplaceQueryOptions<OrderDetailsResponse, ReturnType<typeof keys.orders.details>> {
  return queryOptions({
    queryKey: keys.orders.details(orderId),
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
): MarketplaceQueryOptions<Order, ReturnType<typeof keys.orders.track>> {
  return queryOptions({
    queryKey: keys.orders.track(orderId, contactNumber),
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
): MarketplaceQueryOptions<PagedCancelReasons, ReturnType<typeof keys.orders.cancellationReasons>> {
  return queryOptions({
    queryKey: keys.orders.cancellationReasons(),
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
): MarketplaceQueryOptions<RefundReasonsResponse, ReturnType<typeof keys.orders.refundReasons>> {
  return queryOptions({
    queryKey: keys.orders.refundReasons(),
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
): MarketplaceQueryOptions<OfflinePaymentMethod[], ReturnType<typeof keys.orders.offlineMethods>> {
  return queryOptions({
    queryKey: keys.orders.offlineMethods(),
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
): MarketplaceQueryOptions<MostTips, ReturnType<typeof keys.orders.mostTips>> {
  return queryOptions({
    queryKey: keys.orders.mostTips(),
    queryFn: ({ signal }) => getMostTips(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}
