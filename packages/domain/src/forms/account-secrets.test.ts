import { describe, expect, it } from "vitest";

import {
  NEW_PASSWORD_MIN_LENGTH,
  newPasswordProblem,
  PASSWORD_MAX_BYTES,
  phoneProblem,
} from "./account-secrets";
import { commonPasswords } from "./common-passwords";

describe("newPasswordProblem (issue 20 #14)", () => {
  it("asks for at least 8 characters", () => {
    expect(NEW_PASSWORD_MIN_LENGTH).toBe(8);
    expect(newPasswordProblem("Tr0ub4d")).toBe("password_too_short");
    expect(newPasswordProblem("Tr0ub4d&")).toBeNull();
  });

  it("refuses more than 72 bytes (bcrypt would cut the rest off silently)", () => {
    expect(PASSWORD_MAX_BYTES).toBe(72);
    expect(newPasswordProblem("k".repeat(72))).toBeNull();
    expect(newPasswordProblem("k".repeat(73))).toBe("password_too_long");
    // 25 three-byte characters are 75 bytes, though only 25 characters.
    expect(newPasswordProblem("€".repeat(25))).toBe("password_too_long");
  });

  it("refuses common passwords whatever their case", () => {
    expect(commonPasswords.size).toBeGreaterThan(200);
    for (const password of ["password", "PASSWORD1", "12345678", "qwertyuiop", "iloveyou"])
      expect(newPasswordProblem(password)).toBe("password_common");
  });
});

describe("phoneProblem (issue 20 #14)", () => {
  it("accepts a phone with its usual punctuation", () => {
    expect(phoneProblem("+1 (555) 010-9999")).toBeNull();
    expect(phoneProblem("+8801700000000")).toBeNull();
  });

  it("refuses punctuation only, letters, too few digits or too many", () => {
    expect(phoneProblem("((((-))))+")).toBe("phone_invalid");
    expect(phoneProblem("+-- --- ----")).toBe("phone_invalid");
    expect(phoneProblem("12345")).toBe("phone_invalid");
    expect(phoneProblem("+1234567890123456")).toBe("phone_invalid");
    expect(phoneProblem("phone: 5550109999")).toBe("phone_invalid");
  });
});
