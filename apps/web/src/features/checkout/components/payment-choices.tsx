"use client";

import { useTranslations } from "next-intl";

import type { ZoneTerms } from "../checkout-data";
import type { Choice } from "./choice-group";

export type PaymentMethod = "cash_on_delivery" | "wallet" | "digital_payment" | "offline_payment";

/**
 * The payment methods the zone's terms offer, in order: cash on delivery (disabled over the zone's
 * maximum), the wallet (with its balance; disabled when short), the demo gateway and the offline methods.
 */
export function usePaymentChoices({
  terms,
  wallet,
  walletBalance,
  codOverLimit,
  walletShort,
  hasOfflineMethods,
  money,
}: {
  terms: ZoneTerms;
  /** Whether the wallet is a payment method (config and signed in). */
  wallet: boolean;
  walletBalance: number | null;
  codOverLimit: boolean;
  walletShort: boolean;
  /** Whether the store's module has offline payment methods. */
  hasOfflineMethods: boolean;
  money: (minor: number) => string;
}): Choice<PaymentMethod>[] {
  const t = useTranslations("checkout");
  const paymentChoices: Choice<PaymentMethod>[] = [];
  if (terms.cashOnDelivery)
    paymentChoices.push({
      value: "cash_on_delivery",
      label: t("cashOnDelivery"),
      hint: codOverLimit ? t("codLimit") : undefined,
      disabled: codOverLimit,
    });
  if (wallet)
    paymentChoices.push({
      value: "wallet",
      label: t("wallet"),
      hint: (
        <>
          {t("walletBalance", { amount: "" })}
          <bdi>{money(walletBalance ?? 0)}</bdi>
          {walletShort ? ` — ${t("walletLow")}` : null}
        </>
      ),
      disabled: walletShort,
    });
  if (terms.digital)
    paymentChoices.push({
      value: "digital_payment",
      label: t("digitalPayment"),
      hint: t("digitalHint"),
    });
  if (terms.offline && hasOfflineMethods)
    paymentChoices.push({
      value: "offline_payment",
      label: t("offlinePayment"),
      hint: t("offlineHint"),
    });
  return paymentChoices;
}
