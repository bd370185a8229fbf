import { reportedPayment } from "@marketplace/domain";

import type { View } from "../catalog/view";
import type { deliveryMen, orderDetails, orders, parcelCategories, vehicles } from "../db/schema";
import { formatStore } from "../catalog/format";
import { deliveryMinutes } from "../catalog/store-hours";
import { translated } from "../catalog/translate";
import { fileUrl } from "../catalog/view";
import { orderAttachmentUrl } from "../routes/uploads/order-attachments";
import { courierPosition } from "./life";
import { decimalDigits } from "./money";

type OrderRow = typeof orders.$inferSelect;
type DetailRow = typeof orderDetails.$inferSelect;
type CourierRow = typeof deliveryMen.$inferSelect;
export type ParcelCategoryRow = typeof parcelCategories.$inferSelect;
type VehicleRow = typeof vehicles.$inferSelect;

/** What a parcel order names by id: its category and the delivery vehicle the sender chose. */
export interface ParcelLookups {
  categories: ReadonlyMap<number, ParcelCategoryRow>;
  vehicles: ReadonlyMap<number, VehicleRow>;
}

const statusKeys = [
  "pending",
  "accepted",
  "confirmed",
  "processing",
  "handover",
  "picked_up",
  "delivered",
  "canceled",
  "failed",
  "refund_requested",
  "refunded",
];

/** An order as `customer/order/list`, `running-orders` and `track` answer it. */
export function formatOrder(
  order: OrderRow,
  view: View,
  courier: CourierRow | null,
  paceMs: number,
  lookups: ParcelLookups = { categories: new Map(), vehicles: new Map() },
): Record<string, unknown> {
  const store = order.storeId === null ? undefined : view.ref.stores.get(order.storeId);
  const { min, max } = deliveryMinutes(store?.deliveryTime ?? "");
  const sender = order.deliveryAddress;
  const origin = store
    ? { latitude: store.latitude, longitude: store.longitude }
    : sender?.latitude != null && sender.longitude != null
      ? { latitude: sender.latitude, longitude: sender.longitude }
      : null;
  const position = origin ? courierPosition(order, origin, view.now, paceMs) : null;
  const parcelCategory =
    order.parcelCategoryId === null ? undefined : lookups.categories.get(order.parcelCategoryId);
  const vehicle = order.dmVehicleId === null ? undefined : lookups.vehicles.get(order.dmVehicleId);
  return {
    id: order.id,
    user_id: order.userId ?? order.guestId,
    is_guest: order.guestId !== null ? 1 : 0,
    order_status: order.orderStatus,
    order_type: order.orderType,
    payment_status: order.paymentStatus,
    // A partial wallet payment reports `partial_payment` and its parts (the row keeps the rest's method).
    ...reportedPayment(
      {
        method: order.paymentMethod,
        total: order.orderAmount,
        walletPaid: order.partiallyPaidAmount,
        restPaid: order.paymentStatus === "paid",
      },
      decimalDigits(view.ref),
    ),
    order_amount: order.orderAmount,
    coupon_discount_amount: order.couponDiscountAmount,
    coupon_code: order.couponCode,
    first_order_discount: order.firstOrderDiscount,
    store_discount_amount: order.storeDiscountAmount,
    total_tax_amount: order.totalTaxAmount,
    delivery_charge: order.deliveryCharge,
    additional_charge: order.additionalCharge,
    extra_packaging_amount: order.extraPackagingAmount,
    partially_paid_amount: order.partiallyPaidAmount,
    dm_tips: order.dmTips,
    store_id: order.storeId,
    module_id: order.moduleId,
    zone_id: order.zoneId,
    delivery_man_id: order.deliveryManId,
    parcel_category_id: order.parcelCategoryId,
    charge_payer: order.chargePayer,
    dm_vehicle_id: order.dmVehicleId,
    scheduled: order.scheduled ? 1 : 0,
    schedule_at: order.scheduleAt,
    order_note: order.orderNote,
    delivery_instruction: order.deliveryInstruction,
    otp: order.otp,
    distance: order.distance,
    details_count: order.detailsCount,
    min_delivery_time: min,
    max_delivery_time: max,
    delivery_address: order.deliveryAddress,
    receiver_details: order.receiverDetails,
    prescription_order: order.prescriptionOrder ? 1 : 0,
    order_attachment_full_url: order.orderAttachment.map((file) =>
      orderAttachmentUrl(view.publicUrl, order.id, file),
    ),
    offline_payment: order.offlinePayment,
    cancellation_reason: order.cancellationReason,
    canceled_by: order.canceledBy,
    refund_cancellation_note: null,
    refund_customer_note: null,
    store: store ? formatStore(store, view) : null,
    parcel_category: parcelCategory
      ? {
          id: parcelCategory.id,
          name: translated(view, "parcelCategory", parcelCategory.id, "name", parcelCategory.name),
          image_full_url: fileUrl(view, "parcel_category", parcelCategory.image),
        }
      : null,
    vehicle: vehicle
      ? {
          id: vehicle.id,
          name: vehicle.name,
          description: vehicle.description,
          image_full_url: fileUrl(view, "vehicle", vehicle.image),
        }
      : null,
    delivery_man:
      courier && position
        ? {
            id: courier.id,
            f_name: courier.fName,
            l_name: courier.lName,
            phone: courier.phone,
            image: courier.image,
            image_full_url: null,
            avg_rating: courier.avgRating,
            rating_count: courier.ratingCount,
            lat: position.lat,
            lng: position.lng,
          }
        : null,
    ...Object.fromEntries(statusKeys.map((key) => [key, order.statusTimes[key] ?? null])),
    created_at: order.createdAt,
    updated_at: order.updatedAt,
  };
}

/**
 * What an anonymous caller (order id and phone, no account) may see of an order: its status, times and
 * the courier's position. Never the handover code, the addresses, the contact or the courier's phone.
 */
export function formatTracking(
  order: OrderRow,
  view: View,
  courier: CourierRow | null,
  paceMs: number,
): Record<string, unknown> {
  const full = formatOrder(order, view, courier, paceMs);
  const position = full.delivery_man as { id: number; lat: number; lng: number } | null;
  return {
    id: order.id,
    order_status: order.orderStatus,
    order_type: order.orderType,
    payment_status: order.paymentStatus,
    order_amount: order.orderAmount,
    scheduled: order.scheduled ? 1 : 0,
    schedule_at: order.scheduleAt,
    min_delivery_time: full.min_delivery_time,
    max_delivery_time: full.max_delivery_time,
    delivery_man: position ? { id: position.id, lat: position.lat, lng: position.lng } : null,
    ...Object.fromEntries(statusKeys.map((key) => [key, order.statusTimes[key] ?? null])),
    created_at: order.createdAt,
    updated_at: order.updatedAt,
  };
}

/** One `customer/order/details` row. */
export function formatDetail(detail: DetailRow, order: OrderRow): Record<string, unknown> {
  return {
    id: detail.id,
    order_id: detail.orderId,
    item_id: detail.itemId,
    item_campaign_id: detail.itemCampaignId,
    item_details: detail.itemDetails,
    price: detail.price,
    quantity: detail.quantity,
    discount_on_item: detail.discountOnItem,
    tax_amount: detail.taxAmount,
    total_add_on_price: detail.totalAddOnPrice,
    variation: detail.variation,
    add_ons: detail.addOns,
    is_guest: order.guestId !== null ? 1 : 0,
    created_at: detail.createdAt,
  };
}
