import { describe, expect, it } from "vitest";

import { issueCodes } from "../__fixtures__/form-issues";
import { canVerifyOtp, otpResendSecondsLeft, otpSchema } from "./otp-schema";

describe("otpSchema", () => {
  it("code required ('field is empty')", () => {
    expect(issueCodes(otpSchema.safeParse({ otp: " " }))).toEqual({ otp: "otp_required" });
    expect(otpSchema.safeParse({ otp: "123456" }).success).toBe(true);
  });
});

describe("canVerifyOtp", () => {
  it("Verify is enabled only for exactly 6 characters", () => {
    expect(canVerifyOtp("12345")).toBe(false);
    expect(canVerifyOtp("123456")).toBe(true);
    expect(canVerifyOtp("1234567")).toBe(false);
  });
});

describe("otpResendSecondsLeft", () => {
  it("resend is disabled for 60 seconds after sending, with a countdown", () => {
    expect(otpResendSecondsLeft(0, 0)).toBe(60);
    expect(otpResendSecondsLeft(1_000, 21_000)).toBe(40);
    expect(otpResendSecondsLeft(0, 60_000)).toBe(0);
    expect(otpResendSecondsLeft(0, 90_000)).toBe(0);
  });
});
