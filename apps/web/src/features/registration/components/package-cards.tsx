"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { useId } from "react";
import { Check, X } from "lucide-react";
import { useTranslations } from "next-intl";

import type { PackageFeature, SubscriptionPackage } from "@marketplace/api-client";
import type { CurrencyFormat } from "@marketplace/domain";
import { PACKAGE_FEATURES } from "@marketplace/api-client";
import { formatMoney, toMinorUnits } from "@marketplace/domain";

/** A package's price in the site's currency. */
export function packagePrice(entry: SubscriptionPackage, currency: CurrencyFormat): string {
  return formatMoney(toMinorUnits(entry.price, currency.digits), currency);
}

/**
 * The subscription packages as radio cards under a legend: name, price and validity, order and product
 * limits, and each feature with a check or a cross (named for screen readers). The whole card picks it.
 */
export function PackageCards({
  packages,
  currency,
  register,
  message,
}: {
  packages: readonly SubscriptionPackage[];
  currency: CurrencyFormat;
  register: UseFormRegisterReturn;
  message: string | undefined;
}) {
  const t = useTranslations("registration");
  const baseId = useId();
  const messageId = `${baseId}-message`;
  const limit = (value: number | "unlimited", kind: "Orders" | "Products") =>
    value === "unlimited" ? t(`unlimited${kind}`) : t(`max${kind}`, { count: value });
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={message ? messageId : undefined}
      data-invalid={message ? true : undefined}
      data-testid="package-cards"
    >
      <legend className={message ? "text-destructive text-sm font-medium" : "text-sm font-medium"}>
        {t("packagesLegend")}
      </legend>
      <div className="grid gap-3 md:grid-cols-3">
        {packages.map((entry) => {
          const inputId = `${baseId}-${String(entry.id)}`;
          const detailsId = `${inputId}-details`;
          return (
            <div
              key={entry.id}
              className="has-[:checked]:border-primary has-[:checked]:ring-primary/30 has-[:focus-visible]:ring-ring relative grid content-start gap-3 rounded-lg border border-t-4 p-4 has-[:checked]:ring-2 has-[:focus-visible]:ring-2"
              style={entry.colour ? { borderTopColor: entry.colour } : undefined}
              data-testid="package-card"
            >
              <div className="flex items-start justify-between gap-2">
                <label
                  htmlFor={inputId}
                  dir="auto"
                  className="cursor-pointer text-base font-semibold after:absolute after:inset-0 after:content-['']"
                >
                  {entry.package_name}
                </label>
                <input
                  id={inputId}
                  type="radio"
                  value={String(entry.id)}
                  aria-describedby={detailsId}
                  className="accent-primary relative mt-1 size-4 shrink-0"
                  {...register}
                />
              </div>
              <div id={detailsId} className="grid gap-3 text-sm">
                <p>
                  <span className="text-2xl font-bold">{packagePrice(entry, currency)}</span>{" "}
                  <span className="text-muted-foreground">
                    {t("packageValidity", { days: entry.validity })}
                  </span>
                </p>
                {entry.text ? (
                  <p dir="auto" className="text-muted-foreground">
                    {entry.text}
                  </p>
                ) : null}
                <ul className="grid gap-1.5">
                  <li>{limit(entry.max_order, "Orders")}</li>
                  <li>{limit(entry.max_product, "Products")}</li>
                  {PACKAGE_FEATURES.map((feature: PackageFeature) =>
                    entry[feature] ? (
                      <li key={feature} className="flex items-center gap-2">
                        <Check aria-hidden="true" className="text-success size-4 shrink-0" />
                        <span>
                          <span className="sr-only">{t("included")} </span>
                          {t(`feature_${feature}`)}
                        </span>
                      </li>
                    ) : (
                      <li key={feature} className="text-muted-foreground flex items-center gap-2">
                        <X aria-hidden="true" className="size-4 shrink-0" />
                        <span>
                          <span className="sr-only">{t("notIncluded")} </span>
                          {t(`feature_${feature}`)}
                        </span>
                      </li>
                    ),
                  )}
                </ul>
              </div>
            </div>
          );
        })}
      </div>
      {message ? (
        <p id={messageId} className="text-destructive text-sm" data-testid="package-message">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
