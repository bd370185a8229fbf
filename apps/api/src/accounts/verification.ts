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
