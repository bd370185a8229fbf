"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";

/** A labelled checkbox with its hint (the amount it adds or takes). */
function Check({
  checked,
  onChange,
  label,
  hint,
  testId,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  hint: string;
  testId: string;
}) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex items-start gap-3 text-sm">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="accent-primary mt-0.5 size-4 shrink-0"
        data-testid={testId}
      />
      {/* A long label wraps beside the box, never under it. */}
      <span className="flex min-w-0 flex-wrap items-baseline gap-x-3">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground text-xs">
          <bdi>{hint}</bdi>
        </span>
      </span>
    </label>
  );
}

/** Extra packaging, where the store offers it, with the amount it adds to the total. */
export function ExtraPackagingField({
  checked,
  onChange,
  amount,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The store's amount, formatted. */
  amount: string;
}) {
  const t = useTranslations("checkout");
  return (
    <Check
      checked={checked}
      onChange={onChange}
      label={t("extraPackaging")}
      hint={t("extraPackagingHint", { amount })}
      testId="checkout-extra-packaging"
    />
  );
}

/** Partial wallet payment: the wallet's whole balance now, the rest with the method chosen below. */
export function PartialPaymentField({
  checked,
  onChange,
  balance,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The wallet balance, formatted. */
  balance: string;
}) {
  const t = useTranslations("checkout");
  return (
    <Check
      checked={checked}
      onChange={onChange}
      label={t("partialPayment")}
      hint={t("partialPaymentHint", { amount: balance })}
      testId="checkout-partial-payment"
    />
  );
}
