/** Query factories for the cart, wishlist, account and orders. */
export { cartQueryOptions } from "./cart-query";
export { cartSuggestionsQueryOptions, wishlistQueryOptions } from "./cart-wishlist-queries";
export {
  profileQueryOptions,
  addressesInfiniteQueryOptions,
  notificationsQueryOptions,
  visitedStoresQueryOptions,
  suggestedItemsQueryOptions,
  reviewReminderQueryOptions,
} from "./account-queries";
export {
  walletTransactionsInfiniteQueryOptions,
  walletBonusesQueryOptions,
  loyaltyTransactionsInfiniteQueryOptions,
  conversationsInfiniteQueryOptions,
  conversationMessagesQueryOptions,
  conversationSearchQueryOptions,
} from "./wallet-message-queries";
export {
  ordersInfiniteQueryOptions,
  orderDetailsQueryOptions,
  trackingRefetchInterval,
  trackOrderQueryOptions,
  cancellationReasonsQueryOptions,
  refundReasonsQueryOptions,
  offlinePaymentMethodsQueryOptions,
  mostTipsQueryOptions,
} from "./order-queries";
