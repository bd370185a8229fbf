/** Query factories for config, location and the catalogue. */
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../client/create-client";
import type { ListParams, SearchParams } from "../endpoints/catalogue";
import type { LatLng } from "../endpoints/config";
import type {
  Advertisement,
  BannersResponse,
  Campaign,
  PromotionalBannerData,
  VideoContent,
  WhyChooseResponse,
} from "../schemas/banner";
import type { Brand } from "../schemas/brand";
import type { Category, SubCategory } from "../schemas/category";
import type { Config } from "../schemas/config";
import type { Item } from "../schemas/item";
import type { Module } from "../schemas/module";
import type {
  Cashback,
  CashbackCalculation,
  Coupon,
  FlashSaleItemsResponse,
  FlashSaleResponse,
} from "../schemas/promotion";
import type {
  PagedProducts,
  PagedStores,
  SearchResponse,
  SearchSuggestions,
} from "../schemas/search";
import type { Condition, ParcelCategory, Zone, ZoneIdResponse } from "../schemas/zone";
import type { MarketplaceInfiniteQueryOptions, MarketplaceQueryOptions } from "./option-types";
import {
  getAdvertisements,
  getBanners,
  getBrandItems,
  getBrands,
  getCategories,
  getCategoryItems,
  getCategoryStores,
  getChildCategories,
  getConditionItems,
  getConditions,
  getPromotionalBanners,
  getVideoContent,
  getWhyChoose,
  search,
} from "../endpoints/catalogue";
import {
  getConfig,
  getModules,
  getParcelCategories,
  getZoneId,
  getZones,
} from "../endpoints/config";
import { searchItemsAndStores } from "../endpoints/items";
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
import { marketplaceKeys as keys } from "./keys";
import { FIRST_PAGE, nextPageNumber } from "./paging";
import { cacheTimes, NO_QUERY_RETRY } from "./policies";

/** List parameters without the page number (the infinite query supplies it). */
export type InfiniteListParams = Omit<ListParams, "offset">;

/**
 * `GET config`.
 *
 * @example
 * const { data: config } = useQuery(configQueryOptions(client));
 */
export function configQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Config, ReturnType<typeof keys.config.config>> {
  return queryOptions({
    queryKey: keys.config.config(),
    queryFn: ({ signal }) => getConfig(client, { signal }),
    staleTime: Infinity,
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET config/get-zone-id` for a point.
 *
 * @example
 * const { data } = useQuery(zoneIdQueryOptions(client, { lat: 23.81, lng: 90.41 }));
 */
export function zoneIdQueryOptions(
  client: ApiClient,
  point: LatLng,
): MarketplaceQueryOptions<ZoneIdResponse, ReturnType<typeof keys.config.zoneId>> {
  return queryOptions({
    queryKey: keys.config.zoneId(point.lat, point.lng),
    queryFn: ({ signal }) => getZoneId(client, point, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET zone/list`.
 *
 * @example
 * const { data: zones } = useQuery(zonesQueryOptions(client));
 */
export function zonesQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Zone[], ReturnType<typeof keys.config.zones>> {
  return queryOptions({
    queryKey: keys.config.zones(),
    queryFn: ({ signal }) => getZones(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET module`.
 *
 * @example
 * const { data: modules } = useQuery(modulesQueryOptions(client));
 */
export function modulesQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Module[], ReturnType<typeof keys.config.modules>> {
  return queryOptions({
    queryKey: keys.config.modules(),
    queryFn: ({ signal }) => getModules(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET parcel-category`.
 *
 * @example
 * const { data } = useQuery(parcelCategoriesQueryOptions(client));
 */
export function parcelCategoriesQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<ParcelCategory[], ReturnType<typeof keys.config.parcelCategories>> {
  return queryOptions({
    queryKey: keys.config.parcelCategories(),
    queryFn: ({ signal }) => getParcelCategories(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET banners` (5 minutes).
 *
 * @example
 * const { data } = useQuery(bannersQueryOptions(client));
 */
export function bannersQueryOptions(
  client: ApiClient,
  featured = false,
): MarketplaceQueryOptions<BannersResponse, ReturnType<typeof keys.catalogue.banners>> {
  return queryOptions({
    queryKey: keys.catalogue.banners(featured),
    queryFn: ({ signal }) => getBanners(client, { featured }, { signal }),
    ...cacheTimes.banners,
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET other-banners` (promotional banners, 5 minutes).
 *
 * @example
 * const { data } = useQuery(promotionalBannersQueryOptions(client));
 */
export function promotionalBannersQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<
  PromotionalBannerData,
  ReturnType<typeof keys.catalogue.promotionalBanners>
> {
  return queryOptions({
    queryKey: keys.catalogue.promotionalBanners(),
    queryFn: ({ signal }) => getPromotionalBanners(client, { signal }),
    ...cacheTimes.banners,
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET other-banners/video-content`.
 *
 * @example
 * const { data } = useQuery(videoContentQueryOptions(client));
 */
export function videoContentQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<VideoContent, ReturnType<typeof keys.catalogue.videoContent>> {
  return queryOptions({
    queryKey: keys.catalogue.videoContent(),
    queryFn: ({ signal }) => getVideoContent(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET other-banners/why-choose`.
 *
 * @example
 * const { data } = useQuery(whyChooseQueryOptions(client));
 */
export function whyChooseQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<WhyChooseResponse, ReturnType<typeof keys.catalogue.whyChoose>> {
  return queryOptions({
    queryKey: keys.catalogue.whyChoose(),
    queryFn: ({ signal }) => getWhyChoose(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET advertisement/list`.
 *
 * @example
 * const { data: ads } = useQuery(advertisementsQueryOptions(client));
 */
export function advertisementsQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Advertisement[], ReturnType<typeof keys.catalogue.advertisements>> {
  return queryOptions({
    queryKey: keys.catalogue.advertisements(),
    queryFn: ({ signal }) => getAdvertisements(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET categories`: 5 minutes; featured categories 8 minutes.
 *
 * @example
 * const { data: categories } = useQuery(categoriesQueryOptions(client));
 */
export function categoriesQueryOptions(
  client: ApiClient,
  featured = false,
): MarketplaceQueryOptions<Category[], ReturnType<typeof keys.categories.list>> {
  return queryOptions({
    queryKey: keys.categories.list(featured),
    queryFn: ({ signal }) => getCategories(client, { featured }, { signal }),
    ...(featured ? cacheTimes.featuredCategories : cacheTimes.categories),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET categories/childes/{id}` (5 minutes, like categories).
 *
 * @example
 * const { data } = useQuery(childCategoriesQueryOptions(client, 12));
 */
export function childCategoriesQueryOptions(
  client: ApiClient,
  categoryId: number,
): MarketplaceQueryOptions<SubCategory[], ReturnType<typeof keys.categories.children>> {
  return queryOptions({
    queryKey: keys.categories.children(categoryId),
    queryFn: ({ signal }) => getChildCategories(client, categoryId, { signal }),
    ...cacheTimes.categories,
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET categories/items/{id}`, page by page.
 *
 * @example
 * const { data, fetchNextPage } = useInfiniteQuery(categoryItemsInfiniteQueryOptions(client, 12));
 */
export function categoryItemsInfiniteQueryOptions(
  client: ApiClient,
  categoryId: number,
  params: InfiniteListParams = {},
): MarketplaceInfiniteQueryOptions<PagedProducts, ReturnType<typeof keys.categories.items>> {
  return infiniteQueryOptions({
    queryKey: keys.categories.items(categoryId, params),
    queryFn: ({ pageParam, signal }) =>
      getCategoryItems(client, categoryId, { ...params, offset: pageParam }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) => nextPageNumber(last.products, all),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET categories/stores/{id}`, page by page.
 *
 * @example
 * const { data } = useInfiniteQuery(categoryStoresInfiniteQueryOptions(client, 12));
 */
export function categoryStoresInfiniteQueryOptions(
  client: ApiClient,
  categoryId: number,
  params: InfiniteListParams = {},
): MarketplaceInfiniteQueryOptions<PagedStores, ReturnType<typeof keys.categories.stores>> {
  return infiniteQueryOptions({
    queryKey: keys.categories.stores(categoryId, params),
    queryFn: ({ pageParam, signal }) =>
      getCategoryStores(client, categoryId, { ...params, offset: pageParam }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) => nextPageNumber(last.stores, all),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET brand`.
 *
 * @example
 * const { data: brands } = useQuery(brandsQueryOptions(client));
 */
export function brandsQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Brand[], ReturnType<typeof keys.catalogue.brands>> {
  return queryOptions({
    queryKey: keys.catalogue.brands(),
    queryFn: ({ signal }) => getBrands(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET brand/items/{id}`, page by page.
 *
 * @example
 * const { data } = useInfiniteQuery(brandItemsInfiniteQueryOptions(client, 4));
 */
export function brandItemsInfiniteQueryOptions(
  client: ApiClient,
  brandId: number | string,
  params: InfiniteListParams = {},
): MarketplaceInfiniteQueryOptions<PagedProducts, ReturnType<typeof keys.catalogue.brandItems>> {
  return infiniteQueryOptions({
    queryKey: keys.catalogue.brandItems(brandId, params),
    queryFn: ({ pageParam, signal }) =>
      getBrandItems(client, brandId, { ...params, offset: pageParam }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) => nextPageNumber(last.products, all),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET common-condition`.
 *
 * @example
 * const { data } = useQuery(conditionsQueryOptions(client));
 */
export function conditionsQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Condition[], ReturnType<typeof keys.catalogue.conditions>> {
  return queryOptions({
    queryKey: keys.catalogue.conditions(),
    queryFn: ({ signal }) => getConditions(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET common-condition/items/{id}`, page by page (20 per page).
 *
 * @example
 * const { data } = useInfiniteQuery(conditionItemsInfiniteQueryOptions(client, 2));
 */
export function conditionItemsInfiniteQueryOptions(
  client: ApiClient,
  conditionId: number,
  params: InfiniteListParams = {},
): MarketplaceInfiniteQueryOptions<
  PagedProducts,
  ReturnType<typeof keys.catalogue.conditionItems>
> {
  return infiniteQueryOptions({
    queryKey: keys.catalogue.conditionItems(conditionId, params),
    queryFn: ({ pageParam, signal }) =>
      getConditionItems(client, conditionId, { ...params, offset: pageParam }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) => nextPageNumber(last.products, all),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET campaigns/basic`.
 *
 * @example
 * const { data } = useQuery(basicCampaignsQueryOptions(client));
 */
export function basicCampaignsQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Campaign[], ReturnType<typeof keys.catalogue.campaigns>> {
  return queryOptions({
    queryKey: keys.catalogue.campaigns(),
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
): MarketplaceQueryOptions<Campaign, ReturnType<typeof keys.catalogue.campaign>> {
  return queryOptions({
    queryKey: keys.catalogue.campaign(campaignId),
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
): MarketplaceQueryOptions<Item[], ReturnType<typeof keys.catalogue.itemCampaigns>> {
  return queryOptions({
    queryKey: keys.catalogue.itemCampaigns(),
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
): MarketplaceQueryOptions<FlashSaleResponse, ReturnType<typeof keys.catalogue.flashSale>> {
  return queryOptions({
    queryKey: keys.catalogue.flashSale(),
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
  ReturnType<typeof keys.catalogue.flashSaleItems>
> {
  return infiniteQueryOptions({
    queryKey: keys.catalogue.flashSaleItems(flashSaleId, { limit }),
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
): MarketplaceQueryOptions<Coupon[], ReturnType<typeof keys.catalogue.coupons>> {
  return queryOptions({
    queryKey: keys.catalogue.coupons(),
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
): MarketplaceQueryOptions<Cashback[], ReturnType<typeof keys.catalogue.cashbackOffers>> {
  return queryOptions({
    queryKey: keys.catalogue.cashbackOffers(),
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
): MarketplaceQueryOptions<CashbackCalculation, ReturnType<typeof keys.catalogue.cashback>> {
  return queryOptions({
    queryKey: keys.catalogue.cashback(amount),
    queryFn: ({ signal }) => getCashback(client, amount, { signal }),
    ...cacheTimes.cashback,
    ...NO_QUERY_RETRY,
  });
}

/** Search parameters without the page number. */
export type InfiniteSearchParams = Omit<SearchParams, "offset">;

/**
 * `GET get-combined-data`, page by page (12 per page, cache 5 minutes, one retry in the client).
 *
 * @example
 * const { data, fetchNextPage, hasNextPage } = useInfiniteQuery(
 *   searchInfiniteQueryOptions(client, { list_type: "item", data_type: "searched", name: "milk" }),
 * );
 */
export function searchInfiniteQueryOptions(
  client: ApiClient,
  params: InfiniteSearchParams,
): MarketplaceInfiniteQueryOptions<SearchResponse, ReturnType<typeof keys.search.results>> {
  return infiniteQueryOptions({
    queryKey: keys.search.results(params),
    queryFn: ({ pageParam, signal }) =>
      search(client, { ...params, offset: pageParam }, { signal }),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (last, all) =>
      nextPageNumber([...(last.products ?? []), ...(last.stores ?? [])], all),
    ...cacheTimes.search,
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET items/item-or-store-search` suggestions (cache 5 minutes, one retry in the client).
 *
 * @example
 * const { data } = useQuery({ ...searchSuggestionsQueryOptions(client, text), enabled: text.length > 0 });
 */
export function searchSuggestionsQueryOptions(
  client: ApiClient,
  name: string,
): MarketplaceQueryOptions<SearchSuggestions, ReturnType<typeof keys.search.suggestions>> {
  return queryOptions({
    queryKey: keys.search.suggestions(name),
    queryFn: ({ signal }) => searchItemsAndStores(client, name, { signal }),
    ...cacheTimes.search,
    ...NO_QUERY_RETRY,
  });
}
