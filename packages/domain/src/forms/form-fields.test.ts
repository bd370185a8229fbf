import { describe, expect, it } from "vitest";

import {
  bothPasswordsTyped,
  emailField,
  passwordField,
  phoneField,
  requiredText,
  sanitizePhoneInput,
  whenObject,
} from "./form-fields";

const firstCode = (result: { error?: { issues: { message: string }[] } | undefined }) =>
  result.error?.issues[0]?.message;

describe("requiredText", () => {
  it("trims and requires text", () => {
    expect(requiredText("name_required").parse(" Ann ")).toBe("Ann");
    expect(firstCode(requiredText("name_required").safeParse("   "))).toBe("name_required");
    expect(firstCode(requiredText("name_required").safeParse(undefined))).toBe("name_required");
  });
});

describe("emailField", () => {
  it("email is required, valid, and at most 255", () => {
    expect(firstCode(emailField().safeParse(""))).toBe("email_required");
    expect(firstCode(emailField().safeParse("ann@example"))).toBe("email_invalid");
    expect(firstCode(emailField().safeParse(`${"a".repeat(250)}@example.com`))).toBe(
      "email_invalid",
    );
    expect(emailField().parse(" ann@example.com ")).toBe("ann@example.com");
  });
});

describe("phoneField", () => {
  it("phone is required with a minimum of 10", () => {
    expect(firstCode(phoneField().safeParse(""))).toBe("phone_required");
    expect(firstCode(phoneField().safeParse("+88017"))).toBe("phone_too_short");
    expect(phoneField().parse("+8801700000000")).toBe("+8801700000000");
  });
});

describe("passwordField", () => {
  it("password is required with a minimum of 6", () => {
    expect(firstCode(passwordField().safeParse(""))).toBe("password_required");
    expect(firstCode(passwordField().safeParse("12345"))).toBe("password_too_short");
    expect(passwordField().parse("123456")).toBe("123456");
  });
});

describe("sanitizePhoneInput", () => {
  it("keeps only digits with an optional leading plus", () => {
    expect(sanitizePhoneInput("+1 (555) 010-99+")).toBe("+155501099");
    expect(sanitizePhoneInput("0170 abc 123")).toBe("0170123");
    expect(sanitizePhoneInput("++12")).toBe("+12");
  });
});

describe("whenObject", () => {
  it("is true for object values only", () => {
    expect(whenObject({ value: {} })).toBe(true);
    expect(whenObject({ value: null })).toBe(false);
    expect(whenObject({ value: "x" })).toBe(false);
  });
});

describe("bothPasswordsTyped", () => {
  it("is true once both password fields hold text", () => {
    expect(bothPasswordsTyped({ value: { password: "a", confirm_password: "b" } })).toBe(true);
    expect(bothPasswordsTyped({ value: { password: "a" } })).toBe(false);
    expect(bothPasswordsTyped({ value: null })).toBe(false);
  });
});
