/** Order side lists: cancel and refund reasons, parcel instructions, offline methods, tips. */
import * as z from "zod";

import { pageMetaShape } from "./paged";
import { boundedText } from "./text-bounds";
import {
  wireAmount,
  wireArray,
  wireFlag,
  wireId,
  wireNumber,
  wireOptionalId,
  wireString,
} from "./wire";

const text = z.string().nullish();

/** A cancel reason `{ id, reason }`. */
export const cancelReasonSchema = z.looseObject({
  id: wireId,
  reason: z.string(),
  user_type: text,
});
/** A cancel reason. */
export type CancelReason = z.infer<typeof cancelReasonSchema>;

/** `GET customer/order/cancellation-reasons`. */
export const pagedCancelReasonsSchema = z.looseObject({
  ...pageMetaShape,
  data: wireArray(cancelReasonSchema),
});
/** A page of cancel reasons. */
export type PagedCancelReasons = z.infer<typeof pagedCancelReasonsSchema>;

/** A refund reason. */
export const refundReasonSchema = z.looseObject({ id: wireId, reason: z.string() });
/** `GET customer/order/refund-reasons`. */
export const refundReasonsResponseSchema = z.looseObject({
  refund_reasons: wireArray(refundReasonSchema),
});
/** Refund reasons. */
export type RefundReasonsResponse = z.infer<typeof refundReasonsResponseSchema>;

/** A parcel delivery instruction. */
export const parcelInstructionSchema = z.looseObject({ id: wireId, instruction: text });
/** `GET customer/order/parcel-instructions`. */
export const pagedParcelInstructionsSchema = z.looseObject({
  ...pageMetaShape,
  data: wireArray(parcelInstructionSchema),
});
/** A page of parcel instructions. */
export type PagedParcelInstructions = z.infer<typeof pagedParcelInstructionsSchema>;

/** A payment detail the customer reads (`{ input_name: "bank_name", input_data: "Demo City Bank" }`). */
export const offlineMethodFieldSchema = z.looseObject({
  input_name: wireString,
  input_data: wireString.nullish().transform((value) => value ?? ""),
});
/** A payment detail shown to the customer. */
export type OfflineMethodField = z.infer<typeof offlineMethodFieldSchema>;

/** A field the customer fills (`{ customer_input, customer_placeholder, is_required }`). */
export const offlineMethodInformationSchema = z.looseObject({
  customer_input: wireString,
  customer_placeholder: wireString.nullish().transform((value) => value ?? ""),
  is_required: wireFlag.default(false),
});
/** A field the customer fills for an offline payment. */
export type OfflineMethodInformation = z.infer<typeof offlineMethodInformationSchema>;

/** An offline payment method: what the customer reads (`method_fields`) and fills (`method_informations`). */
export const offlinePaymentMethodSchema = z.looseObject({
  id: wireId,
  method_name: z.string(),
  method_fields: wireArray(offlineMethodFieldSchema).default([]),
  method_informations: wireArray(offlineMethodInformationSchema).default([]),
  status: wireFlag.optional(),
});
/** An offline payment method. */
export type OfflinePaymentMethod = z.infer<typeof offlinePaymentMethodSchema>;

/** `GET offline_payment_method_list`: an array; `{}` means none. */
export const offlinePaymentMethodListSchema = z.preprocess(
  (value: unknown) =>
    typeof value === "object" && value !== null && !Array.isArray(value) ? [] : value,
  wireArray(offlinePaymentMethodSchema),
);

/** `GET customer/order/all-running-orders`. */
export const allRunningOrdersSchema = z.looseObject({
  data: wireArray(
    z.looseObject({
      id: wireId,
      order_type: text,
      status: text,
      is_repeat: wireFlag.optional(),
      created_at: text,
    }),
  ),
});
/** All running orders. */
export type AllRunningOrders = z.infer<typeof allRunningOrdersSchema>;

/** `GET most-tips`. */
export const mostTipsSchema = z.looseObject({ most_tips_amount: wireNumber.nullable() });
/** Most tips. */
export type MostTips = z.infer<typeof mostTipsSchema>;

/** `PUT customer/order/offline-payment(-update)` answer `{ payment }`. */
export const offlinePaymentResponseSchema = z.looseObject({ payment: z.string() });
/** Offline payment answer. */
export type OfflinePaymentResponse = z.infer<typeof offlinePaymentResponseSchema>;

/** `PUT customer/order/cancel` body. */
export const orderCancelBodySchema = z.object({
  order_id: wireId,
  reason: z.string().min(1).max(255),
  guest_id: wireId.optional(),
});
/** Order cancel body. */
export type OrderCancelBody = z.infer<typeof orderCancelBodySchema>;

/**
 * `POST customer/order/demo-payment` (the reference API's demo gateway): the outcome of a digital
 * payment; `callback` must be on the storefront's own origin.
 */
export const demoPaymentBodySchema = z.object({
  order_id: wireId,
  guest_id: wireId.optional(),
  outcome: z.enum(["success", "fail"]),
  callback: z.string().max(500).optional(),
});
/** Demo payment body. */
export type DemoPaymentBody = z.infer<typeof demoPaymentBodySchema>;

/** `POST customer/order/demo-payment` answer without a callback: `{ order_id, payment: "success" | "fail" }`. */
export const demoPaymentResponseSchema = z.looseObject({
  order_id: wireId,
  payment: z.enum(["success", "fail"]),
});
/** Demo payment answer. */
export type DemoPaymentResponse = z.infer<typeof demoPaymentResponseSchema>;

/** `POST customer/order/refund-request` fields (multipart; `image[]` files added separately). */
export const refundRequestBodySchema = z.object({
  order_id: wireId,
  customer_reason: z.string().min(1).max(254),
  refund_method: z.string().max(100).optional(),
  customer_note: boundedText("note").optional(),
});
/** Refund request fields. */
export type RefundRequestBody = z.infer<typeof refundRequestBodySchema>;

/** `POST customer/order/prescription/place` fields (multipart; `order_attachment[]` images added separately). */
export const prescriptionOrderBodySchema = z.object({
  store_id: wireId,
  distance: wireNumber,
  address: z.string().min(1),
  latitude: wireNumber,
  longitude: wireNumber,
  order_note: z.string().optional(),
  dm_tips: wireNumber.optional(),
  guest_id: wireId.optional(),
  contact_person_name: z.string().optional(),
  contact_person_number: z.string().optional(),
  contact_person_email: z.string().optional(),
  schedule_at: z.string().optional(),
  address_type: z.string().optional(),
  floor: z.string().optional(),
  road: z.string().optional(),
  house: z.string().optional(),
});
/** Prescription order fields. */
export type PrescriptionOrderBody = z.infer<typeof prescriptionOrderBodySchema>;

/** The prescription order answer. */
export const prescriptionOrderResponseSchema = z.looseObject({
  message: text,
  order_id: wireId,
  total_ammount: wireAmount,
  status: text,
  created_at: text,
  user_id: wireOptionalId,
});
/** Prescription order answer. */
export type PrescriptionOrderResponse = z.infer<typeof prescriptionOrderResponseSchema>;
