/**
 * `@marketplace/api-client`: zod schemas of the /api/v1 wire, a client that sends the spec's headers,
 * typed errors and one typed function per call.
 */
export { ApiClientError, isApiClientError } from "./errors/api-client-error";
export type {
  ApiClientErrorKind,
  ApiErrorEntry,
  ApiClientErrorOptions,
} from "./errors/api-client-error";
export {
  HttpError,
  isHttpError,
  SESSION_EXPIRED_MESSAGE,
  SessionExpiredError,
  isSessionExpiredError,
  hasKind,
} from "./errors/http-error";
export type { HttpErrorOptions } from "./errors/http-error";
export { NetworkError, isNetworkError, TimeoutError, isTimeoutError } from "./errors/network-error";
export {
  formatIssuePath,
  toValidationIssues,
  ResponseValidationError,
  isResponseValidationError,
  RequestValidationError,
  isRequestValidationError,
} from "./errors/validation-error";
export type { ValidationIssue } from "./errors/validation-error";
export { normalizeErrorBody, hasErrorsField } from "./errors/normalize-error-body";
export {
  SOFTWARE_ID_HEADER,
  DEFAULT_SOFTWARE_ID,
  isSignedIn,
  contextHeaders,
} from "./client/context";
export type { RequestContext, ContextSource } from "./client/context";
export type { QueryValue, HttpMethod, ApiRequest, CallOptions } from "./client/request-types";
export { createClient } from "./client/create-client";
export type { ClientOptions, ApiClient } from "./client/create-client";
export {
  campaignSchema,
  bannerStoreSchema,
  bannerItemSchema,
  bannerSchema,
  bannersResponseSchema,
  moduleBannerSchema,
  promotionalBannerDataSchema,
  whyChooseItemSchema,
  whyChooseResponseSchema,
  videoContentSchema,
  advertisementSchema,
} from "./schemas/banner";
export type {
  Campaign,
  Banner,
  BannersResponse,
  ModuleBanner,
  PromotionalBannerData,
  WhyChooseItem,
  WhyChooseResponse,
  VideoContent,
  Advertisement,
} from "./schemas/banner";
export { brandSchema } from "./schemas/brand";
export type { Brand } from "./schemas/brand";
export {
  foodVariationSelectionSchema,
  cartVariationSchema,
  cartLineSchema,
  cartSchema,
  cartAddBodySchema,
  cartUpdateBodySchema,
  cartRemoveItemQuerySchema,
} from "./schemas/cart";
export type {
  FoodVariationSelection,
  CartVariation,
  CartLine,
  Cart,
  CartAddBody,
  CartUpdateBody,
  CartRemoveItemQuery,
} from "./schemas/cart";
export { subCategorySchema, categorySchema } from "./schemas/category";
export type { SubCategory, Category } from "./schemas/category";
export { centralizeLoginSchema, configSchema } from "./schemas/config";
export type { Config } from "./schemas/config";
export {
  discountTypeSchema,
  foodVariationValueSchema,
  foodVariationSchema,
  addOnSchema,
  itemVariationSchema,
  choiceOptionSchema,
  itemCategoryRefSchema,
  itemSchema,
  itemSuggestionSchema,
} from "./schemas/item";
export type {
  DiscountType,
  FoodVariationValue,
  FoodVariation,
  AddOn,
  ItemVariation,
  ChoiceOption,
  ItemCategoryRef,
  Item,
  ItemSuggestion,
} from "./schemas/item";
export {
  placePredictionSchema,
  placeAutocompleteResponseSchema,
  placeDetailsResponseSchema,
  geocodeResponseSchema,
  distanceResponseSchema,
} from "./schemas/location";
export type {
  PlacePrediction,
  PlaceAutocompleteResponse,
  PlaceDetailsResponse,
  GeocodeResponse,
  DistanceResponse,
} from "./schemas/location";
export { moduleTypes, moduleSchema, moduleListSchema } from "./schemas/module";
export type { Module } from "./schemas/module";
export {
  paymentMethodSchema,
  orderTypeSchema,
  orderAddressSchema,
  deliveryManSchema,
  orderSchema,
  pagedOrdersSchema,
  orderDetailSchema,
  orderDetailsResponseSchema,
  orderPlaceResponseSchema,
  orderPlaceBodySchema,
} from "./schemas/order";
export type {
  PaymentMethod,
  OrderType,
  OrderAddress,
  DeliveryMan,
  Order,
  PagedOrders,
  OrderDetail,
  OrderDetailsResponse,
  OrderPlaceResponse,
  OrderPlaceBody,
} from "./schemas/order";
export { pageMetaShape, pagedSchema } from "./schemas/paged";
export {
  flashSaleProductSchema,
  flashSaleSchema,
  flashSaleResponseSchema,
  flashSaleItemsResponseSchema,
  couponSchema,
  cashbackSchema,
  cashbackCalculationSchema,
} from "./schemas/promotion";
export type {
  FlashSaleProduct,
  FlashSale,
  FlashSaleResponse,
  FlashSaleItemsResponse,
  Coupon,
  Cashback,
  CashbackCalculation,
} from "./schemas/promotion";
export {
  pagedProductsSchema,
  pagedItemsSchema,
  pagedStoresSchema,
  searchResponseSchema,
  searchSuggestionsSchema,
  itemSearchSuggestionResponseSchema,
  filterOptionValues,
  filterOptionSchema,
} from "./schemas/search";
export type {
  PagedProducts,
  PagedItems,
  PagedStores,
  SearchResponse,
  SearchSuggestions,
  ItemSearchSuggestionResponse,
  FilterOption,
} from "./schemas/search";
export { storeDiscountSchema, storeSchema, storeSuggestionSchema } from "./schemas/store";
export type { StoreDiscount, Store, StoreSuggestion } from "./schemas/store";
export {
  toNumberLoose,
  toFlagLoose,
  parseJsonLoose,
  wireNumber,
  wireId,
  wireFlag,
  wireString,
  wireArray,
  wireIdList,
  oneOrFirst,
  wireJsonObject,
} from "./schemas/wire";
export {
  zoneModulePivotSchema,
  zoneSchema,
  zoneIdResponseSchema,
  zoneListSchema,
  zoneCheckSchema,
  parcelCategorySchema,
  conditionSchema,
  vehicleSchema,
} from "./schemas/zone";
export type {
  ZoneModulePivot,
  Zone,
  ZoneIdResponse,
  ParcelCategory,
  Condition,
  Vehicle,
} from "./schemas/zone";
