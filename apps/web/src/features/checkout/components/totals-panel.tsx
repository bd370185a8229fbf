"use client";

import { useTranslations } from "next-intl";

import type { CartLine } from "@marketplace/api-client";
import type { CheckoutTotals, CurrencyFormat, PartialPayment } from "@marketplace/domain";
import { formatMoney } from "@marketplace/domain";

import { OrderLines } from "./order-lines";

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex justify-between gap-4 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd data-testid={testId}>
        {/* A deduction ("- $5.00") keeps its minus before the amount in Arabic too. */}
        <bdi dir={value.startsWith("- ") ? "ltr" : undefined}>{value}</bdi>
      </dd>
    </div>
  );
}

/**
 * The totals panel: every amount from the domain's `checkoutTotals`, as the server will charge it, and
 * (Buy Now / Order Now) the lines ordered.
 */
export function TotalsPanel({
  totals,
  currency,
  lines,
  split,
}: {
  totals: CheckoutTotals;
  currency: CurrencyFormat;
  lines?: readonly CartLine[] | undefined;
  /** A partial wallet payment: what the wallet pays now and what is due by the method chosen. */
  split?: Extract<PartialPayment, { code: "partial_payment" }> | null | undefined;
}) {
  const t = useTranslations("checkout");
  const money = (minor: number) => formatMoney(minor, currency);
  const delivery =
    totals.delivery.code === "free_delivery"
      ? t(`freeDelivery.${totals.delivery.reason}`)
      : money(totals.delivery.charge);
  return (
    <section aria-labelledby="checkout-summary" className="bg-card rounded-xl border p-4">
      <h2 id="checkout-summary" className="mb-3 text-base font-semibold">
        {t("summary")}
      </h2>
      {lines ? <OrderLines lines={lines} currency={currency} /> : null}
      <dl className="flex flex-col gap-2">
        <Row label={t("items")} value={money(totals.itemsTotal)} />
        {totals.discount > 0 ? (
          <Row label={t("discount")} value={`- ${money(totals.discount)}`} />
        ) : null}
        {totals.coupon > 0 ? (
          <Row
            label={t("couponDiscount")}
            value={`- ${money(totals.coupon)}`}
            testId="checkout-coupon-amount"
          />
        ) : null}
        {totals.firstOrder > 0 ? (
          <Row
            label={t("firstOrderDiscount")}
            value={`- ${money(totals.firstOrder)}`}
            testId="checkout-first-order-amount"
          />
        ) : null}
        <Row label={t("tax")} value={money(totals.tax)} />
        <Row label={t("deliveryFee")} value={delivery} testId="checkout-delivery-fee" />
        {totals.tips > 0 ? <Row label={t("tipsLine")} value={money(totals.tips)} /> : null}
        {totals.extraPackaging > 0 ? (
          <Row
            label={t("extraPackagingLine")}
            value={money(totals.extraPackaging)}
            testId="checkout-extra-packaging-amount"
          />
        ) : null}
        <div className="flex justify-between gap-4 border-t pt-2 font-semibold">
          <dt>{t("total")}</dt>
          <dd data-testid="checkout-total">
            <bdi>{money(totals.total)}</bdi>
          </dd>
        </div>
        {split ? (
          <>
            <Row
              label={t("paidByWallet")}
              value={`- ${money(split.wallet)}`}
              testId="checkout-paid-by-wallet"
            />
            <Row label={t("duePayment")} value={money(split.rest)} testId="checkout-due-payment" />
          </>
        ) : null}
      </dl>
    </section>
  );
}
