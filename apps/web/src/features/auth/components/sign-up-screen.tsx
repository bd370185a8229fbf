import { getTranslations } from "next-intl/server";

import type { Config } from "@marketplace/api-client";
import { showsReferCode } from "@marketplace/domain";

import { IntlIsland } from "~/lib/i18n/intl-island";
import { QueryProvider } from "~/lib/query/query-provider";
import { AUTH_PARAM, AUTH_SIGN_IN } from "../lib/auth-link";
import { defaultDialCode } from "../lib/phone-countries";
import { SignUpForm } from "./sign-up-form";

/** The sign-up page's content: title, the form, 'Already have an account? Sign In' (opens the modal). */
export async function SignUpScreen({ config }: { config: Config | null }) {
  const t = await getTranslations("auth");
  const settings = {
    phone: {
      initialDialCode: defaultDialCode(config?.country),
      country: config?.country ?? null,
      countryPickerEnabled: config?.country_picker_status === true,
    },
    showsReferCode: config ? showsReferCode(config) : false,
    firebaseOtp: config?.firebase_otp_verification === true,
  };
  return (
    <main id="main" className="mx-auto w-full max-w-md px-4 py-10">
      <h1 className="text-2xl font-semibold">{t("signUpTitle")}</h1>
      <p className="text-muted-foreground mt-1 mb-6 text-sm">{t("signUpDescription")}</p>
      <IntlIsland>
        <QueryProvider>
          <SignUpForm settings={settings} />
        </QueryProvider>
      </IntlIsland>
      <p className="mt-6 text-center text-sm">
        {t("haveAccountText")}{" "}
        <a
          href={`?${AUTH_PARAM}=${AUTH_SIGN_IN}`}
          className="text-primary font-medium hover:underline"
        >
          {t("signIn")}
        </a>
      </p>
    </main>
  );
}
