// Single source of truth for the sign-in forms (A5): manual sign-in and the OTP phone form (also the phone prompt).

import { z } from "zod";

import {
  EMAIL_PATTERN,
  passwordField,
  PHONE_PATTERN,
  phoneField,
  requiredText,
} from "./form-fields";

/**
 * Manual sign-in: email_or_phone required ('Email or phone number is required') and an email or a phone
 * ('Must be a valid email or phone number'); password required and at least 6.
 * @example signInSchema.safeParse({ email_or_phone: "ann@example.com", password: "secret1", remember: true })
 */
export const signInSchema = z.object({
  email_or_phone: requiredText("email_or_phone_required").refine(
    (value) => EMAIL_PATTERN.test(value) || PHONE_PATTERN.test(value),
    { error: "email_or_phone_invalid" },
  ),
  password: passwordField(),
  remember: z.boolean().optional(),
});
export type SignInValues = z.infer<typeof signInSchema>;

/**
 * OTP sign-in and the phone prompt after social login: phone required ('Please give a phone number'),
 * at least 10 ('number must be 10 digits').
 * @example otpPhoneSchema.safeParse({ phone: "+8801700000000" })
 */
export const otpPhoneSchema = z.object({ phone: phoneField(), remember: z.boolean().optional() });
export type OtpPhoneValues = z.infer<typeof otpPhoneSchema>;

/**
 * Whether the sign-in value is an email or a phone (`field_type` of the login payload).
 * @example loginFieldType("ann@example.com") // "email"
 */
export function loginFieldType(emailOrPhone: string): "email" | "phone" {
  return EMAIL_PATTERN.test(emailOrPhone.trim()) ? "email" : "phone";
}
