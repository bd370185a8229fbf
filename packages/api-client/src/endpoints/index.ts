// One tree-shakable function per call; re-exported by the package root.
export { getAddresses, addAddress, updateAddress, deleteAddress } from "./addresses";
export {
  signUp,
  login,
  requestGuest,
  logout,
  verifyPhone,
  firebaseVerifyToken,
  updateInfo,
  socialLogin,
  socialRegister,
  forgotPassword,
  verifyResetToken,
  resetPassword,
  firebaseResetPassword,
} from "./auth";
export type { PageParams, VegType, UploadFile } from "./call";
export { getCart, addToCart, updateCartLine, removeCartLine, clearCart } from "./cart";
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
} from "./catalogue";
export type { ListParams, SearchParams } from "./catalogue";
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
} from "./config";
export type { LatLng, DistanceMode } from "./config";
export { getMapFeatures } from "./map-features";
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
} from "./customer";
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
} from "./items";
export type { PriceFilterParams, ItemSearchParams, ItemDetails, ItemsByTypeParams } from "./items";
export {
  getConversations,
  searchConversations,
  getConversationMessages,
  sendMessage,
  getAutomatedMessages,
} from "./messages";
export type { ConversationTarget } from "./messages";
export { subscribeNewsletter } from "./newsletter";
export { getPolicyPage } from "./policy-pages";
export { getSubscriptionPackages } from "./subscription-packages";
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
  reportDemoPayment,
  getRefundReasons,
  requestRefund,
  getCancellationReasons,
  getParcelInstructions,
  getOfflinePaymentMethods,
  submitOfflinePayment,
  updateOfflinePayment,
  getMostTips,
} from "./orders";
export type { PlaceOptions } from "./orders";
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
} from "./promotions";
export {
  vendorRegisterBodySchema,
  registerVendor,
  deliveryManRegisterBodySchema,
  registerDeliveryMan,
  STRONG_PASSWORD_RULES,
  strongPasswordSchema,
  REGISTRATION_BOUNDS,
  personNameSchema,
  registrationEmailSchema,
  vendorPhoneSchema,
  courierPhoneSchema,
  storeTaxSchema,
  storeTaxNumberSchema,
  deliveryTimeSchema,
  deliveryTimeNumberSchema,
  DELIVERY_TIME_UNITS,
  IDENTITY_TYPES,
} from "./registration";
export type {
  VendorRegisterBody,
  DeliveryManRegisterBody,
  StrongPasswordRule,
} from "./registration";
export {
  submitItemReview,
  getItemReviews,
  getItemRating,
  getStoreReviews,
  submitDeliveryManReview,
  getDeliveryManReviews,
  getDeliveryManRating,
} from "./reviews";
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
} from "./stores";
export type { StoresParams, StoreDetails, StoresDataParams } from "./stores";
export {
  walletTransactionTypes,
  getWalletTransactions,
  getWalletBonuses,
  addFund,
  getLoyaltyTransactions,
  transferPoints,
} from "./wallet";
export type { WalletTransactionType } from "./wallet";
export { getWishlist, addToWishlist, removeFromWishlist } from "./wishlist";
