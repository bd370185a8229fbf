/** The centralised login switches from the business settings (`centralize_login`). */
export interface LoginSettings {
  phoneVerification: boolean;
  emailVerification: boolean;
  /** `otp_login_status`: OTP login is offered (else refused). */
  otpLogin: boolean;
  /** `social_login_status` and each provider's `<medium>_login_status`. */
  socialLogin: { google: boolean; facebook: boolean; apple: boolean } | null;
}

export function loginSettings(settings: Record<string, unknown>): LoginSettings {
  const raw = settings.centralize_login;
  const central = (typeof raw === "object" && raw !== null ? raw : {}) as Record<string, unknown>;
  const on = (value: unknown) => value === 1 || value === true || value === "1";
  return {
    phoneVerification: on(central.phone_verification_status),
    emailVerification: on(central.email_verification_status),
    otpLogin: on(central.otp_login_status),
    socialLogin: on(central.social_login_status)
      ? {
          google: on(central.google_login_status),
          facebook: on(central.facebook_login_status),
          apple: on(central.apple_login_status),
        }
      : null,
  };
}

/** Whether this social provider may sign in under these settings. */
export const socialLoginOn = (settings: LoginSettings, medium: "google" | "facebook" | "apple") =>
  settings.socialLogin?.[medium] === true;

/**
 * The channel a sign-in must verify by a code before it signs in (spec A §4 "Login routing"): the
 * phone first, then the e-mail, each only while its verification is switched on; null when none.
 */
export function unverifiedChannel(
  user: {
    phone: string | null;
    isPhoneVerified: boolean;
    email: string | null;
    isEmailVerified: boolean;
  },
  settings: LoginSettings,
): { channel: "phone" | "email"; target: string } | null {
  if (settings.phoneVerification && !user.isPhoneVerified && user.phone !== null)
    return { channel: "phone", target: user.phone };
  if (settings.emailVerification && !user.isEmailVerified && user.email !== null)
    return { channel: "email", target: user.email };
  return null;
}
