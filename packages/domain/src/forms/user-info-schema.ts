// Single source of truth for the user-info form after sign-in (A2, A5): no rules beyond required markings.

import { z } from "zod";

import { requiredText } from "./form-fields";

/**
 * User info: name and email-or-phone are required; the refer code is optional.
 * @example userInfoSchema.safeParse({ name: "Ann", email_or_phone: "ann@example.com" })
 */
export const userInfoSchema = z.object({
  name: requiredText("name_required"),
  email_or_phone: requiredText("email_or_phone_required"),
  ref_code: z.string().trim().optional(),
});
export type UserInfoValues = z.infer<typeof userInfoSchema>;
