// Single source of truth for the one-time-code form (A5, A9): code required, Verify only at exactly 6 characters, 60 s resend wait.

import { z } from "zod";

/** OTP length (A9). */
export const OTP_LENGTH = 6;
/** Resend wait in seconds (A9). */
export const OTP_RESEND_SECONDS = 60;

/**
 * OTP: code required ('field is empty').
 * @example otpSchema.safeParse({ otp: "" }) // fails with "otp_required"
 */
export const otpSchema = z.object({
  otp: z.string({ error: "otp_required" }).trim().min(1, { error: "otp_required" }),
});
export type OtpValues = z.infer<typeof otpSchema>;

/**
 * Verify is enabled only for exactly 6 characters.
 * @example canVerifyOtp("123456") // true
 */
export function canVerifyOtp(code: string): boolean {
  return code.trim().length === OTP_LENGTH;
}

/**
 * Seconds left before resend is enabled again (60 s after sending).
 * @example otpResendSecondsLeft(1_000, 21_000) // 40
 */
export function otpResendSecondsLeft(sentAtMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil(OTP_RESEND_SECONDS - (nowMs - sentAtMs) / 1000));
}
