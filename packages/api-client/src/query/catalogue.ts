/** Query factories for config, location and the catalogue. */
export {
  configQueryOptions,
  zoneIdQueryOptions,
  zonesQueryOptions,
  modulesQueryOptions,
  parcelCategoriesQueryOptions,
} from "./config-location-queries";
export {
  bannersQueryOptions,
  promotionalBannersQueryOptions,
  videoContentQueryOptions,
  whyChooseQueryOptions,
  advertisementsQueryOptions,
} from "./banner-queries";
export {
  categoriesQueryOptions,
  childCategoriesQueryOptions,
  categoryItemsInfiniteQueryOptions,
  categoryStoresInfiniteQueryOptions,
} from "./category-queries";
export type { InfiniteListParams } from "./category-queries";
export {
  brandsQueryOptions,
  brandItemsInfiniteQueryOptions,
  conditionsQueryOptions,
  conditionItemsInfiniteQueryOptions,
} from "./brand-condition-queries";
export {
  basicCampaignsQueryOptions,
  campaignQueryOptions,
  itemCampaignsQueryOptions,
  flashSaleQueryOptions,
  flashSaleItemsInfiniteQueryOptions,
  couponsQueryOptions,
  cashbackOffersQueryOptions,
  cashbackQueryOptions,
} from "./promotion-queries";
export { searchInfiniteQueryOptions, searchSuggestionsQueryOptions } from "./search-queries";
export type { InfiniteSearchParams } from "./search-queries";
