import { describe, expect, it } from "vitest";

import { issueCodes } from "../__fixtures__/form-issues";
import { loginFieldType, otpPhoneSchema, signInSchema } from "./sign-in-schema";

describe("signInSchema", () => {
  it("email_or_phone is required", () => {
    expect(issueCodes(signInSchema.safeParse({ email_or_phone: "", password: "secret1" }))).toEqual(
      {
        email_or_phone: "email_or_phone_required",
      },
    );
  });

  it("must match an email pattern or a phone pattern (optional plus, 2-15 digits, first not 0)", () => {
    for (const value of ["ann@example.com", "+8801700000000", "12"]) {
      expect(signInSchema.safeParse({ email_or_phone: value, password: "secret1" }).success).toBe(
        true,
      );
    }
    for (const value of ["ann@", "0123456789", "+1234567890123456", "1"]) {
      expect(
        issueCodes(signInSchema.safeParse({ email_or_phone: value, password: "secret1" })),
      ).toEqual({
        email_or_phone: "email_or_phone_invalid",
      });
    }
  });

  it("password is required, minimum 6", () => {
    expect(
      issueCodes(signInSchema.safeParse({ email_or_phone: "ann@example.com", password: "" })),
    ).toEqual({
      password: "password_required",
    });
    expect(
      issueCodes(signInSchema.safeParse({ email_or_phone: "ann@example.com", password: "12345" })),
    ).toEqual({
      password: "password_too_short",
    });
  });
});

describe("otpPhoneSchema", () => {
  it("phone 'Please give a phone number'; minimum 10 'number must be 10 digits'", () => {
    expect(issueCodes(otpPhoneSchema.safeParse({ phone: "" }))).toEqual({
      phone: "phone_required",
    });
    expect(issueCodes(otpPhoneSchema.safeParse({ phone: "123456789" }))).toEqual({
      phone: "phone_too_short",
    });
    expect(otpPhoneSchema.safeParse({ phone: "1234567890", remember: true }).success).toBe(true);
  });
});

describe("loginFieldType", () => {
  it("tells an email from a phone", () => {
    expect(loginFieldType("ann@example.com")).toBe("email");
    expect(loginFieldType("+8801700000000")).toBe("phone");
  });
});
