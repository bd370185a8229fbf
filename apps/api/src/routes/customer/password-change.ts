import type { Context } from "hono";

import type { ProfileUpdateBody } from "@marketplace/api-client";

import type { UserRow } from "../../accounts/users";
import type { AppEnv } from "../../lib/app-env";
import { checkOtp, issueOtp } from "../../accounts/otp";
import { verifyPassword } from "../../accounts/passwords";
import { ApiError } from "../../lib/errors";
import { otpDeps } from "../auth/context";
import { assertOtp, assertSent } from "../auth/otp-errors";

/** The contract's "OTP sent" answer of `customer/update-profile`. */
export interface OtpStep {
  verification_on: "phone" | "email";
  verification_medium: "SMS";
  otp_send: 1;
  message: string;
}

const currentPasswordError = (message: string) => ApiError.of(403, "current_password", message);

/**
 * Proof for a password change: the current password (`current_password`), or else a fresh OTP sent to
 * the account's verified phone (or e-mail). Answers the OTP step when the code is still to be sent;
 * null when the change may go ahead; throws otherwise. When a verified channel changes in the same
 * request its OTP goes to the new value, so the current password is required then.
 */
export async function passwordChangeProof(
  c: Context<AppEnv>,
  user: UserRow,
  body: Pick<ProfileUpdateBody, "current_password" | "otp">,
  channelChanges: boolean,
): Promise<OtpStep | null> {
  if (body.current_password !== undefined && body.current_password !== "") {
    if (!(await verifyPassword(body.current_password, user.passwordHash)))
      throw currentPasswordError("The current password is incorrect.");
    return null;
  }
  const channel =
    user.isPhoneVerified && user.phone
      ? { on: "phone" as const, target: user.phone }
      : user.isEmailVerified && user.email
        ? { on: "email" as const, target: user.email }
        : null;
  if (!channel || channelChanges)
    throw currentPasswordError("The current password is required to change the password.");
  if (!body.otp) {
    assertSent(await issueOtp(otpDeps(c), "profile", channel.target));
    return {
      verification_on: channel.on,
      verification_medium: "SMS",
      otp_send: 1,
      message: "OTP sent successfully.",
    };
  }
  assertOtp(await checkOtp(otpDeps(c), "profile", channel.target, body.otp));
  return null;
}
