// Single source of truth for the sign-up form (A5).

import { z } from "zod";

import {
  bothPasswordsTyped,
  emailField,
  newPasswordField,
  phoneField,
  requiredText,
} from "./form-fields";

/**
 * Sign-up: name ('First name is required'); email required, valid, max 255; phone required, minimum 10;
 * password required, minimum 6, then the shared rule for new passwords (`newPasswordField`: 8, not common); confirm_password required ('Confirm Password') and equal to password
 * ('Passwords must match'); terms must be accepted ('You must accept the terms and conditions'); optional ref_code.
 * @example signUpSchema.safeParse({ name: "Ann", email: "ann@example.com", phone: "+8801700000000", password: "secret1", confirm_password: "secret1", terms: true })
 */
export const signUpSchema = z
  .object({
    name: requiredText("first_name_required"),
    email: emailField(),
    phone: phoneField(),
    password: newPasswordField(),
    confirm_password: z
      .string({ error: "confirm_password_required" })
      .min(1, { error: "confirm_password_required" }),
    ref_code: z.string().trim().optional(),
    terms: z.boolean().refine((accepted) => accepted, { error: "terms_required" }),
  })
  .refine(
    (values) => values.confirm_password === "" || values.password === values.confirm_password,
    {
      error: "passwords_must_match",
      path: ["confirm_password"],
      when: bothPasswordsTyped,
    },
  );
export type SignUpValues = z.infer<typeof signUpSchema>;
