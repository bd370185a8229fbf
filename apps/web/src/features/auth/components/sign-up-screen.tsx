import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";

import type { Config } from "@marketplace/api-client";
import type { FormMessageCode } from "@marketplace/domain";
import { showsReferCode } from "@marketplace/domain";
import { buttonVariants } from "@marketplace/ui";

import type { SignUpFieldName } from "../lib/sign-up-fields";
import { SIGN_IN_HREF } from "../lib/auth-link";
import { defaultDialCode, phoneCountries } from "../lib/phone-countries";
import { SIGN_UP_MESSAGE_CODES } from "../lib/sign-up-fields";
import { SignUpForm } from "./sign-up-form";

export async function signUpMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return {
    title: t("signUpTitle"),
    description: t("signUpDescription"),
    alternates: { canonical: "/sign-up" },
    openGraph: { url: "/sign-up", title: t("signUpTitle") },
  };
}

/**
 * The sign-up page's content (spec A §2): title, the form, 'Already have an account? Sign In' (opens the
 * sign-in modal). Everything the form needs is worked out here, on the server: the labels, the spec's
 * messages of the domain's codes, the refer-code switch and the dialling codes (the config's country
 * first), so the browser's part is the inputs and nothing else until the visitor acts.
 */
export async function SignUpScreen({ config }: { config: Config | null }) {
  const [t, domain, common, locale] = await Promise.all([
    getTranslations("auth"),
    getTranslations("domain"),
    getTranslations("common"),
    getLocale(),
  ]);
  const countryPickerEnabled = config?.country_picker_status === true;
  const dialCode = defaultDialCode(config?.country);
  const countries = countryPickerEnabled
    ? phoneCountries(locale, config?.country ?? null)
    : phoneCountries(locale, config?.country ?? null).filter(
        (country) => country.dialCode === dialCode,
      );
  const labels: Record<SignUpFieldName, string> = {
    name: t("userName"),
    ref_code: t("referCode"),
    email: t("email"),
    phone: t("phone"),
    password: t("password"),
    confirm_password: t("confirmPassword"),
    terms: t("acceptTerms"),
  };
  const messages = Object.fromEntries(
    SIGN_UP_MESSAGE_CODES.map((code) => [code, domain(code)]),
  ) as Record<FormMessageCode, string>;
  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-semibold">{t("signUpTitle")}</h1>
      <p className="text-muted-foreground mt-1 mb-6 text-sm">{t("signUpDescription")}</p>
      <SignUpForm
        buttonClassName={buttonVariants()}
        settings={{
          dialCode,
          countries,
          countryPickerEnabled,
          showsReferCode: config ? showsReferCode(config) : false,
          firebaseOtp: config?.firebase_otp_verification === true,
        }}
        labels={labels}
        messages={messages}
        texts={{
          countryCode: t("countryCode"),
          showPassword: t("showPassword"),
          hidePassword: t("hidePassword"),
          submit: t("signUp"),
          success: t("signInSuccess"),
          termsLink: t("termsLink"),
          somethingWentWrong: common("somethingWentWrong"),
        }}
      />
      <p className="mt-6 text-center text-sm">
        {t("haveAccountText")}{" "}
        <Link
          href={SIGN_IN_HREF}
          prefetch={false}
          className="text-primary font-medium hover:underline"
        >
          {t("signIn")}
        </Link>
      </p>
    </main>
  );
}
