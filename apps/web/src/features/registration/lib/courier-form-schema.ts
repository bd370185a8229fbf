import * as z from "zod";

import {
  courierPhoneSchema,
  IDENTITY_TYPES,
  personNameSchema,
  REGISTRATION_BOUNDS,
  registrationEmailSchema,
  strongPasswordSchema,
} from "@marketplace/api-client";

import { imageProblem, MAX_IDENTITY_IMAGES } from "./image-files";

const image = z.instanceof(File).superRefine((file, context) => {
  const problem = imageProblem(file);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

/** The delivery-staff form: the API's rules of `auth/delivery-man/store`, field by field. */
export const courierFormSchema = z.object({
  f_name: personNameSchema,
  l_name: z.string().trim().max(REGISTRATION_BOUNDS.name, { error: "too_long" }),
  email: registrationEmailSchema,
  phone: courierPhoneSchema,
  password: strongPasswordSchema,
  identity_type: z.enum(IDENTITY_TYPES, { error: "choose" }),
  identity_number: z
    .string()
    .trim()
    .min(1, { error: "required" })
    .max(REGISTRATION_BOUNDS.identityNumber, { error: "too_long" }),
  identity_image: z.array(image).max(MAX_IDENTITY_IMAGES, { error: "too_many_images" }),
  image: image.nullable(),
  zone_id: z.string().min(1, { error: "choose" }),
  vehicle_id: z.string().min(1, { error: "choose" }),
  earning: z.enum(["1", "0"]),
  serve_for: z.array(z.enum(["delivery", "ride"])).min(1, { error: "serve_for_required" }),
  referral_code: z.string().trim().max(50, { error: "too_long" }),
});

/** What the form holds, as typed. */
export type CourierFormValues = z.input<typeof courierFormSchema>;
/** The checked form. */
export type CourierFormOutput = z.output<typeof courierFormSchema>;

export const COURIER_DEFAULTS: CourierFormValues = {
  f_name: "",
  l_name: "",
  email: "",
  phone: "",
  password: "",
  identity_type: "passport",
  identity_number: "",
  identity_image: [],
  image: null,
  zone_id: "",
  vehicle_id: "",
  earning: "1",
  serve_for: ["delivery"],
  referral_code: "",
};

/** The server's field names mapped to the form's. */
export function courierFieldOf(code: string): keyof CourierFormValues | null {
  if (code.startsWith("identity_image")) return "identity_image";
  return code in COURIER_DEFAULTS ? (code as keyof CourierFormValues) : null;
}
