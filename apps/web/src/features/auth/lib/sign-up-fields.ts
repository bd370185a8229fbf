import type { FormMessageCode } from "@marketplace/domain";

/** The sign-up form's fields, named as the domain's `signUpSchema` and the API's body name them. */
export const SIGN_UP_FIELDS = [
  "name",
  "ref_code",
  "email",
  "phone",
  "password",
  "confirm_password",
  "terms",
] as const;
export type SignUpFieldName = (typeof SIGN_UP_FIELDS)[number];

/** What the form holds: the phone's national part and its dialling code apart, as typed. */
export interface SignUpInput {
  name: string;
  ref_code: string;
  email: string;
  dialCode: string;
  national: string;
  password: string;
  confirm_password: string;
  terms: boolean;
}

/** A message per field: a domain code (worded by the page) or the server's own text. */
export type SignUpFieldErrors = Partial<Record<SignUpFieldName, string>>;

/** The domain codes `signUpSchema` answers (spec A §5), worded on the server for the form. */
export const SIGN_UP_MESSAGE_CODES = [
  "first_name_required",
  "email_required",
  "email_invalid",
  "phone_required",
  "phone_too_short",
  "password_required",
  "password_too_short",
  "new_password_too_short",
  "new_password_too_long",
  "new_password_common",
  "confirm_password_required",
  "passwords_must_match",
  "terms_required",
] as const satisfies readonly FormMessageCode[];

/** Whether a field name from the server (an error's `code`) is one of the form's fields. */
export function isSignUpField(name: string | undefined): name is SignUpFieldName {
  return (SIGN_UP_FIELDS as readonly string[]).includes(name ?? "");
}
