/** Profile, addresses, guest contact, language setting, push messages. */
import * as z from "zod";

import { displayCount, displayText } from "./display";
import { secondary } from "./drift";
import { pageMetaShape } from "./paged";
import { boundedText } from "./text-bounds";
import {
  wireAmount,
  wireArray,
  wireFlag,
  wireId,
  wireIdList,
  wireNumber,
  wireOptionalId,
  wireString,
} from "./wire";

const text = z.string().nullish();
const amount = wireAmount;

/** `GET customer/info`: the signed-in user. */
export const profileSchema = z.looseObject({
  id: wireId,
  f_name: displayText,
  l_name: displayText,
  phone: z.union([z.string(), z.number()]).nullish(),
  email: displayText,
  image: displayText,
  image_full_url: displayText,
  is_email_verified: wireFlag.optional(),
  is_phone_verified: wireFlag.optional(),
  is_valid_for_discount: wireFlag.optional(),
  discount_amount: amount,
  discount_amount_type: text,
  validity: z.union([z.string(), z.number()]).nullish(),
  order_count: displayCount,
  member_since_days: displayCount,
  wallet_balance: amount,
  loyalty_point: amount,
  ref_code: displayText,
  average_rating: displayCount,
  total_review: displayCount,
  /** Module ids; PHP sends a list with gaps as an index-keyed object (`{"0":"1","2":"2"}`). */
  selected_modules_for_interest: secondary(wireArray(wireId)),
  userinfo: z.unknown().optional(),
});
/** The signed-in user. */
export type Profile = z.infer<typeof profileSchema>;

/** `POST customer/update-profile` body (sent as multipart; `image` is a file). */
export const profileUpdateBodySchema = z.object({
  name: boundedText("name").min(1),
  email: z.string().max(255),
  phone: boundedText("phone").min(10),
  password: z.string().min(8).optional(),
  /** Proof for a password change (the reference API also accepts a fresh OTP instead). */
  current_password: z.string().optional(),
  button_type: z.enum(["change_password", "phone", "email"]).optional(),
  otp: z.string().optional(),
  verification_on: z.enum(["phone", "email"]).optional(),
  verification_medium: z.enum(["firebase", "SMS"]).optional(),
  session_info: z.string().optional(),
});
/** Profile update body (without the image). */
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

/** `POST customer/update-profile` answer: a message, or the OTP step. */
export const profileUpdateResponseSchema = z.looseObject({
  message: text,
  otp_send: wireFlag.optional(),
  verification_on: text,
  verification_medium: text,
});
/** Profile update answer. */
export type ProfileUpdateResponse = z.infer<typeof profileUpdateResponseSchema>;

/** The address types. */
export const addressTypeValues = ["home", "office", "other"] as const;

/** A saved address. */
export const addressSchema = z.looseObject({
  id: wireId,
  user_id: wireOptionalId,
  contact_person_name: text,
  contact_person_number: z.union([z.string(), z.number()]).nullish(),
  contact_person_email: text,
  address_type: text,
  address_label: text,
  address: text,
  additional_information: text,
  floor: text,
  road: text,
  house: text,
  latitude: wireNumber,
  longitude: wireNumber,
  zone_id: wireOptionalId,
  zone_ids: wireIdList.optional(),
  created_at: displayText,
  updated_at: displayText,
});
/** A saved address. */
export type Address = z.infer<typeof addressSchema>;

/** `GET customer/address/list`. */
export const pagedAddressesSchema = z.looseObject({
  ...pageMetaShape,
  addresses: wireArray(addressSchema),
});
/** A page of addresses. */
export type PagedAddresses = z.infer<typeof pagedAddressesSchema>;

/** `POST customer/address/add` and `PUT customer/address/update/{id}` body. */
export const addressBodySchema = z.object({
  contact_person_name: boundedText("name").min(1),
  contact_person_number: boundedText("phone").min(1),
  address_type: boundedText("code").min(1),
  /** The label name of an "other" address. */
  address_label: boundedText("name").optional(),
  address: boundedText("line").min(1),
  latitude: wireNumber,
  longitude: wireNumber,
  floor: boundedText("name").optional(),
  road: boundedText("line").optional(),
  house: boundedText("name").optional(),
  contact_person_email: boundedText("email").optional(),
  additional_information: boundedText("note").optional(),
});
/** Address body. */
export type AddressBody = z.infer<typeof addressBodySchema>;

/** Address add/update answer: `{ message, zone_ids }` or `{ message, zone_id }`. */
export const addressSaveResponseSchema = z.looseObject({
  message: text,
  zone_ids: wireIdList.optional(),
  zone_id: z.unknown().optional(),
});
/** Address save answer. */
export type AddressSaveResponse = z.infer<typeof addressSaveResponseSchema>;

/** Guest contact info collected at checkout. */
export const guestContactSchema = z.object({
  contact_person_name: boundedText("name").min(1),
  contact_person_number: boundedText("phone").min(10),
  contact_person_email: z.email().max(255),
  address: boundedText("line").optional(),
  road: boundedText("line").optional(),
  house: boundedText("name").optional(),
  floor: boundedText("name").optional(),
});
/** Guest contact info. */
export type GuestContact = z.infer<typeof guestContactSchema>;

/** The stored language setting. */
export const languageSettingSchema = z.object({
  languageName: z.string(),
  languageCode: z.string(),
  countryCode: z.string(),
});
/** The stored language setting. */
export type LanguageSetting = z.infer<typeof languageSettingSchema>;

/** A push message payload. */
export const pushMessageSchema = z.looseObject({
  type: z.enum(["message", "order_status", "referral_code"]).or(z.string()),
  title: displayText,
  body: text,
  conversation_id: wireOptionalId,
  sender_type: text,
  order_id: wireOptionalId,
});
/** A push message. */
export type PushMessage = z.infer<typeof pushMessageSchema>;

/**
 * What a notification is about (its `data`): the push message's `type` (message, order_status or
 * referral_code) with the order or conversation it points to. A `data` of another shape reads as null.
 */
export const notificationDataSchema = z.looseObject({
  type: text,
  order_id: wireOptionalId,
  status: text,
  conversation_id: wireOptionalId,
  sender_type: text,
});
/** What a notification is about. */
export type NotificationData = z.infer<typeof notificationDataSchema>;

/** A notification (`GET customer/notifications`). */
export const notificationSchema = z.looseObject({
  id: wireId.optional(),
  title: displayText,
  description: displayText,
  image: displayText,
  image_full_url: displayText,
  data: notificationDataSchema.nullish().catch(null),
  created_at: displayText,
});
/** A notification. */
export type Notification = z.infer<typeof notificationSchema>;

/** `GET customer/review-reminder`: the latest delivered order not yet reviewed. */
export const reviewPendingSchema = z.looseObject({
  order_id: wireId.nullable(),
  images: wireArray(wireString).default([]),
});
/** A review-pending record. */
export type ReviewPending = z.infer<typeof reviewPendingSchema>;
