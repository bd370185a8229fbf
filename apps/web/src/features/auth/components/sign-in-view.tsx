"use client";

import Link from "next/link";
import { useState } from "react";
import { useTranslations } from "next-intl";

import type { Config } from "@marketplace/api-client";
import type { SocialProvider } from "@marketplace/domain";
import { signInLayout, socialProviders } from "@marketplace/domain";
import { DialogDescription, DialogHeader, DialogTitle } from "@marketplace/ui";

import type { PhoneSettings } from "./otp-phone-form";
import { ManualSignInForm } from "./manual-sign-in-form";
import { OtpPhoneForm } from "./otp-phone-form";
import { SocialButtons } from "./social-buttons";

/**
 * The sign-in view in the layout the config's login types choose (domain `signInLayout`): all three,
 * otp+manual, otp+social, manual+social, otp only, manual only, social only, default manual.
 */
export function SignInView({
  config,
  phone,
  pending,
  signUpHref,
  forgotPasswordHref,
  onManual,
  onOtp,
  onSocial,
}: {
  config: Config;
  phone: PhoneSettings;
  pending: boolean;
  signUpHref: string | null;
  forgotPasswordHref: string | null;
  onManual: (emailOrPhone: string, password: string, fieldType: "email" | "phone") => void;
  onOtp: (phone: string) => void;
  onSocial: (provider: SocialProvider) => void;
}) {
  const t = useTranslations("auth");
  const layout = signInLayout(config.centralize_login);
  const social = socialProviders(config);
  const [view, setView] = useState(layout.initialView);
  const showsForm = layout.layout !== "social_only";
  const showsSocial = layout.showsSocial && social.providers.length > 0;
  return (
    <div className="grid gap-5" data-layout={layout.layout} data-view={view}>
      <DialogHeader>
        <DialogTitle>{t("signInTitle")}</DialogTitle>
        <DialogDescription className="sr-only">
          {t("termsNote", { terms: t("termsLink") })}
        </DialogDescription>
      </DialogHeader>
      {showsForm && view === "manual" ? (
        <ManualSignInForm
          pending={pending}
          onSubmit={onManual}
          forgotPasswordHref={forgotPasswordHref}
        />
      ) : null}
      {showsForm && view === "otp" ? (
        <OtpPhoneForm
          pending={pending}
          submitLabel={t("getOtp")}
          withRemember
          phone={phone}
          onSubmit={onOtp}
        />
      ) : null}
      {layout.canSwitchToOtp ? (
        <button
          type="button"
          className="text-primary justify-self-center text-sm font-medium hover:underline"
          onClick={() => setView(view === "manual" ? "otp" : "manual")}
        >
          {view === "manual" ? t("signInWithOtp") : t("signInWithPassword")}
        </button>
      ) : null}
      {showsSocial ? (
        <>
          {showsForm ? (
            <div className="text-muted-foreground flex items-center gap-3 text-xs uppercase">
              <span className="bg-border h-px flex-1" />
              {t("or")}
              <span className="bg-border h-px flex-1" />
            </div>
          ) : null}
          <SocialButtons
            providers={social.providers}
            labels={social.labels}
            disabled={pending}
            onChoose={onSocial}
          />
        </>
      ) : null}
      <p className="text-muted-foreground text-center text-xs" aria-hidden="true">
        {t("termsNote", { terms: t("termsLink") })}
      </p>
      {signUpHref ? (
        <p className="text-center text-sm">
          {t("noAccountText")}{" "}
          <Link
            href={signUpHref}
            prefetch={false}
            className="text-primary font-medium hover:underline"
          >
            {t("signUp")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
