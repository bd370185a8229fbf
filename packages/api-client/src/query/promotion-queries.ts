/** Query options for campaigns, flash sales, coupons and cashback. */
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../client/create-client";
import type { Campaign } from "../schemas/banner";
import type { Item } from "../schemas/item";
import type {
  Cashback,
  CashbackCalculation,
  Coupon,
  FlashSaleItemsResponse,
  FlashSaleResponse,
} from "../schemas/promotion";
import type { ScopedKey } from "./keys";
import type { MarketplaceInfiniteQueryOptions, MarketplaceQueryOptions } from "./option-types";
import {
  getBasicCampaignDetails,
  getBasicCampaigns,
  getCashback,
  getCashbackOffers,
  getCoupons,
  getFlashSale,
  getFlashSaleItems,
  getItemCampaigns,
} from "../endpoints/promotions";
import { marketplaceKeys as keys, scopedKey } from "./keys";
import { FIRST_PAGE, nextPageNumber } from "./paging";
import { cacheTimes, NO_QUERY_RETRY } from "./policies";

/**
 * `GET campaigns/basic`.
 *
 * @example
 * const { data } = useQuery(basicCampaignsQueryOptions(client));
 */
export function basicCampaignsQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Campaign[], ScopedKey<ReturnType<typeof keys.catalogue.campaigns>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.catalogue.campaigns()),
    queryFn: ({ signal }) => getBasicCampaigns(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET campaigns/basic-campaign-details`.
 *
 * @example
 * const { data } = useQuery(campaignQueryOptions(client, 2));
 */
export function campaignQueryOptions(
  client: ApiClient,
  campaignId: number,
): MarketplaceQueryOptions<Campaign, ScopedKey<ReturnType<typeof keys.catalogue.campaign>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.catalogue.campaign(campaignId)),
    queryFn: ({ signal }) => getBasicCampaignDetails(client, campaignId, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET campaigns/item`.
 *
 * @example
 * const { data } = useQuery(itemCampaignsQueryOptions(client));
 */
export function itemCampaignsQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Item[], ScopedKey<ReturnType<typeof keys.catalogue.itemCampaigns>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.catalogue.itemCampaigns()),
    queryFn: ({ signal }) => getItemCampaigns(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET flash-sales`.
 *
 * @example
 * const { data: sale } = useQuery(flashSaleQueryOptions(client));
 */
export function flashSaleQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<
  FlashSaleResponse,
  ScopedKey<ReturnType<typeof keys.catalogue.flashSale>>
> {
  return queryOptions({
    queryKey: scopedKey(client, keys.catalogue.flashSale()),
    queryFn: ({ signal }) => getFlashSale(client, {}, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET flash-sales/items`, page by page.
 *
 * @example
 * const { data } = useInfiniteQuery(flashSaleItemsInfiniteQueryOptions(client, 1));
 */
export function flashSaleItemsInfiniteQueryOptions(
  client: ApiClient,
  flashSaleId: number,
  limit = 15,
): MarketplaceInfiniteQueryOptions<
  FlashSaleItemsResponse,
  ScopedKey<ReturnType<typeof keys.catalogue.flashSaleItems>>
> {
  return infiniteQueryOptions({
    queryKey: scopedKey(client, keys.catalogue.flashSaleItems(flashSaleId, { limit })),
    queryFn: ({ pageParam, signal }) =>
      getFlashSaleItems(client, flashSaleId, { offset: pageParam, limit }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) => nextPageNumber(last.products, all),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET coupon/list` (signed in).
 *
 * @example
 * const { data: coupons } = useQuery(couponsQueryOptions(client));
 */
export function couponsQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Coupon[], ScopedKey<ReturnType<typeof keys.catalogue.coupons>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.catalogue.coupons()),
    queryFn: ({ signal }) => getCoupons(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET cashback/list` (stale 10 s, cache 5 s).
 *
 * @example
 * const { data: offers } = useQuery(cashbackOffersQueryOptions(client));
 */
export function cashbackOffersQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<
  Cashback[],
  ScopedKey<ReturnType<typeof keys.catalogue.cashbackOffers>>
> {
  return queryOptions({
    queryKey: scopedKey(client, keys.catalogue.cashbackOffers()),
    queryFn: ({ signal }) => getCashbackOffers(client, { signal }),
    ...cacheTimes.cashback,
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET cashback/getCashback?amount=` (stale 10 s, cache 5 s).
 *
 * @example
 * const { data } = useQuery(cashbackQueryOptions(client, 250));
 */
export function cashbackQueryOptions(
  client: ApiClient,
  amount: number,
): MarketplaceQueryOptions<
  CashbackCalculation,
  ScopedKey<ReturnType<typeof keys.catalogue.cashback>>
> {
  return queryOptions({
    queryKey: scopedKey(client, keys.catalogue.cashback(amount)),
    queryFn: ({ signal }) => getCashback(client, amount, { signal }),
    ...cacheTimes.cashback,
    ...NO_QUERY_RETRY,
  });
}
