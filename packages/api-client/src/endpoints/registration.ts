/** Vendor and delivery-person registration (multipart, public). */
import * as z from "zod";

import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { MessageResponse, VendorRegisterResponse } from "../schemas/auth";
import type { UploadFile } from "./call";
import { messageResponseSchema, vendorRegisterResponseSchema } from "../schemas/auth";
import { wireId, wireNumber } from "../schemas/wire";
import { parseInput, toFormData } from "./call";

/** `POST auth/vendor/register` fields; `translations` is sent as a JSON string (store name, then address). */
export const vendorRegisterBodySchema = z.object({
  f_name: z.string().min(1).max(100),
  l_name: z.string().max(100).optional(),
  email: z.email(),
  phone: z.string().min(10).max(20),
  password: z.string().min(8),
  latitude: wireNumber,
  longitude: wireNumber,
  zone_id: wireId,
  module_id: wireId,
  tax: wireNumber,
  minimum_delivery_time: wireNumber,
  maximum_delivery_time: wireNumber,
  delivery_time_type: z.string().min(1),
  translations: z
    .array(z.object({ locale: z.string(), key: z.string(), value: z.string() }))
    .min(1),
  pickup_zone_id: z.string().optional(),
  business_plan: z.enum(["subscription", "commission"]).optional(),
  package_id: wireId.optional(),
});
/** Vendor registration fields. */
export type VendorRegisterBody = z.infer<typeof vendorRegisterBodySchema>;

/**
 * `POST auth/vendor/register` (multipart; `logo` required, `cover_photo` optional).
 *
 * @example
 * await registerVendor(client, fields, { logo, cover_photo: cover });
 */
export async function registerVendor(
  client: ApiClient,
  body: VendorRegisterBody,
  files: { logo: UploadFile; cover_photo?: UploadFile },
  options: CallOptions = {},
): Promise<VendorRegisterResponse> {
  const fields = parseInput(vendorRegisterBodySchema, body);
  return await client.request({
    method: "POST",
    path: "auth/vendor/register",
    schema: vendorRegisterResponseSchema,
    form: toFormData(fields, files),
    ...options,
  });
}

/** `POST auth/delivery-man/store` fields; `serve_for` is sent as a JSON array string. */
export const deliveryManRegisterBodySchema = z.object({
  f_name: z.string().min(1),
  l_name: z.string().optional(),
  email: z.email(),
  phone: z.string().min(10),
  password: z.string().min(8),
  identity_type: z.enum(["passport", "driving_license", "nid"]),
  identity_number: z.string().min(1),
  zone_id: wireId,
  vehicle_id: wireId,
  earning: z.union([z.literal(0), z.literal(1)]),
  serve_for: z.array(z.enum(["delivery", "ride"])).min(1),
  referral_code: z.string().optional(),
  fcm_token: z.string().optional(),
});
/** Delivery-person registration fields. */
export type DeliveryManRegisterBody = z.infer<typeof deliveryManRegisterBodySchema>;

/**
 * `POST auth/delivery-man/store` (multipart; `image` and `identity_image[]` optional).
 *
 * @example
 * await registerDeliveryMan(client, fields, { image: photo, identity_image: [front, back] });
 */
export async function registerDeliveryMan(
  client: ApiClient,
  body: DeliveryManRegisterBody,
  files: { image?: UploadFile; identity_image?: readonly UploadFile[] } = {},
  options: CallOptions = {},
): Promise<MessageResponse> {
  const fields = parseInput(deliveryManRegisterBodySchema, body);
  return await client.request({
    method: "POST",
    path: "auth/delivery-man/store",
    schema: messageResponseSchema,
    form: toFormData(fields, files),
    ...options,
  });
}
