import type { SocialProvider } from "@marketplace/domain";

export type LoginType = "manual" | "otp" | "social";

/** What the visitor typed or the provider gave, carried through the steps after the first call. */
export interface AuthContact {
  loginType: LoginType;
  phone: string | null;
  email: string | null;
  /** The single-use update-info ticket of the answer that asked for user_info (reference API). */
  ticket: string | null;
}

/** The demo provider's answer: what a real provider's SDK would hand the storefront. */
export interface SocialCredentials {
  medium: SocialProvider;
  token: string;
  uniqueId: string;
  email: string | null;
}

/** The auth modal's views (spec A §2 "Auth modal views") plus the OTP modal and the demo provider. */
export type AuthStep =
  | { view: "sign-in" }
  | {
      view: "otp";
      /** otp-login: the code signs in (`auth/login`); verify: the code proves a channel (`auth/verify-phone`). */
      kind: "otp-login" | "verify";
      channel: "phone" | "email";
      destination: string;
      contact: AuthContact;
      sentAt: number;
    }
  | { view: "user_info"; contact: AuthContact }
  | {
      view: "is_exist_user";
      name: string | null;
      image: string | null;
      contact: AuthContact;
      /** The single-use ticket the answer sends back (ADR 0024); null when the server gave none. */
      existTicket: string | null;
      /** After a social login: the provider's answer, sent again with the visitor's answer. */
      social: SocialCredentials | null;
    }
  | { view: "phone_modal"; social: SocialCredentials }
  | { view: "social_demo"; medium: SocialProvider };
