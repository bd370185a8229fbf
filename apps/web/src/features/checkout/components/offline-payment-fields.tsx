"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";

import { Input, Label, Textarea } from "@marketplace/ui";

import type { OfflineEntry, OfflineMethod } from "../offline-payment";
import { missingOfflineFields } from "../offline-payment";
import { ChoiceGroup } from "./choice-group";

/**
 * Offline payment: the methods to choose from, the chosen one's payment details (what to pay to) and the
 * fields it asks for, with a note. Required fields left empty show their message once Place Order was tried.
 */
export function OfflinePaymentFields({
  methods,
  entry,
  onEntry,
  tried,
}: {
  methods: OfflineMethod[];
  entry: OfflineEntry;
  onEntry: (entry: OfflineEntry) => void;
  tried: boolean;
}) {
  const t = useTranslations("checkout");
  const id = useId();
  const method = methods.find((row) => row.id === entry.methodId) ?? null;
  const missing = new Set(method && tried ? missingOfflineFields(method, entry.values) : []);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="bg-muted/40 flex flex-col gap-4 rounded-lg border p-4"
      data-testid="checkout-offline"
    >
      <h3 id={`${id}-title`} className="sr-only">
        {t("offlinePayment")}
      </h3>
      <ChoiceGroup
        legend={t("offlineMethod")}
        value={entry.methodId === null ? "" : String(entry.methodId)}
        onChange={(value) => onEntry({ methodId: Number(value), values: {}, note: entry.note })}
        choices={methods.map((row) => ({ value: String(row.id), label: row.name }))}
        testId="checkout-offline-method"
      />
      {tried && method === null ? (
        <p className="text-destructive text-sm" role="alert">
          {t("offlineChooseMethod")}
        </p>
      ) : null}
      {method ? (
        <>
          {method.details.length > 0 ? (
            <div className="flex flex-col gap-2">
              <h4 className="text-sm font-semibold">{t("offlineDetails")}</h4>
              <p className="text-muted-foreground text-xs">{t("offlineDetailsHint")}</p>
              <dl className="bg-card flex flex-col gap-1 rounded-md border p-3 text-sm">
                {method.details.map((detail) => (
                  <div key={detail.label} className="flex flex-wrap justify-between gap-x-4">
                    <dt className="text-muted-foreground">{detail.label}</dt>
                    <dd className="font-medium">
                      <bdi>{detail.value}</bdi>
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
          <div className="flex flex-col gap-3">
            <h4 className="text-sm font-semibold">{t("offlineInformation")}</h4>
            {method.fields.map((field) => {
              const fieldId = `${id}-${field.name}`;
              const empty = missing.has(field.name);
              return (
                <div key={field.name} className="flex flex-col gap-1">
                  <Label htmlFor={fieldId}>
                    {field.label}
                    {field.required ? " *" : null}
                  </Label>
                  <Input
                    id={fieldId}
                    name={field.name}
                    value={entry.values[field.name] ?? ""}
                    placeholder={field.placeholder || undefined}
                    maxLength={200}
                    required={field.required}
                    aria-invalid={empty}
                    aria-describedby={empty ? `${fieldId}-error` : undefined}
                    onChange={(event) =>
                      onEntry({
                        ...entry,
                        values: { ...entry.values, [field.name]: event.target.value },
                      })
                    }
                  />
                  {empty ? (
                    <p id={`${fieldId}-error`} className="text-destructive text-xs">
                      {t("offlineFieldRequired", { field: field.label })}
                    </p>
                  ) : null}
                </div>
              );
            })}
            <div className="flex flex-col gap-1">
              <Label htmlFor={`${id}-note`}>{t("offlineNote")}</Label>
              <Textarea
                id={`${id}-note`}
                value={entry.note}
                maxLength={500}
                placeholder={t("offlineNotePlaceholder")}
                onChange={(event) => onEntry({ ...entry, note: event.target.value })}
              />
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
