"use client";

import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";

import type { Config } from "@marketplace/api-client";
import { configQueryOptions } from "@marketplace/api-client/query";
import { showsReferCode } from "@marketplace/domain";
import { Button, Dialog, DialogContent, DialogTitle, Skeleton } from "@marketplace/ui";

import { useBrowserClient } from "~/lib/api/use-browser-client";
import { notify } from "~/lib/notify/notify";
import { closeAuthModal, rememberOpener, returnFocusToOpener } from "../lib/auth-param";
import { defaultDialCode } from "../lib/phone-countries";
import { useAuthFlow } from "../lib/use-auth-flow";
import { ExistUserView } from "./exist-user-view";
import { OtpPhoneForm } from "./otp-phone-form";
import { OtpView } from "./otp-view";
import { SignInView } from "./sign-in-view";
import { SocialDemoView } from "./social-demo-view";
import { UserInfoView } from "./user-info-view";

/** Whether the API runs its demo features (its config says `demo: true`): the demo social provider. */
function isDemo(config: Config): boolean {
  return (config as Record<string, unknown>).demo === true;
}

/**
 * The auth modal (Radix dialog), open while the URL carries `?auth=sign-in`. The config (login types,
 * country, firebase flag) is read through the SDK when it opens.
 */
export function AuthModal() {
  const t = useTranslations("auth");
  const client = useBrowserClient();
  const config = useQuery({ ...configQueryOptions(client), meta: { silent: true } });
  // The Sign In link still has the focus while the modal first renders (before its focus trap moves it).
  useState(rememberOpener);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) closeAuthModal();
      }}
    >
      <DialogContent
        closeLabel={t("close")}
        className="max-w-md"
        onCloseAutoFocus={returnFocusToOpener}
        data-testid="auth-modal"
      >
        {config.data ? (
          <AuthSteps config={config.data} />
        ) : config.isError ? (
          <div className="grid gap-4">
            <DialogTitle>{t("signInTitle")}</DialogTitle>
            <p className="text-muted-foreground text-sm">{t("loadFailed")}</p>
            <Button type="button" onClick={() => void config.refetch()}>
              {t("tryAgain")}
            </Button>
          </div>
        ) : (
          <div className="grid gap-4" aria-busy="true">
            <DialogTitle>{t("signInTitle")}</DialogTitle>
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function AuthSteps({ config }: { config: Config }) {
  const t = useTranslations("auth");
  const flow = useAuthFlow({ firebaseOtp: config.firebase_otp_verification === true });
  const { step } = flow;
  const phone = {
    initialDialCode: defaultDialCode(config.country),
    country: config.country ?? null,
    countryPickerEnabled: config.country_picker_status === true,
  };
  switch (step.view) {
    case "sign-in":
      return (
        <SignInView
          config={config}
          phone={phone}
          pending={flow.pending}
          signUpHref="/sign-up"
          forgotPasswordHref="/forgot-password"
          onManual={(identifier, password, fieldType) => {
            flow.signInManual(identifier, password, fieldType);
          }}
          onOtp={(number) => flow.sendLoginOtp(number)}
          onSocial={(provider) => {
            if (isDemo(config)) flow.openSocialDemo(provider);
            else void notify.error(t("socialUnavailable"));
          }}
        />
      );
    case "otp":
      return (
        <OtpView
          key={step.sentAt}
          destination={step.destination}
          sentAt={step.sentAt}
          pending={flow.pending}
          demoCode={config.demo_otp_code ?? null}
          onVerify={(code) => flow.verifyOtp(step, code)}
          onResend={
            step.kind === "otp-login" || step.contact.loginType === "manual"
              ? () => flow.resend(step)
              : null
          }
        />
      );
    case "user_info":
      return (
        <UserInfoView
          contact={step.contact}
          showsReferCode={showsReferCode(config)}
          pending={flow.pending}
          onSubmit={(values) => flow.submitUserInfo(step.contact, values)}
        />
      );
    case "is_exist_user":
      return (
        <ExistUserView
          name={step.name}
          image={step.image}
          pending={flow.pending}
          onAnswer={(yes) => flow.confirmExisting(yes, step)}
        />
      );
    case "phone_modal":
      return (
        <div className="grid gap-4">
          <DialogTitle>{t("phoneTitle")}</DialogTitle>
          <p className="text-muted-foreground text-sm">{t("phoneHint")}</p>
          <OtpPhoneForm
            pending={flow.pending}
            submitLabel={t("continue")}
            withRemember={false}
            phone={phone}
            onSubmit={(number) => flow.registerSocialPhone(step.social, number)}
          />
        </div>
      );
    case "social_demo":
      return (
        <SocialDemoView
          medium={step.medium}
          pending={flow.pending}
          onBack={() => flow.setStep({ view: "sign-in" })}
          onSubmit={(credentials) => {
            flow.signInSocial(credentials);
          }}
        />
      );
  }
}
