import { describe, expect, it } from "vitest";

import { forgotPasswordSchema, resetPasswordSchema } from "./reset-password-schema";

const codes = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe("forgotPasswordSchema", () => {
  it("a phone is required and has at least 10 characters", () => {
    expect(codes(forgotPasswordSchema.safeParse({ method: "phone", phone: "" }))).toContain(
      "phone_required",
    );
    expect(codes(forgotPasswordSchema.safeParse({ method: "phone", phone: "+15550" }))).toEqual([
      "phone_too_short",
    ]);
    expect(forgotPasswordSchema.safeParse({ method: "phone", phone: "+15550000001" }).success).toBe(
      true,
    );
  });

  it("an e-mail is required and valid", () => {
    expect(codes(forgotPasswordSchema.safeParse({ method: "email", email: "" }))).toContain(
      "email_required",
    );
    expect(codes(forgotPasswordSchema.safeParse({ method: "email", email: "ann@x" }))).toEqual([
      "email_invalid",
    ]);
    expect(
      forgotPasswordSchema.safeParse({ method: "email", email: "ann@example.com" }).success,
    ).toBe(true);
  });
});

describe("resetPasswordSchema", () => {
  const parse = (password: string, confirm = password) =>
    codes(resetPasswordSchema.safeParse({ password, confirm_password: confirm }));

  it("the password is required and at least 6 characters (the spec's messages)", () => {
    expect(parse("", "x")).toContain("password_required");
    expect(parse("abc")).toContain("password_too_short");
  });

  it("a new password follows the shared rule: 8 characters, not a common one", () => {
    expect(parse("abc123x")).toEqual(["new_password_too_short"]);
    expect(parse("password1")).toEqual(["new_password_common"]);
    expect(parse("Nora-pass-12")).toEqual([]);
  });

  it("the confirmation is required and must match", () => {
    expect(parse("Nora-pass-12", "")).toEqual(["confirm_password_required"]);
    expect(parse("Nora-pass-12", "Nora-pass-13")).toEqual(["passwords_must_match"]);
  });
});
