"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";

import type { CouponProps } from "./to-card-props";

/** Time the 'Copied' note stays (spec D §9: about 1 s). */
export const COPIED_MS = 1000;

/** A coupon with a copy button that shows 'Copied' for about a second. */
export function CouponCard({ coupon }: { coupon: CouponProps }) {
  const t = useTranslations();
  const [copied, setCopied] = useState(false);
  return (
    <article className="bg-primary-soft flex h-full flex-col gap-2 rounded-lg border border-dashed p-4">
      <h3 className="text-base font-semibold">{coupon.title}</h3>
      <p className="text-lg font-bold">{t("home.couponOff", { value: coupon.discount })}</p>
      {coupon.minPurchase ? (
        <p className="text-muted-foreground text-xs">
          {t("home.couponMin", { amount: coupon.minPurchase })}
        </p>
      ) : null}
      <div className="mt-auto flex items-center gap-2">
        <code className="bg-card rounded border px-2 py-1 text-sm">{coupon.code}</code>
        <button
          type="button"
          aria-label={t("home.copyCode", { code: coupon.code })}
          onClick={() => {
            navigator.clipboard
              .writeText(coupon.code)
              .then(() => {
                setCopied(true);
                setTimeout(() => setCopied(false), COPIED_MS);
              })
              .catch((error: unknown) => console.error("clipboard copy failed", error));
          }}
          className="bg-primary text-primary-foreground hover:bg-primary/90 h-8 rounded-md px-3 text-xs font-medium"
        >
          {t("common.copy")}
        </button>
        <span role="status" className="text-success text-xs font-medium">
          {copied ? t("common.copied") : ""}
        </span>
      </div>
    </article>
  );
}
