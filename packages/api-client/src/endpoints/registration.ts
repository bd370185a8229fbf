/** Vendor and delivery-person registration (multipart, public). */
import * as z from "zod";

import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { MessageResponse, VendorRegisterResponse } from "../schemas/auth";
import type { UploadFile } from "./call";
import { messageResponseSchema, vendorRegisterResponseSchema } from "../schemas/auth";
import { wireId, wireNumber } from "../schemas/wire";
import { parseInput, toFormData } from "./call";

/**
 * The API's rule for vendor and courier passwords (api-paths §1): 8 to 100 characters with a lower-case and an
 * upper-case letter, a digit and a symbol. One rule per entry, so a form can show each one live; the codes
 * are the messages of the failing checks.
 */
export const STRONG_PASSWORD_RULES = [
  { code: "password_length", test: (value: string) => value.length >= 8 && value.length <= 100 },
  { code: "password_lowercase", test: (value: string) => /[a-z]/.test(value) },
  { code: "password_uppercase", test: (value: string) => /[A-Z]/.test(value) },
  { code: "password_digit", test: (value: string) => /\d/.test(value) },
  { code: "password_symbol", test: (value: string) => /[^A-Za-z0-9]/.test(value) },
] as const;
/** A strong-password rule's code. */
export type StrongPasswordRule = (typeof STRONG_PASSWORD_RULES)[number]["code"];

/** A vendor or courier password: each failing rule is an issue whose message is the rule's code. */
export const strongPasswordSchema = z
  .string({ error: "password_required" })
  .superRefine((value, context) => {
    for (const rule of STRONG_PASSWORD_RULES)
      if (!rule.test(value)) context.addIssue({ code: "custom", message: rule.code });
  });

/** Text bounds of the registration fields (the API's `max:` rules). */
export const REGISTRATION_BOUNDS = {
  name: 100,
  email: 255,
  storeName: 100,
  storeAddress: 500,
  identityNumber: 50,
  phoneMin: 10,
  phoneMax: 20,
} as const;

/** A first or last name: trimmed, 1 to 100 characters. */
export const personNameSchema = z
  .string()
  .trim()
  .min(1, { error: "required" })
  .max(REGISTRATION_BOUNDS.name, { error: "too_long" });
/** An email of at most 255 characters. */
export const registrationEmailSchema = z
  .email({ error: "email_invalid" })
  .max(REGISTRATION_BOUNDS.email, { error: "too_long" });
/** A vendor's phone: digits, spaces and `+-()`, 10 to 20 characters. */
export const vendorPhoneSchema = z
  .string()
  .regex(/^[\d\s()+-]{10,20}$/, { error: "phone_invalid" });
/** A courier's phone: digits and `+-()`, 10 to 20 characters. */
export const courierPhoneSchema = z.string().regex(/^[\d()+-]{10,20}$/, { error: "phone_invalid" });
/** The store's tax, a percentage from 0 to 100 (as a number). */
export const storeTaxNumberSchema = z
  .number({ error: "tax_invalid" })
  .min(0, { error: "tax_invalid" })
  .max(100, { error: "tax_invalid" });
/** The store's tax on the wire. */
export const storeTaxSchema = wireNumber.pipe(storeTaxNumberSchema);
/** A delivery time bound: a positive whole number of the chosen unit (as a number). */
export const deliveryTimeNumberSchema = z
  .number({ error: "delivery_time_invalid" })
  .int({ error: "delivery_time_invalid" })
  .min(1, { error: "delivery_time_invalid" })
  .max(10_000, { error: "delivery_time_invalid" });
/** A delivery time bound on the wire. */
export const deliveryTimeSchema = wireNumber.pipe(deliveryTimeNumberSchema);
/** The units a delivery time is given in. */
export const DELIVERY_TIME_UNITS = ["min", "hours", "days"] as const;

/** `POST auth/vendor/register` fields; `translations` is sent as a JSON string (store name, then address). */
export const vendorRegisterBodySchema = z
  .object({
    f_name: personNameSchema,
    l_name: z.string().trim().max(REGISTRATION_BOUNDS.name, { error: "too_long" }).optional(),
    email: registrationEmailSchema,
    phone: vendorPhoneSchema,
    password: strongPasswordSchema,
    latitude: wireNumber.pipe(z.number().min(-90).max(90)),
    longitude: wireNumber.pipe(z.number().min(-180).max(180)),
    zone_id: wireId,
    module_id: wireId,
    tax: storeTaxSchema,
    minimum_delivery_time: deliveryTimeSchema,
    maximum_delivery_time: deliveryTimeSchema,
    delivery_time_type: z.enum(DELIVERY_TIME_UNITS),
    translations: z
      .array(
        z.object({
          locale: z.string().max(10),
          key: z.string().max(20),
          value: z.string().max(REGISTRATION_BOUNDS.storeAddress),
        }),
      )
      .min(1)
      .max(8),
    pickup_zone_id: z.string().max(100).optional(),
    business_plan: z.enum(["subscription", "commission"]).optional(),
    package_id: wireId.optional(),
  })
  .refine((body) => !(body.maximum_delivery_time < body.minimum_delivery_time), {
    path: ["maximum_delivery_time"],
    error: "delivery_time_order",
    // Checked with the other fields' failures too, so a form shows every message at once.
    when: (payload) => deliveryTimesOf(payload.value) !== null,
  });

/** Both delivery times when they are numbers (the order check's precondition). */
function deliveryTimesOf(value: unknown): { min: number; max: number } | null {
  if (typeof value !== "object" || value === null) return null;
  const min = Number((value as Record<string, unknown>).minimum_delivery_time);
  const max = Number((value as Record<string, unknown>).maximum_delivery_time);
  return Number.isFinite(min) && Number.isFinite(max) ? { min, max } : null;
}
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

/** The identity documents a courier may register with. */
export const IDENTITY_TYPES = ["passport", "driving_license", "nid"] as const;

/** `POST auth/delivery-man/store` fields; `serve_for` is sent as a JSON array string. */
export const deliveryManRegisterBodySchema = z.object({
  f_name: personNameSchema,
  l_name: z.string().trim().max(REGISTRATION_BOUNDS.name, { error: "too_long" }).optional(),
  email: registrationEmailSchema,
  phone: courierPhoneSchema,
  password: strongPasswordSchema,
  identity_type: z.enum(IDENTITY_TYPES),
  identity_number: z
    .string()
    .trim()
    .min(1, { error: "required" })
    .max(REGISTRATION_BOUNDS.identityNumber, { error: "too_long" }),
  zone_id: wireId,
  vehicle_id: wireId,
  earning: z.union([z.literal(0), z.literal(1)]),
  serve_for: z
    .array(z.enum(["delivery", "ride"]))
    .min(1)
    .max(2),
  referral_code: z.string().trim().max(50, { error: "too_long" }).optional(),
  fcm_token: z.string().max(500).optional(),
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
