/** Orders: placement bodies and answers, lists, details and tracking. */
import * as z from "zod";

import { displayCount, displayText } from "./display";
import { itemSchema } from "./item";
import { pageMetaShape } from "./paged";
import { storeSchema } from "./store";
import { boundedText } from "./text-bounds";
import {
  oneOrFirst,
  wireAmount,
  wireArray,
  wireFlag,
  wireId,
  wireJsonObject,
  wireNumber,
  wireOptionalId,
  wireString,
} from "./wire";

const text = z.string().nullish();
const amount = wireAmount;

/** Payment methods accepted by `customer/order/place`. */
export const paymentMethodSchema = z.enum([
  "cash_on_delivery",
  "digital_payment",
  "wallet",
  "offline_payment",
]);
/** A payment method. */
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Order types accepted by `customer/order/place`. */
export const orderTypeSchema = z.enum(["take_away", "delivery", "parcel"]);
/** An order type. */
export type OrderType = z.infer<typeof orderTypeSchema>;

/** The address stored on an order (`delivery_address`, `receiver_details`); may arrive JSON-encoded. */
export const orderAddressSchema = z.looseObject({
  contact_person_name: text,
  contact_person_number: z.union([z.string(), z.number()]).nullish(),
  contact_person_email: text,
  address_type: text,
  address: text,
  floor: text,
  road: text,
  house: text,
  latitude: amount,
  longitude: amount,
});
/** An order address. */
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** The delivery person on an order. */
export const deliveryManSchema = z.looseObject({
  id: wireId,
  f_name: displayText,
  l_name: displayText,
  phone: z.union([z.string(), z.number()]).nullish(),
  image: displayText,
  image_full_url: displayText,
  avg_rating: displayCount,
  rating_count: displayCount,
  lat: amount,
  lng: amount,
});
/** The delivery person. */
export type DeliveryMan = z.infer<typeof deliveryManSchema>;

/**
 * The offline payment information the customer submitted (`offline_payment` of `customer/order/track`):
 * the method, its fields by name, the note, and `status` pending, verified or denied; may arrive
 * JSON-encoded.
 */
export const orderOfflinePaymentSchema = z.looseObject({
  method_id: wireOptionalId,
  method_name: text,
  customer_input: z.record(z.string(), wireString.nullish()).nullish(),
  customer_note: displayText,
  status: text,
});
/** An order's offline payment information. */
export type OrderOfflinePayment = z.infer<typeof orderOfflinePaymentSchema>;

/**
 * An order, as listed and as tracked: amounts as numbers, status timestamps, `delivery_address` and
 * `receiver_details` objects, `delivery_man` an object or null (a one-element array is unwrapped).
 */
export const orderSchema = z.looseObject({
  id: wireId,
  user_id: wireOptionalId,
  order_status: wireString,
  order_type: text,
  payment_status: text,
  /** `partial_payment` when the wallet paid a part; then `payments` says how the rest is paid. */
  payment_method: text,
  /** A partial payment's parts: the wallet's and the rest's (method, amount, paid or unpaid). */
  payments: wireArray(
    z.looseObject({ payment_method: text, amount: amount, payment_status: text }),
  ).optional(),
  order_amount: wireNumber,
  coupon_discount_amount: amount,
  coupon_code: text,
  /** The new customer's first-order discount taken off before tax (this API's field; absent elsewhere). */
  first_order_discount: amount,
  store_discount_amount: amount,
  total_tax_amount: amount,
  delivery_charge: amount,
  additional_charge: amount,
  extra_packaging_amount: amount,
  partially_paid_amount: amount,
  dm_tips: amount,
  store_id: wireOptionalId,
  module_id: wireOptionalId,
  zone_id: wireOptionalId,
  delivery_man_id: wireOptionalId,
  parcel_category_id: wireOptionalId,
  charge_payer: text,
  is_guest: wireFlag.optional(),
  scheduled: wireFlag.optional(),
  schedule_at: text,
  order_note: displayText,
  delivery_instruction: displayText,
  otp: z.union([z.string(), z.number()]).nullish(),
  distance: displayCount,
  details_count: amount,
  min_delivery_time: displayCount,
  max_delivery_time: displayCount,
  delivery_address: wireJsonObject(orderAddressSchema.nullable()).optional(),
  receiver_details: wireJsonObject(orderAddressSchema.nullable()).optional(),
  delivery_man: oneOrFirst(deliveryManSchema).optional(),
  store: storeSchema.nullish(),
  parcel_category: z.looseObject({ id: wireId, name: text, image_full_url: text }).nullish(),
  /** A parcel's delivery vehicle (`get-vehicles` id) and the vehicle itself (this API's fields). */
  dm_vehicle_id: wireOptionalId,
  vehicle: z
    .looseObject({ id: wireId, name: text, description: text, image_full_url: text })
    .nullish(),
  order_attachment_full_url: wireArray(z.unknown()).optional(),
  offline_payment: wireJsonObject(orderOfflinePaymentSchema.nullable()).optional(),
  pending: displayText,
  accepted: displayText,
  confirmed: displayText,
  processing: displayText,
  handover: displayText,
  picked_up: displayText,
  delivered: displayText,
  canceled: displayText,
  failed: displayText,
  refund_requested: displayText,
  refunded: displayText,
  created_at: displayText,
  updated_at: displayText,
});
/** An order. */
export type Order = z.infer<typeof orderSchema>;

/** `customer/order/list` and `running-orders`: `{ total_size, limit, offset, orders }`. */
export const pagedOrdersSchema = z.looseObject({
  ...pageMetaShape,
  orders: wireArray(orderSchema),
});
/** A page of orders. */
export type PagedOrders = z.infer<typeof pagedOrdersSchema>;

/** One row of `customer/order/details`. */
export const orderDetailSchema = z.looseObject({
  id: wireId,
  order_id: wireOptionalId,
  item_id: wireOptionalId,
  item_campaign_id: wireOptionalId,
  price: amount,
  quantity: amount,
  discount_on_item: amount,
  tax_amount: amount,
  total_add_on_price: amount,
  variation: wireArray(z.unknown()).optional(),
  add_ons: wireArray(z.unknown()).optional(),
  item_details: wireJsonObject(itemSchema.partial().loose().nullable()).optional(),
  is_guest: wireFlag.optional(),
});
/** An order-detail row. */
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** `customer/order/details`: an array of detail rows, or the order itself for parcel/prescription orders. */
export const orderDetailsResponseSchema = z.union([wireArray(orderDetailSchema), orderSchema]);
/** `customer/order/details` response. */
export type OrderDetailsResponse = z.infer<typeof orderDetailsResponseSchema>;

/** `customer/order/place` answer (`total_ammount` is spelled so on the wire). */
export const orderPlaceResponseSchema = z.looseObject({
  message: text,
  order_id: wireId,
  total_ammount: amount,
  status: text,
  created_at: displayText,
  user_id: wireOptionalId,
});
/** `customer/order/place` answer. */
export type OrderPlaceResponse = z.infer<typeof orderPlaceResponseSchema>;

const coordinate = wireNumber;

/**
 * `POST customer/order/place` body. `store_id` is required unless parcel; `distance`/`address` unless take-away;
 * parcel needs `parcel_category_id`, `receiver_details` (JSON string) and `charge_payer`; guests need
 * `guest_id` and the contact fields. The server prices the order from its own cart.
 */
export const orderPlaceBodySchema = z
  .object({
    order_amount: wireNumber,
    payment_method: paymentMethodSchema,
    order_type: orderTypeSchema,
    store_id: wireId.optional(),
    distance: wireNumber.optional(),
    address: boundedText("line").optional(),
    latitude: coordinate,
    longitude: coordinate,
    dm_tips: wireNumber.pipe(z.number().nonnegative()).optional(),
    schedule_at: boundedText("code").optional(),
    coupon_code: boundedText("code").optional(),
    order_note: boundedText("note").optional(),
    unavailable_item_note: boundedText("note").optional(),
    delivery_instruction: boundedText("note").optional(),
    cutlery: wireFlag.optional(),
    partial_payment: wireFlag.optional(),
    address_type: boundedText("code").optional(),
    floor: boundedText("name").optional(),
    road: boundedText("line").optional(),
    house: boundedText("name").optional(),
    extra_packaging_amount: wireNumber.optional(),
    is_buy_now: wireFlag.optional(),
    cart_id: wireId.optional(),
    cart: boundedText("json").optional(),
    parcel_category_id: wireId.optional(),
    receiver_details: boundedText("json").optional(),
    charge_payer: z.enum(["sender", "receiver"]).optional(),
    /** Parcel: the delivery vehicle (`get-vehicles` id) the sender chose; its extra charge is added. */
    dm_vehicle_id: wireId
      .describe(
        "Parcel: the delivery vehicle (a get-vehicles id: active, is_delivery, covering the distance) the sender chose; its extra_charges are added to the delivery charge",
      )
      .optional(),
    guest_id: wireId.optional(),
    is_guest: wireFlag.optional(),
    contact_person_name: boundedText("name").optional(),
    contact_person_number: boundedText("phone").optional(),
    contact_person_email: boundedText("email").optional(),
    create_new_user: wireFlag.optional(),
    password: z.string().min(8).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.order_type !== "parcel" && body.store_id === undefined) {
      ctx.addIssue({
        code: "custom",
        path: ["store_id"],
        message: "store_id is required unless the order is a parcel",
      });
    }
    if (body.order_type !== "take_away") {
      if (body.distance === undefined)
        ctx.addIssue({ code: "custom", path: ["distance"], message: "Required" });
      if (body.address === undefined)
        ctx.addIssue({ code: "custom", path: ["address"], message: "Required" });
    }
    if (body.order_type === "parcel") {
      for (const key of ["parcel_category_id", "receiver_details", "charge_payer"] as const) {
        if (body[key] === undefined)
          ctx.addIssue({ code: "custom", path: [key], message: "Required for parcel" });
      }
    }
    if (body.guest_id !== undefined) {
      for (const key of [
        "contact_person_name",
        "contact_person_number",
        "contact_person_email",
      ] as const) {
        if (body[key] === undefined)
          ctx.addIssue({ code: "custom", path: [key], message: "Required for guests" });
      }
    }
  });
/** `POST customer/order/place` body. */
export type OrderPlaceBody = z.input<typeof orderPlaceBodySchema> &
  z.infer<typeof orderPlaceBodySchema>;
