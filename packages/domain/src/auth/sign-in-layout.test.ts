import { describe, expect, it } from "vitest";

import { signInLayout } from "./sign-in-layout";

const on = (otp: boolean, manual: boolean, social: boolean) =>
  signInLayout({ otp_login_status: otp, manual_login_status: manual, social_login_status: social });

describe("signInLayout", () => {
  it("all three: manual view with the 'Or Sign in with OTP' switch and social buttons", () => {
    expect(on(true, true, true)).toEqual({
      layout: "all",
      initialView: "manual",
      canSwitchToOtp: true,
      showsSocial: true,
    });
  });

  it("otp+manual: manual view with the 'Or Sign in with OTP' switch", () => {
    expect(on(true, true, false)).toEqual({
      layout: "otp_manual",
      initialView: "manual",
      canSwitchToOtp: true,
      showsSocial: false,
    });
  });

  it("otp+social: OTP view with social buttons", () => {
    expect(on(true, false, true)).toEqual({
      layout: "otp_social",
      initialView: "otp",
      canSwitchToOtp: false,
      showsSocial: true,
    });
  });

  it("manual+social: manual view with social buttons", () => {
    expect(on(false, true, true)).toEqual({
      layout: "manual_social",
      initialView: "manual",
      canSwitchToOtp: false,
      showsSocial: true,
    });
  });

  it("otp only", () => {
    expect(on(true, false, false).layout).toBe("otp_only");
    expect(on(true, false, false).initialView).toBe("otp");
  });

  it("manual only", () => {
    expect(on(false, true, false).layout).toBe("manual_only");
  });

  it("social only", () => {
    expect(on(false, false, true)).toEqual({
      layout: "social_only",
      initialView: "manual",
      canSwitchToOtp: false,
      showsSocial: true,
    });
  });

  it("default manual when nothing is enabled or centralize_login is missing", () => {
    expect(on(false, false, false).layout).toBe("manual_only");
    expect(signInLayout(null).layout).toBe("manual_only");
    expect(signInLayout(undefined).initialView).toBe("manual");
  });
});
