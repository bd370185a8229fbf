import type { CheckResult, IssueResult } from "../../accounts/otp";
import { ApiError, errorBody } from "../../lib/errors";

/** 405 while the resend wait runs. */
export function assertSent(result: IssueResult): void {
  if (result.status === "wait")
    throw new ApiError(
      405,
      errorBody("otp", `Please try again after ${String(result.seconds)} seconds.`),
    );
}

/** OTP check failures as the production backend answers them. */
export function assertOtp(result: CheckResult): void {
  if (result === "ok") return;
  if (result === "blocked")
    throw new ApiError(
      405,
      errorBody("otp", "Too many wrong attempts. Please try again after 60 seconds."),
    );
  if (result === "expired") throw new ApiError(404, { message: "OTP has expired." });
  if (result === "missing") throw new ApiError(404, { message: "OTP not found." });
  throw new ApiError(404, { message: "OTP does not match." });
}
