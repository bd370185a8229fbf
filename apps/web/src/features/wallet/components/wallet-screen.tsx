import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";

import type { WalletTransactionType } from "@marketplace/api-client";
import {
  getProfile,
  getWalletBonuses,
  getWalletTransactions,
  walletTransactionTypes,
} from "@marketplace/api-client";
import { formatMoney, toMinorUnits } from "@marketplace/domain";

import { Glyph } from "~/lib/icons/glyph";
import { accountPageContext, pageParam } from "./account-page";
import { AddFundForm } from "./add-fund-form";
import { BonusList } from "./bonus-list";
import { PaymentResult } from "./payment-result";
import { SignInPrompt } from "./sign-in-prompt";
import { TransactionList } from "./transaction-list";

type SearchParams = Record<string, string | string[] | undefined>;

export async function walletMetadata(): Promise<Metadata> {
  const t = await getTranslations("wallet");
  return {
    title: t("title"),
    description: t("description"),
    alternates: { canonical: "/wallet" },
    openGraph: { url: "/wallet", title: t("title") },
    robots: { index: false },
  };
}

function typeParam(value: SearchParams[string]): WalletTransactionType | "all" {
  const text = Array.isArray(value) ? value[0] : value;
  return walletTransactionTypes.find((kind) => kind === text) ?? "all";
}

function flagParam(value: SearchParams[string]): "success" | "fail" | null {
  const text = Array.isArray(value) ? value[0] : value;
  if (text === "success") return "success";
  return text === "fail" || text === "cancel" ? "fail" : null;
}

/**
 * `/wallet` (signed-in customers; 404 when the config's customer_wallet_status is off): the balance,
 * the gateway's answer on return, add fund with the bonus it earns, the running bonus offers and the
 * transactions filtered by kind, page by page.
 */
export async function WalletScreen({ searchParams }: { searchParams: SearchParams }) {
  const context = await accountPageContext((config) => config.customer_wallet_status === true);
  if (context === "off") notFound();
  const t = await getTranslations("wallet");
  const heading = (
    <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight md:text-3xl">
      <Glyph name="wallet" className="text-primary size-7" />
      {t("title")}
    </h1>
  );
  const shell = (children: ReactNode) => (
    <main id="main" className="mx-auto flex w-full max-w-5xl flex-col gap-6 px-4 py-8 md:py-10">
      {heading}
      {children}
    </main>
  );
  if (context === "signed-out") return shell(<SignInPrompt path="/wallet" />);

  const { client, config, currency, locale } = context;
  const type = typeParam(searchParams.type);
  const pageNumber = pageParam(searchParams.page);
  const [profile, transactions, bonuses] = await Promise.all([
    getProfile(client),
    getWalletTransactions(client, {
      offset: pageNumber,
      limit: 10,
      ...(type === "all" ? {} : { type }),
    }),
    getWalletBonuses(client),
  ]);
  const flag = flagParam(searchParams.flag);
  const gateways = (config.active_payment_method_list ?? []).map((gateway) => ({
    gateway: gateway.gateway,
    title: gateway.gateway_title ?? gateway.gateway,
  }));
  const canAddFund =
    config.add_fund_status === true && config.digital_payment === true && gateways.length > 0;
  const balance = formatMoney(toMinorUnits(profile.wallet_balance ?? 0, currency.digits), currency);

  return shell(
    <>
      {flag ? <PaymentResult outcome={flag} text={t(`result.${flag}`)} /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <section
          aria-labelledby="wallet-balance"
          className="bg-primary text-primary-foreground flex flex-col gap-2 self-start rounded-xl p-6"
        >
          <h2 id="wallet-balance" className="text-sm font-medium opacity-90">
            {t("balance")}
          </h2>
          <p className="text-4xl font-bold tabular-nums" data-testid="wallet-balance">
            <bdi>{balance}</bdi>
          </p>
        </section>
        <section aria-labelledby="wallet-add-fund" className="bg-card rounded-xl border p-6">
          <h2 id="wallet-add-fund" className="mb-4 text-lg font-semibold">
            {t("addFund.title")}
          </h2>
          {canAddFund ? (
            <AddFundForm
              gateways={gateways}
              bonuses={bonuses.map((bonus) => ({
                bonus_type: bonus.bonus_type ?? null,
                bonus_amount: bonus.bonus_amount ?? null,
                minimum_add_amount: bonus.minimum_add_amount ?? null,
                maximum_bonus_amount: bonus.maximum_bonus_amount ?? null,
              }))}
              currency={currency}
              labels={{
                amount: t("addFund.amount"),
                hint: t.raw("addFund.hint") as string,
                method: t("addFund.method"),
                submit: t("addFund.submit"),
                redirecting: t("addFund.redirecting"),
                bonus: t.raw("addFund.bonus") as string,
                required: t("addFund.required"),
                invalid: t("addFund.invalid"),
                min: t.raw("addFund.min") as string,
                max: t.raw("addFund.max") as string,
                methodRequired: t("addFund.methodRequired"),
              }}
            />
          ) : (
            <p className="text-muted-foreground text-sm">{t("addFund.unavailable")}</p>
          )}
        </section>
      </div>
      {bonuses.length > 0 ? (
        <BonusList bonuses={bonuses} currency={currency} locale={locale} />
      ) : null}
      <section aria-labelledby="wallet-transactions" className="flex flex-col gap-3">
        <h2 id="wallet-transactions" className="text-lg font-semibold">
          {t("transactions.title")}
        </h2>
        <TransactionList
          path="/wallet"
          page={transactions}
          pageNumber={pageNumber}
          unit="money"
          currency={currency}
          locale={locale}
          filter={{ types: walletTransactionTypes, current: type }}
          emptyText={type === "all" ? t("transactions.empty") : t("transactions.emptyType")}
          headingId="wallet-transactions"
        />
      </section>
    </>,
  );
}
