"use client";

import { useTranslations } from "next-intl";

import { Dialog, DialogContent } from "@marketplace/ui";

import { useAuthFlow } from "../lib/use-auth-flow";
import { useDemoOtpCode } from "../lib/use-demo-otp-code";
import { ManualSignInForm } from "./manual-sign-in-form";
import { OtpView } from "./otp-view";

/**
 * After a password reset: sign in with the new password, the account's phone or e-mail filled in. The
 * login routing of §4 applies (an unverified channel asks for its code); signed in, the caller sends the
 * visitor to `/home`.
 */
export function ResetSignIn({
  identifier,
  onSignedIn,
}: {
  identifier: string;
  onSignedIn: () => void;
}) {
  const t = useTranslations("auth");
  const demoCode = useDemoOtpCode();
  const flow = useAuthFlow({ firebaseOtp: false, onSignedIn });
  const { step } = flow;
  return (
    <section aria-labelledby="reset-sign-in-title" className="grid gap-4">
      <h2 id="reset-sign-in-title" className="text-lg font-semibold">
        {t("signInWithNewPassword")}
      </h2>
      <ManualSignInForm
        defaultIdentifier={identifier}
        pending={flow.pending}
        forgotPasswordHref={null}
        onSubmit={(emailOrPhone, password, fieldType) =>
          flow.signInManual(emailOrPhone, password, fieldType)
        }
      />
      {step.view === "otp" ? (
        <Dialog
          open
          onOpenChange={(open) => {
            if (!open) flow.setStep({ view: "sign-in" });
          }}
        >
          <DialogContent closeLabel={t("close")} className="max-w-md">
            <OtpView
              key={step.sentAt}
              destination={step.destination}
              sentAt={step.sentAt}
              pending={flow.pending}
              demoCode={demoCode}
              onVerify={(code) => flow.verifyOtp(step, code)}
              onResend={() => flow.resend(step)}
            />
          </DialogContent>
        </Dialog>
      ) : null}
    </section>
  );
}
