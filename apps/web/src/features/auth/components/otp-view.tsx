"use client";

import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";

import { canVerifyOtp, OTP_LENGTH, otpResendSecondsLeft, otpSchema } from "@marketplace/domain";
import { Button, DialogDescription, DialogHeader, DialogTitle, OtpInput } from "@marketplace/ui";

import { maskDestination } from "../lib/mask-destination";
import { useFieldMessage } from "../lib/use-field-message";

/**
 * Seconds until the code may be sent again, ticking once a second (60 s after each sending). The view is
 * keyed by `sentAt`, so a new sending starts a fresh clock.
 */
function useResendCountdown(sentAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [sentAt]);
  return otpResendSecondsLeft(sentAt, now);
}

/**
 * The OTP modal (spec A §2): six boxes (paste, auto-advance, one-time-code autocomplete), Verify enabled
 * only at 6 digits, the masked destination, a 60 s resend countdown and, in demo mode, the demo code.
 * A wrong code or too many tries: the server's message (shared error handler).
 */
export function OtpView({
  destination,
  sentAt,
  pending,
  demoCode,
  onVerify,
  onResend,
}: {
  destination: string;
  sentAt: number;
  pending: boolean;
  /** The fixed code of a demo server, or null. */
  demoCode: string | null;
  onVerify: (code: string) => void;
  onResend: (() => void) | null;
}) {
  const t = useTranslations("auth");
  const message = useFieldMessage();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | undefined>(undefined);
  const secondsLeft = useResendCountdown(sentAt);
  const submit = () => {
    const parsed = otpSchema.safeParse({ otp: code });
    if (!parsed.success) {
      setError(message(parsed.error.issues[0]?.message));
      return;
    }
    setError(undefined);
    onVerify(parsed.data.otp);
  };
  return (
    <div className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t("otpTitle")}</DialogTitle>
        <DialogDescription>
          {t("otpSentTo", { destination: "\u2068" + maskDestination(destination) + "\u2069" })}
        </DialogDescription>
      </DialogHeader>
      <form
        noValidate
        className="grid justify-items-center gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <OtpInput
          value={code}
          onChange={(next) => {
            setCode(next);
            setError(undefined);
          }}
          length={OTP_LENGTH}
          label={t("otpLabel")}
          digitLabel={(position, length) => t("otpDigit", { position, length })}
          invalid={error !== undefined}
          aria-describedby={error === undefined ? undefined : "auth-otp-error"}
        />
        {error === undefined ? null : (
          <p id="auth-otp-error" className="text-destructive text-sm font-medium">
            {error}
          </p>
        )}
        {demoCode === null ? null : (
          <p className="bg-muted text-muted-foreground rounded-md px-3 py-2 text-sm">
            {t("demoNote", { secret: demoCode })}
          </p>
        )}
        <Button type="submit" className="w-full" disabled={!canVerifyOtp(code)} loading={pending}>
          {t("verify")}
        </Button>
      </form>
      {onResend === null ? null : (
        <p className="text-muted-foreground text-center text-sm">
          {t("didNotReceive")}{" "}
          {secondsLeft > 0 ? (
            <span>{t("resendIn", { seconds: secondsLeft })}</span>
          ) : (
            <button
              type="button"
              className="text-primary font-medium hover:underline"
              disabled={pending}
              onClick={() => {
                setCode("");
                onResend();
              }}
            >
              {t("resend")}
            </button>
          )}
        </p>
      )}
    </div>
  );
}
