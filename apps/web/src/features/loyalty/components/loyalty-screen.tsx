import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import { getLoyaltyTransactions, getProfile } from "@marketplace/api-client";
import { formatMoney, loyaltyPointsValue, toMinorUnits } from "@marketplace/domain";

import { accountPageContext, pageParam } from "~/features/wallet/components/account-page";
import { SignInPrompt } from "~/features/wallet/components/sign-in-prompt";
import { TransactionList } from "~/features/wallet/components/transaction-list";
import { isolate } from "~/lib/i18n/isolate";
import { Glyph } from "~/lib/icons/glyph";
import { PointTransferForm } from "./point-transfer-form";

type SearchParams = Record<string, string | string[] | undefined>;

export async function loyaltyMetadata(): Promise<Metadata> {
  const t = await getTranslations("loyalty");
  return {
    title: t("title"),
    description: t("description"),
    alternates: { canonical: "/loyalty-points" },
    openGraph: { url: "/loyalty-points", title: t("title") },
    robots: { index: false },
  };
}

/**
 * `/loyalty-points` (signed-in customers; 404 when the config's loyalty_point_status is off): the
 * points and what they are worth, the transfer to the wallet with the config's minimum and rate, and
 * the point history page by page.
 */
export async function LoyaltyScreen({ searchParams }: { searchParams: SearchParams }) {
  const context = await accountPageContext(
    (config) =>
      config.loyalty_point_status === true && (config.loyalty_point_exchange_rate ?? 0) > 0,
  );
  if (context === "off") notFound();
  const t = await getTranslations("loyalty");
  const shell = (children: ReactNode) => (
    <main id="main" className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 md:py-10">
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight md:text-3xl">
        <Glyph name="coins" className="text-primary size-7" />
        {t("title")}
      </h1>
      {children}
    </main>
  );
  if (context === "signed-out") return shell(<SignInPrompt path="/loyalty-points" />);

  const { client, config, currency, locale } = context;
  const pageNumber = pageParam(searchParams.page);
  const [profile, transactions] = await Promise.all([
    getProfile(client),
    getLoyaltyTransactions(client, { offset: pageNumber, limit: 10 }),
  ]);
  const rate = config.loyalty_point_exchange_rate ?? 0;
  const minimum = Math.max(1, Math.ceil(config.loyalty_point_minimum_point ?? 0));
  const balance = Math.max(0, Math.floor(profile.loyalty_point ?? 0));
  const money = (minor: number) => isolate(formatMoney(minor, currency));
  const worth = money(loyaltyPointsValue(balance, rate, currency.digits));
  const oneUnit = money(toMinorUnits(1, currency.digits));

  return shell(
    <>
      <div className="grid gap-4 md:grid-cols-2">
        <section
          aria-labelledby="loyalty-balance"
          className="bg-primary text-primary-foreground flex flex-col gap-2 self-start rounded-xl p-6"
        >
          <h2 id="loyalty-balance" className="text-sm font-medium opacity-90">
            {t("balance")}
          </h2>
          <p className="text-4xl font-bold tabular-nums" data-testid="loyalty-balance">
            {balance}
          </p>
          <p className="text-sm opacity-90">{t("worth", { amount: worth })}</p>
          <p className="text-sm opacity-90">
            {t("rate", { points: String(rate), amount: oneUnit })}
          </p>
        </section>
        <section aria-labelledby="loyalty-transfer" className="bg-card rounded-xl border p-6">
          <h2 id="loyalty-transfer" className="mb-4 text-lg font-semibold">
            {t("transferTitle")}
          </h2>
          {balance >= minimum ? (
            <PointTransferForm
              balance={balance}
              minimum={minimum}
              rate={rate}
              currency={currency}
              labels={{
                points: t("points"),
                hint: t.raw("hint") as string,
                youGet: t.raw("youGet") as string,
                submit: t("submit"),
                required: t("required"),
                whole: t("whole"),
                min: t.raw("min") as string,
                tooMany: t.raw("tooMany") as string,
                success: t("success"),
              }}
            />
          ) : (
            <p className="text-muted-foreground text-sm">
              {t("notEnough", { min: String(minimum) })}
            </p>
          )}
        </section>
      </div>
      <section aria-labelledby="loyalty-history" className="flex flex-col gap-3">
        <h2 id="loyalty-history" className="text-lg font-semibold">
          {t("history")}
        </h2>
        <TransactionList
          path="/loyalty-points"
          page={transactions}
          pageNumber={pageNumber}
          unit="points"
          currency={currency}
          locale={locale}
          emptyText={t("empty")}
          headingId="loyalty-history"
        />
      </section>
    </>,
  );
}
