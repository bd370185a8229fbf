"use client";

import type { UseFormRegisterReturn } from "react-hook-form";

/** Native radios or checkboxes under a legend (each option labelled), with the group's message. */
export function ChoiceGroup({
  legend,
  type,
  options,
  register,
  message,
}: {
  legend: string;
  type: "radio" | "checkbox";
  options: readonly { value: string; label: string; description?: string }[];
  register: UseFormRegisterReturn;
  message: string | undefined;
}) {
  const messageId = `${register.name}-group-message`;
  return (
    <fieldset
      className="grid gap-2"
      aria-describedby={message ? messageId : undefined}
      data-invalid={message ? true : undefined}
    >
      <legend className={message ? "text-destructive text-sm font-medium" : "text-sm font-medium"}>
        {legend}
      </legend>
      <div className="flex flex-wrap gap-3">
        {options.map((option) => (
          <label
            key={option.value}
            className="has-[:checked]:border-primary flex min-w-36 flex-1 cursor-pointer items-start gap-2 rounded-md border p-3 text-sm"
          >
            <input
              type={type}
              value={option.value}
              className="accent-primary mt-0.5 size-4"
              {...register}
            />
            <span className="grid gap-0.5">
              <span className="font-medium">{option.label}</span>
              {option.description ? (
                <span className="text-muted-foreground">{option.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </div>
      {message ? (
        <p id={messageId} className="text-destructive text-sm">
          {message}
        </p>
      ) : null}
    </fieldset>
  );
}
