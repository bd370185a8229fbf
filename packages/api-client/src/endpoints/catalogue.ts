/** Catalogue calls: banners, categories, brands, conditions, advertisements and the listing search. */
export type { ListParams } from "./list-params";
export {
  getBanners,
  getStoreBanners,
  getPromotionalBanners,
  getVideoContent,
  getWhyChoose,
  getAdvertisements,
} from "./banners";
export {
  getCategories,
  getChildCategories,
  getPopularCategories,
  getCategoryItems,
  getCategoryStores,
  getCategoryAllItems,
  getCategoriesItems,
  getCategoriesStores,
  getFeaturedCategoryItems,
} from "./categories";
export { getBrands, getBrandItems } from "./brands";
export { getConditions, getConditionList, getConditionItems } from "./conditions";
export { search } from "./listing-search";
export type { SearchParams } from "./listing-search";
