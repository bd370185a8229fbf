// Single source of truth for the profile form (A5): name, phone (digits and one leading plus), email, and a
// password only when manual login is on.

import { z } from "zod";

import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  newPasswordField,
  requiredText,
  sanitizePhoneInput,
  whenObject,
} from "./form-fields";

const baseShape = {
  name: requiredText("name_required"),
  phone: z
    .string({ error: "profile_phone_required" })
    .transform(sanitizePhoneInput)
    .pipe(z.string().min(1, { error: "profile_phone_required" })),
  email: requiredText("email_required")
    .max(EMAIL_MAX_LENGTH, { error: "email_invalid" })
    .regex(EMAIL_PATTERN, { error: "email_invalid" }),
};

/**
 * Profile: name ('name is required'); phone ('phone number required', kept to digits with an optional
 * leading plus); email valid ('Must be a valid email'), max 255, required ('Email is required'). With manual
 * login on, an optional new password (`newPasswordField`: the spec's 6, then 8 and not common) that the confirmation must match ('Passwords must match').
 * @example profileSchema({ manualLogin: true }).safeParse({ name: "Ann", phone: "+880 1700-000000", email: "ann@example.com" })
 */
export function profileSchema(options: { manualLogin: boolean }) {
  if (!options.manualLogin) return z.object(baseShape);
  return z
    .object({
      ...baseShape,
      password: newPasswordField({ optional: true }).optional(),
      confirm_password: z.string().optional(),
    })
    .refine((values) => (values.password ?? "") === (values.confirm_password ?? ""), {
      error: "passwords_must_match",
      path: ["confirm_password"],
      when: whenObject,
    });
}
export type ProfileValues = z.infer<ReturnType<typeof profileSchema>>;

/**
 * A verified phone is not editable ('Not Changeable').
 * @example phoneEditable({ is_phone_verified: true }) // { code: "not_changeable" }
 */
export function phoneEditable(profile: {
  is_phone_verified?: boolean | number | null | undefined;
}): { code: "editable" } | { code: "not_changeable" } {
  return profile.is_phone_verified === true || profile.is_phone_verified === 1
    ? { code: "not_changeable" }
    : { code: "editable" };
}

/**
 * Update with no change: 'No changes found to update.'.
 * @example profileChange({ name: "Ann", phone: "1", email: "a@b.co" }, { name: "Ann", phone: "1", email: "a@b.co" }, false) // { code: "no_changes" }
 */
export function profileChange(
  current: { name: string; phone: string; email: string },
  next: { name: string; phone: string; email: string; password?: string | undefined },
  imageChanged: boolean,
): { code: "no_changes" } | { code: "changed" } {
  const same =
    current.name.trim() === next.name.trim() &&
    sanitizePhoneInput(current.phone) === sanitizePhoneInput(next.phone) &&
    current.email.trim() === next.email.trim() &&
    (next.password ?? "") === "" &&
    !imageChanged;
  return same ? { code: "no_changes" } : { code: "changed" };
}
