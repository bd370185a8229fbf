/** Auth: login/sign-up bodies and the auth envelope. */
import * as z from "zod";

import { wireFlag, wireId, wireOptionalId, wireString } from "./wire";

/**
 * The auth envelope: `token` (null while a step remains), `is_phone_verified`, `is_email_verified`,
 * `is_personal_info` (false = call update-info), `is_exist_user` (null or `{ id, name, image }`).
 */
export const loginResponseSchema = z.looseObject({
  token: z.string().nullish(),
  is_phone_verified: wireFlag.optional(),
  is_email_verified: wireFlag.optional(),
  is_personal_info: wireFlag.optional(),
  is_exist_user: z
    .looseObject({ id: wireId.optional(), name: z.string().nullish(), image: z.string().nullish() })
    .nullish(),
  login_type: z.string().nullish(),
  email: z.string().nullish(),
  reset_token: z.string().nullish(),
  /** While update-info is the next step: the ticket it must send back (reference API). */
  update_info_token: z.string().nullish(),
  /** With `is_exist_user`: the single-use ticket the "Is It You?" answer must send back (reference API). */
  exist_user_token: z.string().nullish(),
  phone: z.string().nullish(),
  message: z.string().nullish(),
});
/** The auth envelope. */
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `POST auth/guest/request` answer. */
export const guestResponseSchema = z.looseObject({
  message: z.string().nullish(),
  guest_id: wireId,
});
/** Guest request answer. */
export type GuestResponse = z.infer<typeof guestResponseSchema>;

/** `POST auth/sign-up` body. */
export const signUpBodySchema = z.object({
  name: z.string().min(1),
  email: z.email().max(255).optional(),
  phone: z.string().min(10),
  password: z.string().min(6),
  ref_code: z.string().optional(),
  guest_id: wireId.optional(),
});
/** Sign-up body. */
export type SignUpBody = z.infer<typeof signUpBodySchema>;

const socialMedium = z.enum(["google", "facebook", "apple"]);

/** `POST auth/login` body: manual, otp (two steps) or social. */
export const loginBodySchema = z.discriminatedUnion("login_type", [
  z.object({
    login_type: z.literal("manual"),
    email_or_phone: z.string().min(1),
    password: z.string().min(6),
    field_type: z.enum(["phone", "email"]),
    guest_id: wireId.optional(),
  }),
  z.object({
    login_type: z.literal("otp"),
    phone: z.string().min(1),
    otp: z.string().optional(),
    verified: z.union([z.string(), z.number(), z.boolean()]).optional(),
    /** The "Is It You?" answer's proof: the ticket of the step that asked (reference API, ADR 0024). */
    exist_user_token: z.string().optional(),
    guest_id: wireId.optional(),
  }),
  z.object({
    login_type: z.literal("social"),
    token: z.string().min(1),
    unique_id: z.string().min(1),
    email: z.string().optional(),
    medium: socialMedium,
    access_token: z.union([z.string(), z.number()]).optional(),
    platform: z.string().optional(),
    verified: z.union([z.string(), z.number(), z.boolean()]).optional(),
    /** The "Is It You?" answer's ticket after a social login (reference API, ADR 0024 addendum). */
    exist_user_token: z.string().optional(),
    guest_id: wireId.optional(),
  }),
]);
/** Login body. */
export type LoginBody = z.infer<typeof loginBodySchema>;

/** `POST auth/verify-phone` body. */
export const verifyPhoneBodySchema = z.object({
  otp: z.string().min(1),
  verification_type: z.enum(["phone", "email"]),
  phone: z.string().optional(),
  email: z.string().optional(),
  login_type: z.enum(["manual", "otp"]),
  guest_id: wireId.optional(),
});
/** Verify-phone body. */
export type VerifyPhoneBody = z.infer<typeof verifyPhoneBodySchema>;

/** `POST auth/firebase-verify-token` body. */
export const firebaseVerifyBodySchema = z.object({
  session_info: z.string().min(1),
  phone: z.string().min(1),
  otp: z.string().min(1),
  login_type: z.enum(["manual", "otp"]),
  guest_id: wireId.optional(),
});
/** Firebase verify body. */
export type FirebaseVerifyBody = z.infer<typeof firebaseVerifyBodySchema>;

/** `POST auth/update-info` body. */
export const updateInfoBodySchema = z.object({
  name: z.string().min(1),
  login_type: z.enum(["otp", "social", "manual"]),
  phone: z.string().min(1),
  email: z.string().min(1),
  ref_code: z.string().optional(),
  guest_id: wireId.optional(),
  /** The single-use ticket of the login answer that asked for update-info (reference API). */
  update_info_token: z.string().optional(),
});
/** Update-info body. */
export type UpdateInfoBody = z.infer<typeof updateInfoBodySchema>;

/** `POST auth/social-login` body (legacy flow). */
export const socialLoginBodySchema = z.object({
  token: z.string().min(1),
  unique_id: z.string().min(1),
  email: z.string().optional(),
  medium: socialMedium,
  id_token: z.boolean().optional(),
});
/** Social-login body. */
export type SocialLoginBody = z.infer<typeof socialLoginBodySchema>;

/** `POST auth/social-register` body. */
export const socialRegisterBodySchema = socialLoginBodySchema.extend({
  phone: z.string().min(1),
  ref_code: z.string().optional(),
});
/** Social-register body. */
export type SocialRegisterBody = z.infer<typeof socialRegisterBodySchema>;

/** `POST auth/forgot-password` body. */
export const forgotPasswordBodySchema = z.object({
  verification_method: z.enum(["phone", "email"]),
  phone: z.string().optional(),
  email: z.string().optional(),
});
/** Forgot-password body. */
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** `POST auth/verify-token` body. */
export const verifyResetTokenBodySchema = forgotPasswordBodySchema.extend({
  reset_token: z.string().min(1),
});
/** Verify-token body. */
export type VerifyResetTokenBody = z.infer<typeof verifyResetTokenBodySchema>;

/** `PUT auth/reset-password` body. */
export const resetPasswordBodySchema = verifyResetTokenBodySchema
  .extend({ password: z.string().min(8), confirm_password: z.string().min(8) })
  .refine((body) => body.password === body.confirm_password, {
    path: ["confirm_password"],
    message: "The passwords do not match",
  });
/** Reset-password body. */
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** `PUT auth/firebase-reset-password` body. */
export const firebaseResetPasswordBodySchema = z.object({
  sessionInfo: z.string().min(1),
  phoneNumber: z.string().min(1),
  code: z.string().min(1),
  is_reset_token: z.union([z.literal(0), z.literal(1)]).optional(),
});
/** Firebase reset-password body. */
export type FirebaseResetPasswordBody = z.infer<typeof firebaseResetPasswordBodySchema>;

/** `POST auth/vendor/register` answer. */
export const vendorRegisterResponseSchema = z.looseObject({
  store_id: wireOptionalId,
  type: z.string().nullish(),
  package_id: wireOptionalId,
  message: z.string().nullish(),
});
/** Vendor registration answer. */
export type VendorRegisterResponse = z.infer<typeof vendorRegisterResponseSchema>;

/** `POST auth/social-login` / `social-register` answer. */
export const socialLoginResponseSchema = z.looseObject({
  token: z.string().nullish(),
  is_phone_verified: wireFlag.optional(),
  phone: z.string().nullish(),
  res: z.unknown().optional(),
});
/** Social-login answer. */
export type SocialLoginResponse = z.infer<typeof socialLoginResponseSchema>;

/** A `{ message }` answer (most mutations), shown as a toast. */
export const messageResponseSchema = z.preprocess(
  (value: unknown) =>
    typeof value === "string" ? { message: value } : Array.isArray(value) ? {} : value,
  z.looseObject({ message: wireString.nullish() }),
);
/** A `{ message }` answer. */
export type MessageResponse = z.infer<typeof messageResponseSchema>;
