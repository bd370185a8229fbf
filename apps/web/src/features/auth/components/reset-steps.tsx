"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import { forgotPassword, resetPassword, verifyResetToken } from "@marketplace/api-client";
import { Dialog, DialogContent } from "@marketplace/ui";

import type { ResetTarget } from "../lib/forgot-password-request";
import { useBrowserClient } from "~/lib/api/use-browser-client";
import { notify } from "~/lib/notify/notify";
import { forgetDevicePerson } from "~/lib/visitor/device-person-data";
import { useDemoOtpCode } from "../lib/use-demo-otp-code";
import { OtpView } from "./otp-view";
import { ResetPasswordForm } from "./reset-password-form";
import { ResetSignIn } from "./reset-sign-in";

export type ResetStage = "otp" | "reset" | "sign-in";

/**
 * `/forgot-password` after the code was sent: the OTP modal (`auth/verify-token`, resend after 60 s), the
 * new password with its confirmation (`auth/reset-password`, the server's message as a toast), then the
 * sign-in with the new password, after which the visitor goes to `/home` (spec A §2). Failed calls show
 * the server's message through the shared error handler.
 */
export function ResetSteps({
  target,
  sentAt: firstSentAt,
  onStage,
  onCancel,
}: {
  target: ResetTarget;
  sentAt: number;
  onStage: (stage: ResetStage) => void;
  /** The OTP modal was closed: back to the first step. */
  onCancel: () => void;
}) {
  const t = useTranslations("auth");
  const demoCode = useDemoOtpCode();
  const client = useBrowserClient();
  const router = useRouter();
  const [stage, setStage] = useState<ResetStage>("otp");
  const [sentAt, setSentAt] = useState(firstSentAt);
  const [code, setCode] = useState("");
  useEffect(() => onStage(stage), [onStage, stage]);

  const verify = useMutation({
    mutationFn: (otp: string) => verifyResetToken(client, { ...target, reset_token: otp }),
  });
  const resend = useMutation({ mutationFn: () => forgotPassword(client, target) });
  const reset = useMutation({
    mutationFn: (values: { password: string; confirm_password: string }) =>
      resetPassword(client, { ...target, reset_token: code, ...values }),
  });
  const identifier = target.verification_method === "phone" ? target.phone : target.email;

  if (stage === "otp") {
    return (
      <Dialog
        open
        onOpenChange={(open) => {
          if (!open) onCancel();
        }}
      >
        <DialogContent closeLabel={t("close")} className="max-w-md">
          <OtpView
            key={sentAt}
            destination={identifier}
            sentAt={sentAt}
            pending={verify.isPending || resend.isPending}
            demoCode={demoCode}
            onVerify={(otp) =>
              verify.mutate(otp, {
                onSuccess: () => {
                  setCode(otp);
                  setStage("reset");
                },
              })
            }
            onResend={() => resend.mutate(undefined, { onSuccess: () => setSentAt(Date.now()) })}
          />
        </DialogContent>
      </Dialog>
    );
  }
  if (stage === "reset") {
    return (
      <ResetPasswordForm
        pending={reset.isPending}
        onSubmit={(values) =>
          reset.mutate(values, {
            onSuccess: (answer) => {
              void notify.success(answer.message ?? t("passwordChanged"));
              setStage("sign-in");
            },
          })
        }
      />
    );
  }
  return (
    <ResetSignIn
      identifier={identifier}
      onSignedIn={() => {
        forgetDevicePerson();
        void notify.success(t("signInSuccess"));
        router.push("/home");
        router.refresh();
      }}
    />
  );
}
