// The wire schemas (zod) and the types inferred from them; re-exported by the package root.
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
} from "./auth";
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
} from "./auth";
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
} from "./banner";
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
} from "./banner";
export { brandSchema } from "./brand";
export type { Brand } from "./brand";
export {
  foodVariationSelectionSchema,
  cartVariationSchema,
  cartLineSchema,
  cartLineItem,
  cartLineItemSchema,
  cartSchema,
  cartAddBodySchema,
  cartUpdateBodySchema,
  cartRemoveItemQuerySchema,
} from "./cart";
export type {
  FoodVariationSelection,
  CartVariation,
  CartLine,
  Cart,
  CartAddBody,
  CartUpdateBody,
  CartRemoveItemQuery,
} from "./cart";
export { subCategorySchema, categorySchema } from "./category";
export type { SubCategory, Category } from "./category";
export { centralizeLoginSchema, configSchema } from "./config";
export type { Config } from "./config";
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
  notificationDataSchema,
  notificationSchema,
  reviewPendingSchema,
} from "./customer";
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
  NotificationData,
  ReviewPending,
} from "./customer";
export {
  discountTypeSchema,
  wireDiscountType,
  foodVariationValueSchema,
  foodVariationSchema,
  addOnSchema,
  itemVariationSchema,
  choiceOptionSchema,
  itemCategoryRefSchema,
  itemSchema,
  itemSuggestionSchema,
} from "./item";
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
} from "./item";
export {
  reactLandingPageSchema,
  landingPageSchema,
  testimonialListSchema,
  rawObjectSchema,
} from "./landing";
export type { ReactLandingPage, LandingPage, RawObject } from "./landing";
export { policyPageKeys, policyPageSchema } from "./policy-page";
export {
  packageLimitSchema,
  subscriptionPackageSchema,
  packageViewResponseSchema,
  PACKAGE_FEATURES,
} from "./subscription-package";
export type {
  SubscriptionPackage,
  PackageViewResponse,
  PackageFeature,
} from "./subscription-package";
export type { PolicyPage, PolicyPageKey } from "./policy-page";
export {
  placePredictionSchema,
  placeAutocompleteResponseSchema,
  placeDetailsResponseSchema,
  geocodeResponseSchema,
  distanceResponseSchema,
} from "./location";
export type {
  PlacePrediction,
  PlaceAutocompleteResponse,
  PlaceDetailsResponse,
  GeocodeResponse,
  DistanceResponse,
} from "./location";
export {
  chatUserSchema,
  chatMessageSchema,
  conversationSchema,
  pagedConversationsSchema,
  conversationMessagesSchema,
  messageSendBodySchema,
  automatedMessageSchema,
  pagedAutomatedMessagesSchema,
} from "./message";
export type {
  ChatMessage,
  Conversation,
  PagedConversations,
  ConversationMessages,
  MessageSendBody,
  PagedAutomatedMessages,
} from "./message";
export { moduleTypes, moduleSchema, moduleListSchema } from "./module";
export type { Module } from "./module";
export {
  paymentMethodSchema,
  orderTypeSchema,
  orderAddressSchema,
  deliveryManSchema,
  orderSchema,
  orderOfflinePaymentSchema,
  pagedOrdersSchema,
  orderDetailSchema,
  orderDetailsResponseSchema,
  orderPlaceResponseSchema,
  orderPlaceBodySchema,
} from "./order";
export type {
  PaymentMethod,
  OrderType,
  OrderAddress,
  DeliveryMan,
  Order,
  OrderOfflinePayment,
  PagedOrders,
  OrderDetail,
  OrderDetailsResponse,
  OrderPlaceResponse,
  OrderPlaceBody,
} from "./order";
export {
  cancelReasonSchema,
  pagedCancelReasonsSchema,
  refundReasonSchema,
  refundReasonsResponseSchema,
  parcelInstructionSchema,
  pagedParcelInstructionsSchema,
  offlineMethodFieldSchema,
  offlineMethodInformationSchema,
  offlinePaymentMethodSchema,
  offlinePaymentMethodListSchema,
  allRunningOrdersSchema,
  mostTipsSchema,
  offlinePaymentResponseSchema,
  orderCancelBodySchema,
  demoPaymentBodySchema,
  demoPaymentResponseSchema,
  refundRequestBodySchema,
  prescriptionOrderBodySchema,
  prescriptionOrderResponseSchema,
} from "./order-support";
export type {
  CancelReason,
  PagedCancelReasons,
  RefundReasonsResponse,
  PagedParcelInstructions,
  OfflineMethodField,
  OfflineMethodInformation,
  OfflinePaymentMethod,
  AllRunningOrders,
  MostTips,
  OfflinePaymentResponse,
  OrderCancelBody,
  DemoPaymentBody,
  DemoPaymentResponse,
  RefundRequestBody,
  PrescriptionOrderBody,
  PrescriptionOrderResponse,
} from "./order-support";
export { pageMetaShape, pagedSchema } from "./paged";
export {
  flashSaleProductSchema,
  flashSaleSchema,
  flashSaleResponseSchema,
  flashSaleItemsResponseSchema,
  couponSchema,
  cashbackSchema,
  cashbackCalculationSchema,
} from "./promotion";
export type {
  FlashSaleProduct,
  FlashSale,
  FlashSaleResponse,
  FlashSaleItemsResponse,
  Coupon,
  Cashback,
  CashbackCalculation,
} from "./promotion";
export {
  reviewSchema,
  pagedReviewsSchema,
  reviewListSchema,
  ratingSchema,
  itemReviewBodySchema,
  deliveryManReviewBodySchema,
} from "./review";
export type { Review, PagedReviews, ItemReviewBody, DeliveryManReviewBody } from "./review";
export {
  pagedProductsSchema,
  pagedItemsSchema,
  pagedStoresSchema,
  searchResponseSchema,
  searchSuggestionsSchema,
  itemSearchSuggestionResponseSchema,
  filterOptionValues,
  filterOptionSchema,
} from "./search";
export type {
  PagedProducts,
  PagedItems,
  PagedStores,
  SearchResponse,
  SearchSuggestions,
  ItemSearchSuggestionResponse,
  FilterOption,
} from "./search";
export { storeDiscountSchema, storeSchema, storeSuggestionSchema } from "./store";
export type { StoreDiscount, Store, StoreSuggestion } from "./store";
export {
  walletTransactionSchema,
  pagedTransactionsSchema,
  walletBonusSchema,
  addFundBodySchema,
  addFundResponseSchema,
  pointTransferBodySchema,
} from "./wallet";
export type {
  WalletTransaction,
  PagedTransactions,
  WalletBonus,
  AddFundBody,
  AddFundResponse,
  PointTransferBody,
} from "./wallet";
export {
  toNumberLoose,
  toFlagLoose,
  parseJsonLoose,
  indexKeyedToList,
  toListLoose,
  emptyToNull,
  wireEnum,
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
} from "./wire";
export { secondary, DriftMarker, runDriftSession, settleDrift } from "./drift";
export type { DriftFinding } from "./drift";
export { wishlistSchema, wishlistTargetSchema } from "./wishlist";
export type { Wishlist, WishlistTarget } from "./wishlist";
export {
  zoneModulePivotSchema,
  zoneSchema,
  zoneIdResponseSchema,
  zoneListSchema,
  zoneCheckSchema,
  parcelCategorySchema,
  conditionSchema,
  vehicleSchema,
} from "./zone";
export type {
  ZoneModulePivot,
  Zone,
  ZoneIdResponse,
  ParcelCategory,
  Condition,
  Vehicle,
} from "./zone";
export {
  mapFeatureCollectionSchema,
  mapFeatureSchema,
  lineStringSchema,
  pointSchema,
  positionSchema,
} from "./map-features";
export type { MapFeature, MapFeatureCollection } from "./map-features";
export { boundedText, textBounds } from "./text-bounds";
