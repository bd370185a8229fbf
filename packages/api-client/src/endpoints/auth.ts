/** Auth calls (`auth/*`, public). */
import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type {
  FirebaseResetPasswordBody,
  FirebaseVerifyBody,
  ForgotPasswordBody,
  GuestResponse,
  LoginBody,
  LoginResponse,
  MessageResponse,
  ResetPasswordBody,
  SignUpBody,
  SocialLoginBody,
  SocialLoginResponse,
  SocialRegisterBody,
  UpdateInfoBody,
  VerifyPhoneBody,
  VerifyResetTokenBody,
} from "../schemas/auth";
import {
  firebaseResetPasswordBodySchema,
  firebaseVerifyBodySchema,
  forgotPasswordBodySchema,
  guestResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  messageResponseSchema,
  resetPasswordBodySchema,
  signUpBodySchema,
  socialLoginBodySchema,
  socialLoginResponseSchema,
  socialRegisterBodySchema,
  updateInfoBodySchema,
  verifyPhoneBodySchema,
  verifyResetTokenBodySchema,
} from "../schemas/auth";
import { parseInput } from "./call";

/**
 * `POST auth/sign-up`. `token` is null while an OTP verification remains.
 *
 * @example
 * const res = await signUp(client, { name: "Ada Lovelace", phone: "+8801700000000", password: "secret12" });
 */
export async function signUp(
  client: ApiClient,
  body: SignUpBody,
  options: CallOptions = {},
): Promise<LoginResponse> {
  const json = parseInput(signUpBodySchema, body);
  return await client.request({
    method: "POST",
    path: "auth/sign-up",
    schema: loginResponseSchema,
    json,
    ...options,
  });
}

/**
 * `POST auth/login` (manual, otp or social). Sending `guest_id` merges the guest cart into the account.
 *
 * @example
 * const { token } = await login(client, { login_type: "manual", email_or_phone: "ada@example.com",
 *   password: "secret12", field_type: "email" });
 */
export async function login(
  client: ApiClient,
  body: LoginBody,
  options: CallOptions = {},
): Promise<LoginResponse> {
  const json = parseInput(loginBodySchema, body);
  return await client.request({
    method: "POST",
    path: "auth/login",
    schema: loginResponseSchema,
    json,
    ...options,
  });
}

/**
 * `POST auth/guest/request`: a new guest id, to store locally.
 *
 * @example
 * const { guest_id } = await requestGuest(client);
 */
export async function requestGuest(
  client: ApiClient,
  options: CallOptions = {},
): Promise<GuestResponse> {
  return await client.request({
    method: "POST",
    path: "auth/guest/request",
    schema: guestResponseSchema,
    json: {},
    ...options,
  });
}

/**
 * `POST auth/logout`: revokes the session of the client's bearer token (reference API; the storefront's
 * sign-out calls it before dropping its cookie).
 *
 * @example
 * await logout(client);
 */
export async function logout(
  client: ApiClient,
  options: CallOptions = {},
): Promise<MessageResponse> {
  return await client.request({
    method: "POST",
    path: "auth/logout",
    schema: messageResponseSchema,
    json: {},
    ...options,
  });
}

/**
 * `POST auth/verify-phone`: checks the OTP of a phone or an email.
 *
 * @example
 * await verifyPhone(client, { otp: "123456", verification_type: "phone", phone: "+8801700000000", login_type: "otp" });
 */
export async function verifyPhone(
  client: ApiClient,
  body: VerifyPhoneBody,
  options: CallOptions = {},
): Promise<LoginResponse> {
  const json = parseInput(verifyPhoneBodySchema, body);
  return await client.request({
    method: "POST",
    path: "auth/verify-phone",
    schema: loginResponseSchema,
    json,
    ...options,
  });
}

/**
 * `POST auth/firebase-verify-token`.
 *
 * @example
 * await firebaseVerifyToken(client, { session_info: "s", phone: "+8801700000000", otp: "123456", login_type: "otp" });
 */
export async function firebaseVerifyToken(
  client: ApiClient,
  body: FirebaseVerifyBody,
  options: CallOptions = {},
): Promise<LoginResponse> {
  const json = parseInput(firebaseVerifyBodySchema, body);
  return await client.request({
    method: "POST",
    path: "auth/firebase-verify-token",
    schema: loginResponseSchema,
    json,
    ...options,
  });
}

/**
 * `POST auth/update-info`: completes the profile after an OTP or social login; answers a token.
 *
 * @example
 * const { token } = await updateInfo(client, { name: "Ada", email: "ada@example.com", phone: "+8801700000000", login_type: "otp" });
 */
export async function updateInfo(
  client: ApiClient,
  body: UpdateInfoBody,
  options: CallOptions = {},
): Promise<LoginResponse> {
  const json = parseInput(updateInfoBodySchema, body);
  return await client.request({
    method: "POST",
    path: "auth/update-info",
    schema: loginResponseSchema,
    json,
    ...options,
  });
}

/**
 * `POST auth/social-login` (legacy flow; the newer one is `login` with `login_type: "social"`).
 *
 * @example
 * await socialLogin(client, { token: "t", unique_id: "u", email: "ada@example.com", medium: "google", id_token: true });
 */
export async function socialLogin(
  client: ApiClient,
  body: SocialLoginBody,
  options: CallOptions = {},
): Promise<SocialLoginResponse> {
  const json = parseInput(socialLoginBodySchema, body);
  return await client.request({
    method: "POST",
    path: "auth/social-login",
    schema: socialLoginResponseSchema,
    json,
    ...options,
  });
}

/**
 * `POST auth/social-register`.
 *
 * @example
 * await socialRegister(client, { token: "t", unique_id: "u", email: "ada@example.com", medium: "google", phone: "+8801700000000" });
 */
export async function socialRegister(
  client: ApiClient,
  body: SocialRegisterBody,
  options: CallOptions = {},
): Promise<SocialLoginResponse> {
  const json = parseInput(socialRegisterBodySchema, body);
  return await client.request({
    method: "POST",
    path: "auth/social-register",
    schema: socialLoginResponseSchema,
    json,
    ...options,
  });
}

/**
 * `POST auth/forgot-password`: sends a reset OTP.
 *
 * @example
 * await forgotPassword(client, { verification_method: "phone", phone: "+8801700000000" });
 */
export async function forgotPassword(
  client: ApiClient,
  body: ForgotPasswordBody,
  options: CallOptions = {},
): Promise<MessageResponse> {
  const json = parseInput(forgotPasswordBodySchema, body);
  return await client.request({
    method: "POST",
    path: "auth/forgot-password",
    schema: messageResponseSchema,
    json,
    ...options,
  });
}

/**
 * `POST auth/verify-token`: checks the reset OTP.
 *
 * @example
 * await verifyResetToken(client, { verification_method: "phone", phone: "+8801700000000", reset_token: "123456" });
 */
export async function verifyResetToken(
  client: ApiClient,
  body: VerifyResetTokenBody,
  options: CallOptions = {},
): Promise<MessageResponse> {
  const json = parseInput(verifyResetTokenBodySchema, body);
  return await client.request({
    method: "POST",
    path: "auth/verify-token",
    schema: messageResponseSchema,
    json,
    ...options,
  });
}

/**
 * `PUT auth/reset-password`.
 *
 * @example
 * await resetPassword(client, { verification_method: "phone", phone: "+8801700000000", reset_token: "123456",
 *   password: "newpass12", confirm_password: "newpass12" });
 */
export async function resetPassword(
  client: ApiClient,
  body: ResetPasswordBody,
  options: CallOptions = {},
): Promise<MessageResponse> {
  const json = parseInput(resetPasswordBodySchema, body);
  return await client.request({
    method: "PUT",
    path: "auth/reset-password",
    schema: messageResponseSchema,
    json,
    ...options,
  });
}

/**
 * `PUT auth/firebase-reset-password`.
 *
 * @example
 * await firebaseResetPassword(client, { sessionInfo: "s", phoneNumber: "+8801700000000", code: "123456", is_reset_token: 1 });
 */
export async function firebaseResetPassword(
  client: ApiClient,
  body: FirebaseResetPasswordBody,
  options: CallOptions = {},
): Promise<MessageResponse> {
  const json = parseInput(firebaseResetPasswordBodySchema, body);
  return await client.request({
    method: "PUT",
    path: "auth/firebase-reset-password",
    schema: messageResponseSchema,
    json,
    ...options,
  });
}
