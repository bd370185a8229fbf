import { sanitizePhoneInput, signUpSchema } from "@marketplace/domain";

import type { SignUpFieldErrors, SignUpInput } from "./sign-up-fields";
import { isSignUpField } from "./sign-up-fields";

/**
 * Loaded when the visitor first leaves a field or submits (not in the page's first load): the domain's
 * `signUpSchema` (spec A §5) over the form's input. Answers the first message code per field, and the
 * body to send when nothing is wrong.
 */
export function checkSignUp(input: SignUpInput): {
  errors: SignUpFieldErrors;
  phone: string;
  valid: boolean;
} {
  const digits = sanitizePhoneInput(input.national).replace(/^\+/, "");
  const phone = digits === "" ? "" : `${input.dialCode}${digits}`;
  const parsed = signUpSchema.safeParse({
    name: input.name,
    email: input.email,
    phone,
    password: input.password,
    confirm_password: input.confirm_password,
    ref_code: input.ref_code,
    terms: input.terms,
  });
  const errors: SignUpFieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === "string" && isSignUpField(field) && errors[field] === undefined)
        errors[field] = issue.message;
    }
  }
  return { errors, phone, valid: parsed.success };
}
