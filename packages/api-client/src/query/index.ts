/**
 * `@marketplace/api-client/query`: TanStack Query v5 factories (queryOptions / infiniteQueryOptions) with
 * hierarchical keys, the spec's cache times, page-number paging and mutation helpers.
 *
 * Retry policy: ONE retry layer, the client's. ky retries idempotent requests (GET/PUT/DELETE, default 2;
 * search and tracking 1, as the spec says) and never POST; every factory here sets `retry: false`.
 */

// query
export {
  cartQueryOptions,
  cartSuggestionsQueryOptions,
  wishlistQueryOptions,
  profileQueryOptions,
  addressesInfiniteQueryOptions,
  notificationsQueryOptions,
  visitedStoresQueryOptions,
  suggestedItemsQueryOptions,
  reviewReminderQueryOptions,
  walletTransactionsInfiniteQueryOptions,
  walletBonusesQueryOptions,
  loyaltyTransactionsInfiniteQueryOptions,
  conversationsInfiniteQueryOptions,
  conversationMessagesQueryOptions,
  conversationSearchQueryOptions,
  ordersInfiniteQueryOptions,
  orderDetailsQueryOptions,
  trackingRefetchInterval,
  trackOrderQueryOptions,
  cancellationReasonsQueryOptions,
  refundReasonsQueryOptions,
  offlinePaymentMethodsQueryOptions,
  mostTipsQueryOptions,
} from "./account-orders";
export {
  configQueryOptions,
  zoneIdQueryOptions,
  zonesQueryOptions,
  modulesQueryOptions,
  parcelCategoriesQueryOptions,
  bannersQueryOptions,
  promotionalBannersQueryOptions,
  videoContentQueryOptions,
  whyChooseQueryOptions,
  advertisementsQueryOptions,
  categoriesQueryOptions,
  childCategoriesQueryOptions,
  categoryItemsInfiniteQueryOptions,
  categoryStoresInfiniteQueryOptions,
  brandsQueryOptions,
  brandItemsInfiniteQueryOptions,
  conditionsQueryOptions,
  conditionItemsInfiniteQueryOptions,
  basicCampaignsQueryOptions,
  campaignQueryOptions,
  itemCampaignsQueryOptions,
  flashSaleQueryOptions,
  flashSaleItemsInfiniteQueryOptions,
  couponsQueryOptions,
  cashbackOffersQueryOptions,
  cashbackQueryOptions,
  searchInfiniteQueryOptions,
  searchSuggestionsQueryOptions,
} from "./catalogue";
export type { InfiniteListParams, InfiniteSearchParams } from "./catalogue";
export {
  itemListQueryOptions,
  recommendedItemsQueryOptions,
  itemQueryOptions,
  relatedStoreItemsQueryOptions,
  itemReviewsInfiniteQueryOptions,
  storesInfiniteQueryOptions,
  storeListQueryOptions,
  storeQueryOptions,
  storeItemsInfiniteQueryOptions,
  storePopularItemsQueryOptions,
  storeReviewsQueryOptions,
} from "./items-stores";
export type { ItemListKind, StoreListKind } from "./items-stores";
export { marketplaceKeys, scopeParts, keyScope, scopedKey } from "./keys";
export type { ScopePart, KeyScope, ScopedKey } from "./keys";
export {
  mutationInvalidations,
  invalidateAfter,
  addToCartMutationOptions,
  updateCartLineMutationOptions,
  removeCartLineMutationOptions,
  clearCartMutationOptions,
  addToWishlistMutationOptions,
  removeFromWishlistMutationOptions,
  addAddressMutationOptions,
  updateAddressMutationOptions,
  deleteAddressMutationOptions,
  updateProfileMutationOptions,
  loginMutationOptions,
  placeOrderMutationOptions,
  cancelOrderMutationOptions,
  switchToCashOnDeliveryMutationOptions,
  submitItemReviewMutationOptions,
  submitDeliveryManReviewMutationOptions,
  cancelReviewReminderMutationOptions,
  transferPointsMutationOptions,
  sendMessageMutationOptions,
  resetForContextChange,
} from "./mutations";
export type { MutationKind } from "./mutations";
export type { MarketplaceQueryOptions, MarketplaceInfiniteQueryOptions } from "./option-types";
export { FIRST_PAGE, nextPageNumber } from "./paging";
export { cacheTimes, TRACKING_REFETCH_MS, NO_QUERY_RETRY } from "./policies";
export { mapFeaturesKey, mapFeaturesQueryOptions } from "./map-feature-queries";
export {
  placeAutocompleteQueryOptions,
  placeDetailsQueryOptions,
  geocodeQueryOptions,
} from "./place-queries";
export type { CartQueryKey } from "./deferred-cart-query";
