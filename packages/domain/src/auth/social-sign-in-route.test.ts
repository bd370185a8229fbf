import { describe, expect, it } from "vitest";

import { socialSignInRoute } from "./login-routing";

const server = { firebaseOtp: false };

describe("socialSignInRoute", () => {
  it("asks for the code of a linked account's unverified phone instead of signing in", () => {
    expect(
      socialSignInRoute(
        {
          token: null,
          is_personal_info: true,
          is_phone_verified: false,
          is_email_verified: true,
          is_exist_user: null,
        },
        server,
      ),
    ).toEqual({ code: "verify_otp", channel: "phone", provider: "server" });
  });

  it("uses the firebase flow for the phone when firebase_otp_verification is on", () => {
    expect(
      socialSignInRoute(
        { token: null, is_personal_info: true, is_phone_verified: false, is_exist_user: null },
        { firebaseOtp: true },
      ),
    ).toEqual({ code: "verify_otp", channel: "phone", provider: "firebase" });
  });

  it("asks for an unverified e-mail's code once the phone is verified", () => {
    expect(
      socialSignInRoute(
        {
          token: null,
          is_personal_info: true,
          is_phone_verified: true,
          is_email_verified: false,
          is_exist_user: null,
        },
        server,
      ),
    ).toEqual({ code: "verify_otp", channel: "email", provider: "server" });
  });

  it("signs in with the token when everything is verified", () => {
    expect(
      socialSignInRoute(
        {
          token: "t",
          is_personal_info: true,
          is_phone_verified: true,
          is_email_verified: true,
          is_exist_user: null,
        },
        server,
      ),
    ).toEqual({ code: "sign_in", token: "t" });
  });

  it("keeps the social routing: personal info 0 → user_info, an existing user → is_exist_user", () => {
    expect(
      socialSignInRoute(
        { token: null, is_personal_info: false, is_phone_verified: false, is_exist_user: null },
        server,
      ),
    ).toEqual({ code: "user_info" });
    expect(
      socialSignInRoute(
        {
          token: null,
          is_personal_info: true,
          is_phone_verified: true,
          is_exist_user: { id: 7, name: "Ann", image: null },
        },
        server,
      ),
    ).toEqual({ code: "is_exist_user", name: "Ann", image: null });
  });
});
