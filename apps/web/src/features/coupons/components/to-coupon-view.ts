import type { Cashback, Coupon } from "@marketplace/api-client";
import type { CouponSummary, CurrencyFormat } from "@marketplace/domain";
import { couponSummary, formatMoney, storeHref, toMinorUnits } from "@marketplace/domain";

/** The coupons page's wording, from the `coupons` namespace (one function per text with values). */
export interface CouponTexts {
  kind: (kind: CouponSummary["kind"]) => string;
  percentOff: (percent: string) => string;
  amountOff: (amount: string) => string;
  freeDelivery: string;
  upTo: (amount: string) => string;
  minPurchase: (amount: string) => string;
  validUntil: (date: string) => string;
  validBetween: (from: string, until: string) => string;
  atStore: (store: string) => string;
  anyStore: string;
  inZones: string;
  everywhere: string;
  cashbackPercent: (percent: string) => string;
}

/** What a coupon card shows: the value as its title, the rest as lines, the store link when scoped to one. */
export interface CouponView {
  code: string;
  title: string;
  name: string | null;
  details: string;
  validity: string | null;
  store: { name: string; href: string } | null;
}

export interface CashbackView {
  id: number;
  title: string;
  amountText: string;
  minPurchaseText?: string;
  validityText?: string;
}

const money = (value: number, currency: CurrencyFormat) =>
  formatMoney(toMinorUnits(value, currency.digits), currency);

const percentText = (value: number) => String(value);

/**
 * The one mapping of a coupon to its card (issue 18 item 4): value ('10% off', '$5.00 off', 'Free
 * delivery'), kind, scope (a store, some zones, everywhere), minimum purchase and cap, validity.
 */
export function toCouponView(
  coupon: Coupon,
  options: {
    currency: CurrencyFormat;
    texts: CouponTexts;
    formatDate: (date: string) => string;
    moduleType: string | null;
  },
): CouponView {
  const { currency, texts, formatDate } = options;
  const summary = couponSummary(coupon);
  const title =
    summary.value.code === "free_delivery"
      ? texts.freeDelivery
      : summary.value.code === "percent"
        ? texts.percentOff(percentText(summary.value.percent))
        : texts.amountOff(money(summary.value.amount, currency));
  const scope = summary.scope;
  const scopeText =
    scope.code === "store"
      ? scope.storeName
        ? texts.atStore(scope.storeName)
        : texts.anyStore
      : scope.code === "zones"
        ? texts.inZones
        : texts.everywhere;
  const details = [
    texts.kind(summary.kind),
    scopeText,
    summary.minPurchase === null ? null : texts.minPurchase(money(summary.minPurchase, currency)),
    summary.value.code === "percent" && summary.value.maxDiscount !== null
      ? texts.upTo(money(summary.value.maxDiscount, currency))
      : null,
  ].filter((part) => part !== null);
  const { validFrom, validUntil } = summary;
  const validity =
    validUntil === null
      ? null
      : validFrom === null
        ? texts.validUntil(formatDate(validUntil))
        : texts.validBetween(formatDate(validFrom), formatDate(validUntil));
  return {
    code: coupon.code,
    title,
    name: coupon.title ?? null,
    details: details.join(" · "),
    validity,
    store:
      scope.code === "store" && scope.storeId !== null && scope.storeName
        ? { name: scope.storeName, href: storeHref({ id: scope.storeId }, options.moduleType) }
        : null,
  };
}

/** A cashback offer's card: its amount ('10%' or '$5.00'), minimum purchase, end date. */
export function toCashbackView(
  offer: Cashback,
  options: { currency: CurrencyFormat; texts: CouponTexts; formatDate: (date: string) => string },
): CashbackView {
  const { currency, texts, formatDate } = options;
  const amount = Number(offer.cashback_amount ?? 0);
  const min = Number(offer.min_purchase ?? 0);
  return {
    id: offer.id,
    title: offer.title ?? "",
    amountText:
      offer.cashback_type === "amount"
        ? money(amount, currency)
        : texts.cashbackPercent(percentText(amount)),
    ...(min > 0 ? { minPurchaseText: texts.minPurchase(money(min, currency)) } : {}),
    ...(offer.end_date ? { validityText: texts.validUntil(formatDate(offer.end_date)) } : {}),
  };
}
