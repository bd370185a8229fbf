// Single source of truth for login routing (A4): after login, after OTP verification and after social login.

import type { LoginResponse } from "@marketplace/api-client";

/** The auth envelope fields the routing reads (auth/login, auth/verify-phone, social login). */
export type LoginRoutingResponse = Pick<
  LoginResponse,
  "token" | "is_personal_info" | "is_phone_verified" | "is_email_verified" | "is_exist_user"
>;

export type AuthView = "sign-in" | "sign-up" | "phone_modal" | "user_info" | "is_exist_user";

export type LoginRoute =
  | { code: "sign_in"; token: string | null }
  | { code: "user_info" }
  | { code: "verify_otp"; channel: "phone" | "email"; provider: "firebase" | "server" }
  | { code: "is_exist_user"; name: string | null; image: string | null }
  | { code: "phone_modal" }
  | { code: "show_error"; messages: string[] };

/** Only an explicit 0/false counts as "off": a field the server leaves out does not trigger a step. */
const isOff = (value: boolean | undefined): boolean => value === false;
const token = (response: LoginRoutingResponse): string | null => response.token ?? null;

/**
 * After login: is_personal_info 0 → user_info; both phone and email verified → sign in; otherwise OTP
 * verification for the unverified one (phone first), using the firebase flow for phone when
 * firebase_otp_verification is on.
 * @example loginRoute({ is_personal_info: 1, is_phone_verified: 0, is_email_verified: 1 }, { firebaseOtp: true }) // { code: "verify_otp", channel: "phone", provider: "firebase" }
 */
export function loginRoute(
  response: LoginRoutingResponse,
  options: { firebaseOtp: boolean },
): LoginRoute {
  if (isOff(response.is_personal_info)) return { code: "user_info" };
  if (isOff(response.is_phone_verified)) {
    return {
      code: "verify_otp",
      channel: "phone",
      provider: options.firebaseOtp ? "firebase" : "server",
    };
  }
  if (isOff(response.is_email_verified))
    return { code: "verify_otp", channel: "email", provider: "server" };
  return { code: "sign_in", token: token(response) };
}

function existingOrSignIn(response: LoginRoutingResponse): LoginRoute {
  const existing = response.is_exist_user;
  if (existing !== null && existing !== undefined) {
    return { code: "is_exist_user", name: existing.name ?? null, image: existing.image ?? null };
  }
  return { code: "sign_in", token: token(response) };
}

/**
 * After OTP verification: is_personal_info 0 → user_info; otherwise is_exist_user not null →
 * is_exist_user; otherwise sign in.
 * @example afterOtpRoute({ is_personal_info: 1, is_exist_user: null, token: "t" }) // { code: "sign_in", token: "t" }
 */
export function afterOtpRoute(response: LoginRoutingResponse): LoginRoute {
  if (isOff(response.is_personal_info)) return { code: "user_info" };
  return existingOrSignIn(response);
}

/**
 * Social login: an error with code 'email' opens phone_modal; other errors are toasts. No existing user
 * and personal info 1 signs in with the token; personal info 0 → user_info; otherwise the
 * is_exist_user confirmation.
 * @example socialLoginRoute({ errors: [{ code: "email", message: "…" }] }) // { code: "phone_modal" }
 */
export function socialLoginRoute(
  result:
    | LoginRoutingResponse
    | { errors: readonly { code?: string | null | undefined; message: string }[] },
): LoginRoute {
  if ("errors" in result) {
    if (result.errors.some((error) => error.code === "email")) return { code: "phone_modal" };
    return { code: "show_error", messages: result.errors.map((error) => error.message) };
  }
  if (isOff(result.is_personal_info)) return { code: "user_info" };
  return existingOrSignIn(result);
}

/**
 * Where a successful social login goes (spec A §4): the social routing (user_info, is_exist_user), and
 * where it would sign in, the login routing's verification first — a linked account whose phone (or
 * e-mail) is unverified answers `token: null` with the code already sent, so it is asked for that code
 * (verify_otp) instead of being treated as signed in.
 * @example socialSignInRoute({ token: null, is_personal_info: 1, is_phone_verified: 0, is_exist_user: null }, { firebaseOtp: false }) // { code: "verify_otp", channel: "phone", provider: "server" }
 */
export function socialSignInRoute(
  response: LoginRoutingResponse,
  options: { firebaseOtp: boolean },
): LoginRoute {
  const route = socialLoginRoute(response);
  return route.code === "sign_in" ? loginRoute(response, options) : route;
}
