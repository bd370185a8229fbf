import type { ResetMethod } from "@marketplace/domain";
import { forgotPassword } from "@marketplace/api-client";
import { forgotPasswordSchema, sanitizePhoneInput } from "@marketplace/domain";

import type { VisitorContext } from "~/lib/visitor/visitor-context";
import { getBrowserClient } from "~/lib/api/browser-client";
import { failure } from "./sign-up-submit";

/** Where the reset code goes, as the API's bodies name it. */
export type ResetTarget =
  | { verification_method: "phone"; phone: string }
  | {
      verification_method: "email";
      email: string;
    };

/**
 * Loaded with the visitor's first action on /forgot-password: the domain's `forgotPasswordSchema` over
 * the typed phone (with its dialling code) or e-mail. Answers the message code, or the target.
 */
export function checkForgotPassword(input: {
  method: ResetMethod;
  dialCode: string;
  national: string;
  email: string;
}): { error: string | null; target: ResetTarget | null } {
  const digits = sanitizePhoneInput(input.national).replace(/^\+/, "");
  const parsed = forgotPasswordSchema.safeParse(
    input.method === "phone"
      ? { method: "phone", phone: digits === "" ? "" : `${input.dialCode}${digits}` }
      : { method: "email", email: input.email },
  );
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? null, target: null };
  return {
    error: null,
    target:
      parsed.data.method === "phone"
        ? { verification_method: "phone", phone: parsed.data.phone }
        : { verification_method: "email", email: parsed.data.email },
  };
}

/** `auth/forgot-password`: sends the reset code. Answers the server's messages when refused. */
export async function requestResetCode(
  target: ResetTarget,
  visitor: VisitorContext,
): Promise<{ ok: true } | { ok: false; messages: string[] }> {
  try {
    await forgotPassword(getBrowserClient(visitor), target);
    return { ok: true };
  } catch (error) {
    const { fields, messages } = failure(error);
    return { ok: false, messages: [...Object.values(fields), ...messages] };
  }
}
