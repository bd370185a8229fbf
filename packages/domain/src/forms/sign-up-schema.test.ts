import { describe, expect, it } from "vitest";

import { issueCodes } from "../__fixtures__/form-issues";
import { signUpSchema } from "./sign-up-schema";
import { canSubmitSignUp } from "./sign-up-terms";

const valid = {
  name: "Ann",
  email: "ann@example.com",
  phone: "+8801700000000",
  password: "Lime-tree-42",
  confirm_password: "Lime-tree-42",
  terms: true,
};

describe("signUpSchema", () => {
  it("accepts a complete sign-up with an optional refer code", () => {
    expect(signUpSchema.safeParse(valid).success).toBe(true);
    expect(signUpSchema.safeParse({ ...valid, ref_code: "REF10" }).success).toBe(true);
  });

  it("applies the new-password rule the API applies (8 characters, not common, at most 72 bytes)", () => {
    const passwordCode = (password: string) =>
      issueCodes(signUpSchema.safeParse({ ...valid, password, confirm_password: password }))
        .password;
    expect(passwordCode("12345")).toBe("password_too_short");
    expect(passwordCode("abc123x")).toBe("new_password_too_short");
    expect(passwordCode("password1")).toBe("new_password_common");
    expect(passwordCode("é".repeat(37))).toBe("new_password_too_long");
    expect(passwordCode("Lime-tree-42")).toBeUndefined();
  });

  it("reports each field with its code", () => {
    expect(
      issueCodes(
        signUpSchema.safeParse({
          name: "",
          email: "x",
          phone: "1",
          password: "1",
          confirm_password: "",
          terms: false,
        }),
      ),
    ).toEqual({
      name: "first_name_required",
      email: "email_invalid",
      phone: "phone_too_short",
      password: "password_too_short",
      confirm_password: "confirm_password_required",
      terms: "terms_required",
    });
  });

  it("confirm_password must equal password ('Passwords must match'), even while other fields are invalid", () => {
    expect(
      issueCodes(signUpSchema.safeParse({ ...valid, confirm_password: "Lime-tree-43" })),
    ).toEqual({
      confirm_password: "passwords_must_match",
    });
    expect(
      issueCodes(signUpSchema.safeParse({ ...valid, name: "", confirm_password: "Lime-tree-43" })),
    ).toEqual({
      name: "first_name_required",
      confirm_password: "passwords_must_match",
    });
  });
});

describe("canSubmitSignUp", () => {
  it("the Sign Up button is disabled until the terms are accepted", () => {
    expect(canSubmitSignUp(false)).toBe(false);
    expect(canSubmitSignUp(true)).toBe(true);
  });
});
