"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";

import { cn, Input, Label, Textarea } from "@marketplace/ui";

/** Delivery-man tips: none, the most tipped amount, a few steps and a custom amount (major units). */
export function TipsField({
  value,
  onChange,
  mostTips,
}: {
  value: number;
  onChange: (value: number) => void;
  mostTips: number | null;
}) {
  const t = useTranslations("checkout");
  const id = useId();
  const presets = [...new Set([0, 1, 2, 5, ...(mostTips && mostTips > 0 ? [mostTips] : [])])].sort(
    (a, b) => a - b,
  );
  return (
    <fieldset className="flex flex-col gap-2" data-testid="checkout-tips">
      <legend className="mb-2 text-base font-semibold">{t("tips")}</legend>
      <div className="flex flex-wrap gap-2">
        {presets.map((amount) => (
          <button
            key={amount}
            type="button"
            aria-pressed={value === amount}
            onClick={() => onChange(amount)}
            className={cn(
              "rounded-full border px-3 py-1 text-sm",
              value === amount && "border-primary bg-primary text-primary-foreground",
            )}
          >
            {amount === 0 ? t("noTip") : <bdi>{amount}</bdi>}
            {amount === mostTips && amount > 0 ? (
              <span className="ms-1 text-xs">({t("mostTips")})</span>
            ) : null}
          </button>
        ))}
      </div>
      <div className="flex max-w-48 flex-col gap-1">
        <Label htmlFor={id}>{t("customTip")}</Label>
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          max={1000}
          value={value === 0 ? "" : String(value)}
          onChange={(event) => {
            const next = Number(event.target.value);
            onChange(Number.isFinite(next) && next >= 0 ? Math.min(next, 1000) : 0);
          }}
        />
      </div>
    </fieldset>
  );
}

/** The order note and, where the store offers it, cutlery. */
export function NoteFields({
  note,
  onNote,
  cutlery,
  onCutlery,
  offersCutlery,
}: {
  note: string;
  onNote: (note: string) => void;
  cutlery: boolean;
  onCutlery: (cutlery: boolean) => void;
  offersCutlery: boolean;
}) {
  const t = useTranslations("checkout");
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <Label htmlFor={id} className="text-base font-semibold">
          {t("note")}
        </Label>
        <Textarea
          id={id}
          value={note}
          maxLength={500}
          placeholder={t("notePlaceholder")}
          onChange={(event) => onNote(event.target.value)}
        />
      </div>
      {offersCutlery ? (
        <label htmlFor={`${id}-cutlery`} className="flex flex-wrap items-center gap-x-3 text-sm">
          <input
            id={`${id}-cutlery`}
            type="checkbox"
            checked={cutlery}
            onChange={(event) => onCutlery(event.target.checked)}
            className="accent-primary mt-0.5 size-4"
          />
          <span className="font-medium">{t("cutlery")}</span>
          <span className="text-muted-foreground text-xs">{t("cutleryHint")}</span>
        </label>
      ) : null}
    </div>
  );
}
