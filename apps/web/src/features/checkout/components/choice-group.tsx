"use client";

import type { ReactNode } from "react";
import { useId } from "react";

import { cn } from "@marketplace/ui";

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

/** A radio group of cards (native radios: keyboard and screen readers as the platform gives them). */
export function ChoiceGroup<T extends string>({
  legend,
  value,
  choices,
  onChange,
  testId,
}: {
  legend: string;
  value: T;
  choices: Choice<T>[];
  onChange: (value: T) => void;
  testId?: string;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2" data-testid={testId}>
      <legend className="mb-2 text-base font-semibold">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              "bg-card flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm",
              value === choice.value && "border-primary ring-primary/40 ring-2",
              choice.disabled && "cursor-not-allowed opacity-60",
            )}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
              className="accent-primary mt-0.5 size-4 shrink-0"
            />
            <span className="flex flex-col gap-0.5">
              <span className="font-medium">{choice.label}</span>
              {choice.hint ? (
                <span className="text-muted-foreground text-xs">{choice.hint}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
