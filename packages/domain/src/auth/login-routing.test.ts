import { describe, expect, it } from "vitest";

import { afterOtpRoute, loginRoute, socialLoginRoute } from "./login-routing";

describe("loginRoute", () => {
  it("a flag the server leaves out does not trigger a step", () => {
    expect(loginRoute({ token: "t" }, { firebaseOtp: true })).toEqual({
      code: "sign_in",
      token: "t",
    });
  });

  it("if is_personal_info is 0, go to user_info", () => {
    expect(
      loginRoute(
        { is_personal_info: false, is_phone_verified: true, is_email_verified: true },
        { firebaseOtp: false },
      ),
    ).toEqual({
      code: "user_info",
    });
  });

  it("if phone and email are both verified, sign in", () => {
    expect(
      loginRoute(
        { token: "t1", is_personal_info: true, is_phone_verified: true, is_email_verified: true },
        { firebaseOtp: false },
      ),
    ).toEqual({ code: "sign_in", token: "t1" });
    expect(
      loginRoute(
        { is_personal_info: true, is_phone_verified: true, is_email_verified: true },
        { firebaseOtp: false },
      ),
    ).toEqual({
      code: "sign_in",
      token: null,
    });
  });

  it("an unverified phone starts OTP verification, with the firebase flow when firebase_otp_verification is 1", () => {
    const response = { is_personal_info: true, is_phone_verified: false, is_email_verified: true };
    expect(loginRoute(response, { firebaseOtp: true })).toEqual({
      code: "verify_otp",
      channel: "phone",
      provider: "firebase",
    });
    expect(loginRoute(response, { firebaseOtp: false })).toEqual({
      code: "verify_otp",
      channel: "phone",
      provider: "server",
    });
  });

  it("an unverified email starts OTP verification for the email", () => {
    expect(
      loginRoute(
        { is_personal_info: true, is_phone_verified: true, is_email_verified: false },
        { firebaseOtp: true },
      ),
    ).toEqual({
      code: "verify_otp",
      channel: "email",
      provider: "server",
    });
  });
});

describe("afterOtpRoute", () => {
  it("is_personal_info 0 leads to user_info", () => {
    expect(afterOtpRoute({ is_personal_info: false, is_exist_user: { name: "Ann" } })).toEqual({
      code: "user_info",
    });
  });

  it("otherwise is_exist_user not null leads to is_exist_user", () => {
    expect(
      afterOtpRoute({ is_personal_info: true, is_exist_user: { name: "Ann", image: "a.png" } }),
    ).toEqual({
      code: "is_exist_user",
      name: "Ann",
      image: "a.png",
    });
    expect(afterOtpRoute({ is_personal_info: true, is_exist_user: {} })).toEqual({
      code: "is_exist_user",
      name: null,
      image: null,
    });
  });

  it("otherwise sign in", () => {
    expect(afterOtpRoute({ is_personal_info: true, is_exist_user: null, token: "t" })).toEqual({
      code: "sign_in",
      token: "t",
    });
  });
});

describe("socialLoginRoute", () => {
  it("a response error with code 'email' opens phone_modal", () => {
    expect(socialLoginRoute({ errors: [{ code: "email", message: "Phone needed" }] })).toEqual({
      code: "phone_modal",
    });
  });

  it("other error messages are toasts", () => {
    expect(socialLoginRoute({ errors: [{ code: "auth", message: "Invalid token" }] })).toEqual({
      code: "show_error",
      messages: ["Invalid token"],
    });
  });

  it("no existing user and personal info 1 signs in with the token", () => {
    expect(socialLoginRoute({ token: "t", is_personal_info: true, is_exist_user: null })).toEqual({
      code: "sign_in",
      token: "t",
    });
  });

  it("personal info 0 goes to user_info", () => {
    expect(socialLoginRoute({ token: "t", is_personal_info: false })).toEqual({
      code: "user_info",
    });
  });

  it("otherwise is_exist_user confirmation", () => {
    expect(
      socialLoginRoute({ is_personal_info: true, is_exist_user: { name: "Ann", image: null } }),
    ).toEqual({
      code: "is_exist_user",
      name: "Ann",
      image: null,
    });
  });
});
