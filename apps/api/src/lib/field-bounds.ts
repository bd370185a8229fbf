import { textBounds } from "@marketplace/api-client";

import { ApiError } from "./errors";

/** Longest accepted text per body field, in characters. */
export type FieldBounds = Readonly<Record<string, number>>;

/**
 * The bounds of every auth, sign-up and profile body field (issue 20 #9): names, e-mails and phones
 * from the SDK's `textBounds` (api-paths.md: names max 100), secrets and codes sensible ones. A
 * password is also held to 72 bytes where one is set (domain `account-secrets`); here 255 characters
 * keeps a sign-in attempt from carrying megabytes into the hash. Provider tokens (social id tokens,
 * Firebase session info) are a few kilobytes at most.
 */
export const accountFieldBounds: FieldBounds = {
  name: textBounds.name,
  f_name: textBounds.name,
  l_name: textBounds.name,
  email: textBounds.email,
  email_or_phone: textBounds.email,
  phone: textBounds.phone,
  phoneNumber: textBounds.phone,
  password: 255,
  confirm_password: 255,
  current_password: 255,
  otp: textBounds.code,
  code: textBounds.code,
  ref_code: textBounds.code,
  platform: textBounds.code,
  verified: textBounds.code,
  reset_token: textBounds.line,
  update_info_token: textBounds.line,
  exist_user_token: textBounds.line,
  unique_id: textBounds.line,
  fcm_token: 500,
  token: 4096,
  access_token: 4096,
  session_info: 4096,
  sessionInfo: 4096,
};

const tooLong = (field: string, max: number) =>
  new ApiError(
    403,
    {
      errors: [
        {
          code: field,
          message: `The ${field.replace(/_/g, " ")} may not be greater than ${String(max)} characters.`,
        },
      ],
    },
    "Validation failed",
  );

/**
 * Refuses (403, the contract's validation envelope) a body whose bounded field holds a longer text
 * (a form field sent several times counts each value).
 */
export function refuseLongFields(raw: unknown, bounds: FieldBounds): void {
  if (typeof raw !== "object" || raw === null) return;
  for (const [field, value] of Object.entries(raw)) {
    const max = bounds[field];
    if (max === undefined) continue;
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (values.some((entry) => typeof entry === "string" && entry.length > max))
      throw tooLong(field, max);
  }
}
