"use client";

import { useTranslations } from "next-intl";

import type { SubscriptionPackage } from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";

import type { Field, VendorForm } from "../lib/vendor-form-fields";
import type { VendorFormValues } from "../lib/vendor-form-schema";
import { ChoiceGroup } from "./choice-group";
import { PackageCards } from "./package-cards";

/** The vendor application's last step: commission or a subscription package. */
export function VendorPlanStep({
  shown,
  form,
  message,
  packages,
  currency,
  plan,
}: {
  /** Whether this is the step on screen (the others stay mounted, hidden, so their values and errors stay). */
  shown: boolean;
  form: VendorForm;
  /** The field's error text, if any. */
  message: (field: Field) => string | undefined;
  packages: readonly SubscriptionPackage[];
  currency: CurrencyFormat;
  /** The chosen business plan. */
  plan: VendorFormValues["business_plan"];
}) {
  const t = useTranslations("registration");
  return (
    <div className={shown ? "grid gap-4" : "hidden"}>
      <p className="text-sm">{t("planIntro")}</p>
      <ChoiceGroup
        legend={t("stepPlan")}
        type="radio"
        options={[
          {
            value: "commission",
            label: t("planCommission"),
            description: t("planCommissionText"),
          },
          ...(packages.length > 0
            ? [
                {
                  value: "subscription",
                  label: t("planSubscription"),
                  description: t("planSubscriptionText"),
                },
              ]
            : []),
        ]}
        register={form.register("business_plan")}
        message={message("business_plan")}
      />
      {plan === "subscription" ? (
        <PackageCards
          packages={packages}
          currency={currency}
          register={form.register("package_id")}
          message={message("package_id")}
        />
      ) : null}
    </div>
  );
}
