import type { Metadata } from "next";
import Link from "next/link";
import { getLocale, getTranslations } from "next-intl/server";

import type { Config } from "@marketplace/api-client";
import { buttonVariants } from "@marketplace/ui";

import { SIGN_IN_HREF } from "../lib/auth-link";
import { defaultDialCode, phoneCountries } from "../lib/phone-countries";
import { ForgotPasswordForm } from "./forgot-password-form";

/** The domain codes of the first step (`forgotPasswordSchema`), worded on the server. */
const CODES = ["phone_required", "phone_too_short", "email_required", "email_invalid"] as const;

export async function forgotPasswordMetadata(): Promise<Metadata> {
  const t = await getTranslations("auth");
  return {
    title: t("forgotTitle"),
    description: t("forgotDescription"),
    alternates: { canonical: "/forgot-password" },
    openGraph: { url: "/forgot-password", title: t("forgotTitle") },
    robots: { index: false },
  };
}

/**
 * `/forgot-password` (spec A §2, linked from the password form): the account's phone or e-mail, the
 * code, a new password, then the sign-in with it, after which the visitor goes to `/home`.
 */
export async function ForgotPasswordScreen({ config }: { config: Config | null }) {
  const [t, domain, common, locale] = await Promise.all([
    getTranslations("auth"),
    getTranslations("domain"),
    getTranslations("common"),
    getLocale(),
  ]);
  const countryPickerEnabled = config?.country_picker_status === true;
  const dialCode = defaultDialCode(config?.country);
  const countries = phoneCountries(locale, config?.country ?? null).filter(
    (country) => countryPickerEnabled || country.dialCode === dialCode,
  );
  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-semibold">{t("forgotTitle")}</h1>
      <p className="text-muted-foreground mt-1 mb-6 text-sm">{t("forgotDescription")}</p>
      <ForgotPasswordForm
        buttonClassName={buttonVariants()}
        dialCode={dialCode}
        countries={countries}
        countryPickerEnabled={countryPickerEnabled}
        messages={Object.fromEntries(CODES.map((code) => [code, domain(code)]))}
        texts={{
          method: t("resetWith"),
          byPhone: t("phone"),
          byEmail: t("email"),
          phone: t("phone"),
          email: t("email"),
          countryCode: t("countryCode"),
          send: t("sendCode"),
          somethingWentWrong: common("somethingWentWrong"),
        }}
      />
      <p className="mt-6 text-center text-sm">
        {t("rememberedPassword")}{" "}
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
