/** Item calls (`items/*`). Lists answer `products`, except recommended and suggested (`items`). */
export {
  getPopularItems,
  getStoreItems,
  getNewArrivals,
  getMostReviewedItems,
  getDiscountedItems,
  getBasicItems,
  getStoreConditionItems,
  getItemsByType,
} from "./item-lists";
export type { PriceFilterParams, ItemsByTypeParams } from "./item-lists";
export {
  getRecommendedItems,
  getCartSuggestedItems,
  getRelatedItems,
  getRelatedStoreItems,
} from "./item-recommendations";
export { searchItems, getItemSearchSuggestions, searchItemsAndStores } from "./item-search";
export type { ItemSearchParams } from "./item-search";
export { itemDetailsSchema, getItemDetails } from "./item-details";
export type { ItemDetails } from "./item-details";
