// Single source of truth for the forgot / reset password forms (A2 /forgot-password, A5, A9).

import { z } from "zod";

import { bothPasswordsTyped, emailField, newPasswordField, phoneField } from "./form-fields";

/** Where the reset code goes: a phone or an e-mail (the API's `verification_method`). */
export const RESET_METHODS = ["phone", "email"] as const;
export type ResetMethod = (typeof RESET_METHODS)[number];

/**
 * The first step: a phone (required, at least 10 characters) or an e-mail (required, valid, max 255),
 * with the spec's messages of the sign-up fields.
 * @example forgotPasswordSchema.safeParse({ method: "email", email: "ann@example.com" }).success // true
 */
export const forgotPasswordSchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("phone"), phone: phoneField() }),
  z.object({ method: z.literal("email"), email: emailField() }),
]);
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

/**
 * The new password: required and at least 6 (the spec's messages), then the shared rule for new
 * passwords (`newPasswordProblem`: 8 characters, not common, at most 72 bytes; codes `new_password_*`);
 * the confirmation required ('Confirm Password') and equal ('Passwords must match').
 * @example resetPasswordSchema.safeParse({ password: "Nora-pass-12", confirm_password: "Nora-pass-12" }).success // true
 */
export const resetPasswordSchema = z
  .object({
    password: newPasswordField(),
    confirm_password: z
      .string({ error: "confirm_password_required" })
      .min(1, { error: "confirm_password_required" }),
  })
  .refine(
    (values) => values.confirm_password === "" || values.password === values.confirm_password,
    { error: "passwords_must_match", path: ["confirm_password"], when: bothPasswordsTyped },
  );
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
