import * as z from "zod";

import {
  DELIVERY_TIME_UNITS,
  deliveryTimeNumberSchema,
  personNameSchema,
  REGISTRATION_BOUNDS,
  registrationEmailSchema,
  storeTaxNumberSchema,
  strongPasswordSchema,
  vendorPhoneSchema,
} from "@marketplace/api-client";

import { imageProblem } from "./image-files";

/** A store text: trimmed, required, bounded like the API's translations. */
const storeText = (max: number) =>
  z.string().trim().min(1, { error: "required" }).max(max, { error: "too_long" });

/** A number typed as text: required, then the API's rule for the number. */
const numberText = (rule: z.ZodNumber) =>
  z.string().trim().min(1, { error: "required" }).transform(Number).pipe(rule);

const image = z.instanceof(File).superRefine((file, context) => {
  const problem = imageProblem(file);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

/** A picked point: where the pin is, and whether the API's zone lookup put it inside the chosen zone. */
const pinSchema = z
  .object({ lat: z.number(), lng: z.number(), inside: z.boolean() })
  .nullable()
  .refine((pin) => pin?.inside === true, { error: "location_required" });

/** Step 1: the owner (the API's rules for `f_name`, `l_name`, `email`, `phone`, `password`). */
export const vendorOwnerSchema = z.object({
  f_name: personNameSchema,
  l_name: z.string().trim().max(REGISTRATION_BOUNDS.name, { error: "too_long" }),
  email: registrationEmailSchema,
  phone: vendorPhoneSchema,
  password: strongPasswordSchema,
});

/** Step 2: the store (name and address in English and Arabic, module, zone, pin, tax, times, images). */
export const vendorStoreSchema = z.object({
  name_en: storeText(REGISTRATION_BOUNDS.storeName),
  name_ar: storeText(REGISTRATION_BOUNDS.storeName),
  address_en: storeText(REGISTRATION_BOUNDS.storeAddress),
  address_ar: storeText(REGISTRATION_BOUNDS.storeAddress),
  module_id: z.string().min(1, { error: "choose" }),
  zone_id: z.string().min(1, { error: "choose" }),
  pin: pinSchema,
  tax: numberText(storeTaxNumberSchema),
  minimum_delivery_time: numberText(deliveryTimeNumberSchema),
  maximum_delivery_time: numberText(deliveryTimeNumberSchema),
  delivery_time_type: z.enum(DELIVERY_TIME_UNITS),
  logo: image.nullable().refine((file) => file !== null, { error: "logo_required" }),
  cover_photo: image.nullable(),
});

/** The business plans a vendor may register with (api-paths §1 `business_plan`). */
export const BUSINESS_PLANS = ["commission", "subscription"] as const;
/** A business plan. */
export type BusinessPlan = (typeof BUSINESS_PLANS)[number];

/**
 * Step 3: the business plan, and with "subscription" one of `vendor/package-view`'s packages (`package_id`,
 * the chosen card's id as text; required by the refinement of the whole form below).
 */
export const vendorPlanSchema = z.object({
  business_plan: z.enum(BUSINESS_PLANS, { error: "choose" }),
  package_id: z.string(),
});

/** Whether the values ask for a subscription (the package check's precondition). */
function asksSubscription(value: unknown): boolean {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as Record<string, unknown>).business_plan === "subscription"
  );
}

/** The two delivery times as numbers, when both are. */
function timesOf(value: unknown): { min: number; max: number } | null {
  if (typeof value !== "object" || value === null) return null;
  const record = value as Record<string, unknown>;
  const min = Number(record.minimum_delivery_time);
  const max = Number(record.maximum_delivery_time);
  return record.minimum_delivery_time !== "" && Number.isFinite(min) && Number.isFinite(max)
    ? { min, max }
    : null;
}

/** The whole vendor form: every step's rules, and the maximum time not under the minimum. */
export const vendorFormSchema = z
  .object({
    ...vendorOwnerSchema.shape,
    ...vendorStoreSchema.shape,
    ...vendorPlanSchema.shape,
  })
  .refine(
    (values) => {
      const times = timesOf(values);
      return times === null || times.max >= times.min;
    },
    {
      path: ["maximum_delivery_time"],
      error: "delivery_time_order",
      when: (payload) => timesOf(payload.value) !== null,
    },
  )
  .refine((values) => values.business_plan !== "subscription" || values.package_id !== "", {
    path: ["package_id"],
    error: "package_required",
    // Checked with the other fields' failures too, like the delivery times.
    when: (payload) => asksSubscription(payload.value),
  });

/** What the vendor form holds, as typed (numbers stay text until sent). */
export type VendorFormValues = z.input<typeof vendorFormSchema>;
/** The checked form: numbers parsed, the logo present. */
export type VendorFormOutput = z.output<typeof vendorFormSchema>;

/** The form's steps and the fields each one checks before the next. */
export const VENDOR_STEPS = [
  { key: "stepOwner", fields: Object.keys(vendorOwnerSchema.shape) },
  { key: "stepStore", fields: Object.keys(vendorStoreSchema.shape) },
  { key: "stepPlan", fields: Object.keys(vendorPlanSchema.shape) },
] as const;

export const VENDOR_DEFAULTS: VendorFormValues = {
  f_name: "",
  l_name: "",
  email: "",
  phone: "",
  password: "",
  name_en: "",
  name_ar: "",
  address_en: "",
  address_ar: "",
  module_id: "",
  zone_id: "",
  pin: null,
  tax: "",
  minimum_delivery_time: "",
  maximum_delivery_time: "",
  delivery_time_type: "min",
  logo: null,
  cover_photo: null,
  business_plan: "commission",
  package_id: "",
};

/** The server's field names mapped to the form's (translations are the store name and address). */
export function vendorFieldOf(code: string): keyof VendorFormValues | null {
  if (code === "coordinates" || code === "latitude" || code === "longitude") return "pin";
  if (code.startsWith("translations")) return "name_en";
  if (code === "business_plan") return "business_plan";
  return code in VENDOR_DEFAULTS ? (code as keyof VendorFormValues) : null;
}
