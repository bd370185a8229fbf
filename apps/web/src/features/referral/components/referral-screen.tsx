import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { getProfile } from "@marketplace/api-client";
import { formatMoney, toMinorUnits } from "@marketplace/domain";

import { accountPageContext } from "~/features/wallet/components/account-page";
import { SignInPrompt } from "~/features/wallet/components/sign-in-prompt";
import { isolate } from "~/lib/i18n/isolate";
import { Glyph } from "~/lib/icons/glyph";
import { ReferralCodeActions } from "./referral-code-actions";

export async function referralMetadata(): Promise<Metadata> {
  const t = await getTranslations("referral");
  return {
    title: t("title"),
    description: t("description"),
    alternates: { canonical: "/referral-code" },
    openGraph: { url: "/referral-code", title: t("title") },
    robots: { index: false },
  };
}

/**
 * `/referral-code` (signed-in customers; 404 when the config's ref_earning_status is off): the
 * customer's code with copy and share, and how referring earns (the config's ref_earning_exchange_rate).
 */
export async function ReferralScreen() {
  const context = await accountPageContext((config) => config.ref_earning_status === true);
  if (context === "off") notFound();
  const t = await getTranslations("referral");
  const shell = (children: ReactNode) => (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 md:py-10">
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight md:text-3xl">
        <Glyph name="user-plus" className="text-primary size-7" />
        {t("title")}
      </h1>
      {children}
    </main>
  );
  if (context === "signed-out") return shell(<SignInPrompt path="/referral-code" />);

  const { client, config, currency } = context;
  const profile = await getProfile(client);
  const code = profile.ref_code ?? "";
  const earning = config.ref_earning_exchange_rate ?? 0;
  const reward = isolate(formatMoney(toMinorUnits(earning, currency.digits), currency));
  const siteName = config.business_name ?? "";

  return shell(
    <>
      <p className="text-muted-foreground">{t("intro")}</p>
      <section
        aria-labelledby="referral-code"
        className="bg-card flex flex-col gap-4 rounded-xl border p-6"
      >
        <h2 id="referral-code" className="text-lg font-semibold">
          {t("yourCode")}
        </h2>
        {code === "" ? (
          <p className="text-muted-foreground">{t("noCode")}</p>
        ) : (
          <>
            <p
              data-testid="referral-code"
              dir="ltr"
              className="bg-muted rounded-lg border border-dashed px-4 py-3 text-center font-mono text-2xl font-bold tracking-widest"
            >
              {code}
            </p>
            <ReferralCodeActions
              code={code}
              labels={{
                copy: t("copy"),
                copied: t("copied"),
                share: t("share"),
                copiedToast: t("copiedToast"),
                shareTitle: t("shareTitle", { site: siteName }),
                shareText: t.raw("shareText") as string,
              }}
            />
          </>
        )}
      </section>
      <section aria-labelledby="referral-rules" className="flex flex-col gap-3">
        <h2 id="referral-rules" className="text-lg font-semibold">
          {t("rulesTitle")}
        </h2>
        <ol className="bg-card flex flex-col gap-4 rounded-xl border p-6">
          <li className="flex gap-3">
            <Glyph name="gift" className="text-primary size-5 shrink-0" />
            <span>{t("ruleShare")}</span>
          </li>
          <li className="flex gap-3">
            <Glyph name="user-plus" className="text-primary size-5 shrink-0" />
            <span>{t("ruleSignUp")}</span>
          </li>
          {earning > 0 ? (
            <li className="flex gap-3">
              <Glyph name="wallet" className="text-primary size-5 shrink-0" />
              <span>{t("ruleEarn", { amount: reward })}</span>
            </li>
          ) : null}
        </ol>
      </section>
    </>,
  );
}
