"use client";

import { useEffect } from "react";
import { useTranslations } from "next-intl";

import type { LoginResponse } from "@marketplace/api-client";
import type { LoginRoute } from "@marketplace/domain";
import { Dialog, DialogContent } from "@marketplace/ui";

import type { AuthContact } from "../lib/auth-step";
import { useAuthFlow } from "../lib/use-auth-flow";
import { useDemoOtpCode } from "../lib/use-demo-otp-code";
import { ExistUserView } from "./exist-user-view";
import { OtpView } from "./otp-view";
import { UserInfoView } from "./user-info-view";

/**
 * What follows a sign-up the API did not sign in at once (spec A §4 "Sign-up success": the same
 * verification routing as sign-in): the OTP modal for the unverified channel, user_info, is_exist_user.
 * Loaded on demand by the sign-up form when the answer asks for it.
 */
export function SignUpVerification({
  route,
  response,
  contact,
  password,
  firebaseOtp,
  showsReferCode,
  onSignedIn,
  onClose,
}: {
  route: LoginRoute;
  response: LoginResponse;
  contact: AuthContact;
  /** Re-sending the code repeats the sign-in call with it (kept in memory only). */
  password: string;
  firebaseOtp: boolean;
  showsReferCode: boolean;
  onSignedIn: () => void;
  onClose: () => void;
}) {
  const t = useTranslations("auth");
  const demoCode = useDemoOtpCode();
  const flow = useAuthFlow({ firebaseOtp, onSignedIn });
  useEffect(() => {
    flow.rememberPassword(password);
    flow.follow(route, response, contact);
    // Once, for the answer this part was loaded for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const { step } = flow;
  if (step.view !== "otp" && step.view !== "user_info" && step.view !== "is_exist_user")
    return null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent closeLabel={t("close")} className="max-w-md">
        {step.view === "otp" ? (
          <OtpView
            key={step.sentAt}
            destination={step.destination}
            sentAt={step.sentAt}
            pending={flow.pending}
            demoCode={demoCode}
            onVerify={(code) => flow.verifyOtp(step, code)}
            onResend={() => flow.resend(step)}
          />
        ) : step.view === "is_exist_user" ? (
          <ExistUserView
            name={step.name}
            image={step.image}
            pending={flow.pending}
            onAnswer={(yes) => flow.confirmExisting(yes, step)}
          />
        ) : (
          <UserInfoView
            contact={step.contact}
            showsReferCode={showsReferCode}
            pending={flow.pending}
            onSubmit={(values) => flow.submitUserInfo(step.contact, values)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
