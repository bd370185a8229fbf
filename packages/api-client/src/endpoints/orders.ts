/** Order calls (`customer/order/*` and a few public order lists). Guests are identified by the context. */
export {
  placeOrder,
  placePrescriptionOrder,
  getParcelInstructions,
  getMostTips,
} from "./order-placement";
export type { PlaceOptions } from "./order-placement";
export {
  getOrders,
  getRunningOrders,
  getAllRunningOrders,
  getOrderDetails,
  trackOrder,
} from "./order-history";
export {
  cancelOrder,
  switchToCashOnDelivery,
  getRefundReasons,
  requestRefund,
  getCancellationReasons,
  reportDemoPayment,
} from "./order-changes";
export {
  getOfflinePaymentMethods,
  submitOfflinePayment,
  updateOfflinePayment,
} from "./offline-payments";
