import { describe, expect, it } from "vitest";

import { issueCodes } from "../__fixtures__/form-issues";
import { phoneEditable, profileChange, profileSchema } from "./profile-schema";

const ann = { name: "Ann", phone: "+880 1700-000000", email: "ann@example.com" };

describe("profileSchema", () => {
  it("phone input keeps only digits with an optional leading plus", () => {
    expect(profileSchema({ manualLogin: false }).parse(ann)).toEqual({
      ...ann,
      phone: "+8801700000000",
    });
  });

  it("name, phone and email are required; email valid", () => {
    expect(
      issueCodes(
        profileSchema({ manualLogin: false }).safeParse({ name: "", phone: "abc", email: "" }),
      ),
    ).toEqual({
      name: "name_required",
      phone: "profile_phone_required",
      email: "email_required",
    });
    expect(
      issueCodes(profileSchema({ manualLogin: false }).safeParse({ ...ann, email: "ann@" })),
    ).toEqual({ email: "email_invalid" });
    expect(
      issueCodes(
        profileSchema({ manualLogin: false }).safeParse({
          ...ann,
          email: `${"a".repeat(256)}@x.co`,
        }),
      ),
    ).toEqual({
      email: "email_invalid",
    });
  });

  it("password and confirm password apply only when manual login is on", () => {
    const manual = profileSchema({ manualLogin: true });
    expect(manual.safeParse({ ...ann, password: "", confirm_password: "" }).success).toBe(true);
    expect(manual.safeParse(ann).success).toBe(true);
    expect(issueCodes(manual.safeParse({ ...ann, password: "Lime-tree-42" }))).toEqual({
      confirm_password: "passwords_must_match",
    });
    expect(
      issueCodes(
        manual.safeParse({ ...ann, name: "", password: "Lime-tree-42", confirm_password: "x" }),
      ),
    ).toEqual({
      name: "name_required",
      confirm_password: "passwords_must_match",
    });
    expect(
      issueCodes(manual.safeParse({ ...ann, password: "12345", confirm_password: "12345" })),
    ).toEqual({
      password: "password_too_short",
    });
    // The new-password rule of sign-up and reset (8 characters, not common), as the API applies it.
    expect(
      issueCodes(manual.safeParse({ ...ann, password: "abc123x", confirm_password: "abc123x" })),
    ).toEqual({ password: "new_password_too_short" });
    expect(
      issueCodes(
        manual.safeParse({ ...ann, password: "password1", confirm_password: "password1" }),
      ),
    ).toEqual({ password: "new_password_common" });
    expect(
      issueCodes(
        manual.safeParse({ ...ann, password: "Lime-tree-42", confirm_password: "Lime-tree-43" }),
      ),
    ).toEqual({
      confirm_password: "passwords_must_match",
    });
  });
});

describe("phoneEditable", () => {
  it("a verified phone is not editable ('Not Changeable')", () => {
    expect(phoneEditable({ is_phone_verified: true })).toEqual({ code: "not_changeable" });
    expect(phoneEditable({ is_phone_verified: 1 })).toEqual({ code: "not_changeable" });
    expect(phoneEditable({ is_phone_verified: 0 })).toEqual({ code: "editable" });
  });
});

describe("profileChange", () => {
  it("update with no change: 'No changes found to update.'", () => {
    expect(profileChange({ ...ann, phone: "+8801700000000" }, ann, false)).toEqual({
      code: "no_changes",
    });
  });

  it("a new value, password or photo is a change", () => {
    expect(profileChange(ann, { ...ann, name: "Anna" }, false)).toEqual({ code: "changed" });
    expect(profileChange(ann, { ...ann, password: "Lime-tree-42" }, false)).toEqual({
      code: "changed",
    });
    expect(profileChange(ann, ann, true)).toEqual({ code: "changed" });
  });
});
