/**
 * `@marketplace/api-client`: zod schemas of the /api/v1 wire (types inferred with z.infer), a client that
 * sends the spec's headers, one typed error family, and one tree-shakable function per call.
 */

// errors
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

// client
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

// schemas
export {
  loginResponseSchema,
  guestResponseSchema,
  signUpBodySchema,
  loginBodySchema,
  verifyPhoneBodySchema,
  firebaseVerifyBodySchema,
  updateInfoBodySchema,
  socialLoginBodySchema,
  socialRegisterBodySchema,
  forgotPasswordBodySchema,
  verifyResetTokenBodySchema,
  resetPasswordBodySchema,
  firebaseResetPasswordBodySchema,
  vendorRegisterResponseSchema,
  socialLoginResponseSchema,
  messageResponseSchema,
} from "./schemas/auth";
export type {
  LoginResponse,
  GuestResponse,
  SignUpBody,
  LoginBody,
  VerifyPhoneBody,
  FirebaseVerifyBody,
  UpdateInfoBody,
  SocialLoginBody,
  SocialRegisterBody,
  ForgotPasswordBody,
  VerifyResetTokenBody,
  ResetPasswordBody,
  FirebaseResetPasswordBody,
  VendorRegisterResponse,
  SocialLoginResponse,
  MessageResponse,
} from "./schemas/auth";
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
  profileSchema,
  profileUpdateBodySchema,
  profileUpdateResponseSchema,
  addressTypeValues,
  addressSchema,
  pagedAddressesSchema,
  addressBodySchema,
  addressSaveResponseSchema,
  guestContactSchema,
  languageSettingSchema,
  pushMessageSchema,
  notificationSchema,
  reviewPendingSchema,
} from "./schemas/customer";
export type {
  Profile,
  ProfileUpdateBody,
  ProfileUpdateResponse,
  Address,
  PagedAddresses,
  AddressBody,
  AddressSaveResponse,
  GuestContact,
  LanguageSetting,
  PushMessage,
  Notification,
  ReviewPending,
} from "./schemas/customer";
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
  reactLandingPageSchema,
  landingPageSchema,
  testimonialListSchema,
  rawObjectSchema,
} from "./schemas/landing";
export type { ReactLandingPage, LandingPage, RawObject } from "./schemas/landing";
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
export {
  chatUserSchema,
  chatMessageSchema,
  conversationSchema,
  pagedConversationsSchema,
  conversationMessagesSchema,
  messageSendBodySchema,
  automatedMessageSchema,
  pagedAutomatedMessagesSchema,
} from "./schemas/message";
export type {
  ChatMessage,
  Conversation,
  PagedConversations,
  ConversationMessages,
  MessageSendBody,
  PagedAutomatedMessages,
} from "./schemas/message";
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
export {
  cancelReasonSchema,
  pagedCancelReasonsSchema,
  refundReasonSchema,
  refundReasonsResponseSchema,
  parcelInstructionSchema,
  pagedParcelInstructionsSchema,
  offlinePaymentMethodSchema,
  offlinePaymentMethodListSchema,
  allRunningOrdersSchema,
  mostTipsSchema,
  offlinePaymentResponseSchema,
  orderCancelBodySchema,
  refundRequestBodySchema,
  prescriptionOrderBodySchema,
  prescriptionOrderResponseSchema,
} from "./schemas/order-support";
export type {
  CancelReason,
  PagedCancelReasons,
  RefundReasonsResponse,
  PagedParcelInstructions,
  OfflinePaymentMethod,
  AllRunningOrders,
  MostTips,
  OfflinePaymentResponse,
  OrderCancelBody,
  RefundRequestBody,
  PrescriptionOrderBody,
  PrescriptionOrderResponse,
} from "./schemas/order-support";
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
  reviewSchema,
  pagedReviewsSchema,
  reviewListSchema,
  ratingSchema,
  itemReviewBodySchema,
  deliveryManReviewBodySchema,
} from "./schemas/review";
export type { Review, PagedReviews, ItemReviewBody, DeliveryManReviewBody } from "./schemas/review";
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
  walletTransactionSchema,
  pagedTransactionsSchema,
  walletBonusSchema,
  addFundBodySchema,
  addFundResponseSchema,
  pointTransferBodySchema,
} from "./schemas/wallet";
export type {
  WalletTransaction,
  PagedTransactions,
  WalletBonus,
  AddFundBody,
  AddFundResponse,
  PointTransferBody,
} from "./schemas/wallet";
export {
  toNumberLoose,
  toFlagLoose,
  parseJsonLoose,
  wireNumber,
  wireId,
  wireAmount,
  wireOptionalId,
  wireFlag,
  wireString,
  wireArray,
  wireIdList,
  oneOrFirst,
  wireJsonObject,
} from "./schemas/wire";
export { wishlistSchema, wishlistTargetSchema } from "./schemas/wishlist";
export type { Wishlist, WishlistTarget } from "./schemas/wishlist";
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

// endpoints
export { getAddresses, addAddress, updateAddress, deleteAddress } from "./endpoints/addresses";
export {
  signUp,
  login,
  requestGuest,
  verifyPhone,
  firebaseVerifyToken,
  updateInfo,
  socialLogin,
  socialRegister,
  forgotPassword,
  verifyResetToken,
  resetPassword,
  firebaseResetPassword,
} from "./endpoints/auth";
export type { PageParams, VegType, UploadFile } from "./endpoints/call";
export { getCart, addToCart, updateCartLine, removeCartLine, clearCart } from "./endpoints/cart";
export {
  getBanners,
  getStoreBanners,
  getPromotionalBanners,
  getVideoContent,
  getWhyChoose,
  getAdvertisements,
  getCategories,
  getChildCategories,
  getPopularCategories,
  getCategoryItems,
  getCategoryStores,
  getBrands,
  getBrandItems,
  getConditions,
  getConditionList,
  getConditionItems,
  search,
  getCategoryAllItems,
  getCategoriesItems,
  getCategoriesStores,
  getFeaturedCategoryItems,
} from "./endpoints/catalogue";
export type { ListParams, SearchParams } from "./endpoints/catalogue";
export {
  getConfig,
  getZoneId,
  placeAutocomplete,
  placeDetails,
  geocode,
  getDistance,
  getZones,
  checkZone,
  getModules,
  getParcelCategories,
  getVehicles,
  getVehicleExtraCharge,
  getReactLandingPage,
  getLandingPage,
  getTestimonials,
  getFlutterLandingPage,
  getDirections,
} from "./endpoints/config";
export type { LatLng, DistanceMode } from "./endpoints/config";
export { getMapFeatures } from "./endpoints/map-features";
export {
  mapFeatureCollectionSchema,
  mapFeatureSchema,
  lineStringSchema,
  pointSchema,
  positionSchema,
} from "./schemas/map-features";
export type { MapFeature, MapFeatureCollection } from "./schemas/map-features";
export {
  getProfile,
  updateProfile,
  removeAccount,
  updateFcmToken,
  updateZone,
  getSuggestedItems,
  updateInterest,
  getVisitedStores,
  getReviewReminder,
  cancelReviewReminder,
  getNotifications,
} from "./endpoints/customer";
export {
  getPopularItems,
  getStoreItems,
  getNewArrivals,
  getMostReviewedItems,
  getDiscountedItems,
  getRecommendedItems,
  getCartSuggestedItems,
  getRelatedItems,
  getRelatedStoreItems,
  searchItems,
  getItemSearchSuggestions,
  searchItemsAndStores,
  itemDetailsSchema,
  getItemDetails,
  getBasicItems,
  getStoreConditionItems,
  getItemsByType,
} from "./endpoints/items";
export type {
  PriceFilterParams,
  ItemSearchParams,
  ItemDetails,
  ItemsByTypeParams,
} from "./endpoints/items";
export {
  getConversations,
  searchConversations,
  getConversationMessages,
  sendMessage,
  getAutomatedMessages,
} from "./endpoints/messages";
export type { ConversationTarget } from "./endpoints/messages";
export { subscribeNewsletter } from "./endpoints/newsletter";
export {
  placeOrder,
  placePrescriptionOrder,
  getOrders,
  getRunningOrders,
  getAllRunningOrders,
  getOrderDetails,
  trackOrder,
  cancelOrder,
  switchToCashOnDelivery,
  getRefundReasons,
  requestRefund,
  getCancellationReasons,
  getParcelInstructions,
  getOfflinePaymentMethods,
  submitOfflinePayment,
  updateOfflinePayment,
  getMostTips,
} from "./endpoints/orders";
export type { PlaceOptions } from "./endpoints/orders";
export {
  getBasicCampaigns,
  getBasicCampaignDetails,
  getItemCampaigns,
  getFlashSale,
  getFlashSaleItems,
  getCoupons,
  getAllCoupons,
  applyCoupon,
  getCashbackOffers,
  getCashback,
} from "./endpoints/promotions";
export {
  vendorRegisterBodySchema,
  registerVendor,
  deliveryManRegisterBodySchema,
  registerDeliveryMan,
} from "./endpoints/registration";
export type { VendorRegisterBody, DeliveryManRegisterBody } from "./endpoints/registration";
export {
  submitItemReview,
  getItemReviews,
  getItemRating,
  getStoreReviews,
  submitDeliveryManReview,
  getDeliveryManReviews,
  getDeliveryManRating,
} from "./endpoints/reviews";
export {
  getStores,
  getLatestStores,
  getPopularStores,
  getDiscountedStores,
  getTopRatedStores,
  getRecommendedStores,
  getTopOfferStores,
  searchStores,
  storeDetailsSchema,
  getStoreDetails,
  getStorePopularItems,
  getStoresData,
} from "./endpoints/stores";
export type { StoresParams, StoreDetails, StoresDataParams } from "./endpoints/stores";
export {
  walletTransactionTypes,
  getWalletTransactions,
  getWalletBonuses,
  addFund,
  getLoyaltyTransactions,
  transferPoints,
} from "./endpoints/wallet";
export type { WalletTransactionType } from "./endpoints/wallet";
export { getWishlist, addToWishlist, removeFromWishlist } from "./endpoints/wishlist";
