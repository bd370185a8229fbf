"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";

import type { CheckoutTotalsInput } from "@marketplace/domain";
import { Button, Input } from "@marketplace/ui";

import { notify } from "~/lib/notify/notify";
import { useVisitor } from "~/lib/visitor/visitor-provider";
import { runCall } from "../run-call";

export interface AppliedCoupon {
  code: string;
  rule: NonNullable<CheckoutTotalsInput["coupon"]>;
}

/**
 * Coupon apply and remove (signed-in customers; guests have no coupons). The server's `coupon/apply`
 * answers the coupon or its refusal (its message as a toast); the minimum purchase is the domain's
 * rule, checked by the form against the subtotal.
 */
export function CouponField({
  storeId,
  signedIn,
  applied,
  onApply,
  onRemove,
}: {
  storeId: number;
  signedIn: boolean;
  applied: AppliedCoupon | null;
  /** Applies the coupon; answers null, or the minimum purchase (formatted) when the items fall short. */
  onApply: (coupon: AppliedCoupon) => string | null;
  onRemove: () => void;
}) {
  const t = useTranslations("checkout");
  const visitor = useVisitor();
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);
  const inputId = useId();

  if (!signedIn) {
    return (
      <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-2">
        <h2 id={`${inputId}-title`} className="text-base font-semibold">
          {t("coupon")}
        </h2>
        <p className="text-muted-foreground text-sm">{t("couponGuest")}</p>
      </section>
    );
  }

  async function apply() {
    const wanted = code.trim();
    if (wanted === "") return;
    setPending(true);
    const coupon = await runCall(visitor, (sdk, client) =>
      sdk.applyCoupon(client, { code: wanted, store_id: storeId }),
    );
    setPending(false);
    if (!coupon) return;
    const minimum = onApply({
      code: coupon.code,
      rule: {
        discount: coupon.discount,
        discount_type: coupon.discount_type,
        min_purchase: coupon.min_purchase,
        max_discount: coupon.max_discount,
        coupon_type: coupon.coupon_type,
      },
    });
    if (minimum === null) {
      setCode("");
      void notify.success(t("couponApplied", { code: coupon.code }));
    } else void notify.error(t("couponMinimum", { amount: minimum }));
  }

  return (
    <section aria-labelledby={`${inputId}-title`} className="flex flex-col gap-2">
      <h2 id={`${inputId}-title`} className="text-base font-semibold">
        {t("coupon")}
      </h2>
      {applied ? (
        <div className="bg-card flex items-center justify-between gap-3 rounded-lg border p-3 text-sm">
          <span data-testid="checkout-coupon">{t("couponApplied", { code: applied.code })}</span>
          <Button type="button" variant="outline" size="sm" onClick={onRemove}>
            {t("remove")}
          </Button>
        </div>
      ) : (
        <div className="flex gap-2">
          <label htmlFor={inputId} className="sr-only">
            {t("couponCode")}
          </label>
          <Input
            id={inputId}
            value={code}
            placeholder={t("couponCode")}
            onChange={(event) => setCode(event.target.value)}
            maxLength={64}
          />
          <Button
            type="button"
            disabled={pending || code.trim() === ""}
            onClick={() => void apply()}
          >
            {t("apply")}
          </Button>
        </div>
      )}
    </section>
  );
}
