import type { LoginRoute, LoginRoutingResponse } from "@marketplace/domain";
import { loginRoute, socialLoginRoute } from "@marketplace/domain";

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
