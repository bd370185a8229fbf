import type { NewPasswordProblem } from "@marketplace/domain";
import { newPasswordProblem, phoneProblem } from "@marketplace/domain";

import { ApiError } from "../lib/errors";

const passwordMessages: Record<NewPasswordProblem, string> = {
  password_too_short: "The password must be at least 8 characters.",
  password_too_long: "The password must not be longer than 72 bytes.",
  password_common: "This password is too common. Please choose another one.",
};

/** Refuses a new password that breaks the shared rule (403 `password`; issue 20 #14). */
export function assertNewPassword(password: string): void {
  const problem = newPasswordProblem(password);
  if (problem) throw ApiError.of(403, "password", passwordMessages[problem]);
}

/** Refuses a phone that breaks the shared rule, e.g. punctuation only (403 `phone`). */
export function assertPhone(phone: string): void {
  if (phoneProblem(phone)) throw ApiError.of(403, "phone", "The phone field is invalid.");
}
