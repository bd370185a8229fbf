"use client";

import { Star } from "lucide-react";
import { useTranslations } from "next-intl";

import { cn } from "@marketplace/ui";

/** A 1–5 star choice: a radio group (arrow keys move between stars), drawn as stars. */
export function StarInput({
  name,
  legend,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  name: string;
  legend: string;
  value: number | null;
  onChange: (value: number) => void;
  invalid: boolean;
  describedBy: string | undefined;
}) {
  const t = useTranslations("reviews");
  return (
    <fieldset aria-invalid={invalid} aria-describedby={describedBy}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex gap-1">
        {[1, 2, 3, 4, 5].map((count) => (
          <label key={count} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={count}
              checked={value === count}
              onChange={() => onChange(count)}
              className="peer sr-only"
            />
            <span className="sr-only">{t("star", { count })}</span>
            <Star
              aria-hidden="true"
              className={cn(
                "peer-focus-visible:ring-ring size-8 rounded-sm peer-focus-visible:ring-2",
                value !== null && count <= value
                  ? "fill-warning text-warning"
                  : "text-muted-foreground",
              )}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
