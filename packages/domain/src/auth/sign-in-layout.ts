// Single source of truth for the sign-in layout chosen by the enabled login types (A2, A5).

import type { Config } from "@marketplace/api-client";

export type SignInLayout =
  | "all"
  | "otp_manual"
  | "otp_social"
  | "manual_social"
  | "otp_only"
  | "manual_only"
  | "social_only";

export interface SignInLayoutInfo {
  layout: SignInLayout;
  /** The view shown first. */
  initialView: "manual" | "otp";
  /** The 'all' and otp+manual layouts have an 'Or Sign in with OTP' switch. */
  canSwitchToOtp: boolean;
  showsSocial: boolean;
}

/**
 * Sign-in layout depends on which login types are enabled (otp, manual, social): all three; otp+manual;
 * otp+social; manual+social; otp only; manual only; social only; default manual (none enabled).
 * @example signInLayout({ manual_login_status: true, otp_login_status: true }).layout // "otp_manual"
 */
export function signInLayout(
  login:
    | Pick<
        NonNullable<Config["centralize_login"]>,
        "manual_login_status" | "otp_login_status" | "social_login_status"
      >
    | null
    | undefined,
): SignInLayoutInfo {
  const otp = login?.otp_login_status === true;
  const manual = login?.manual_login_status === true;
  const social = login?.social_login_status === true;
  if (otp && manual && social)
    return { layout: "all", initialView: "manual", canSwitchToOtp: true, showsSocial: true };
  if (otp && manual)
    return {
      layout: "otp_manual",
      initialView: "manual",
      canSwitchToOtp: true,
      showsSocial: false,
    };
  if (otp && social)
    return { layout: "otp_social", initialView: "otp", canSwitchToOtp: false, showsSocial: true };
  if (manual && social) {
    return {
      layout: "manual_social",
      initialView: "manual",
      canSwitchToOtp: false,
      showsSocial: true,
    };
  }
  if (otp)
    return { layout: "otp_only", initialView: "otp", canSwitchToOtp: false, showsSocial: false };
  if (social)
    return {
      layout: "social_only",
      initialView: "manual",
      canSwitchToOtp: false,
      showsSocial: true,
    };
  return {
    layout: "manual_only",
    initialView: "manual",
    canSwitchToOtp: false,
    showsSocial: false,
  };
}
