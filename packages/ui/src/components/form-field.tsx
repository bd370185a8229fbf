"use client";

import type { ReactNode } from "react";
import { useId } from "react";
import { Slot } from "radix-ui";

import { cx } from "../lib/cx";

type FormFieldProps = {
  label: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
  /** The validation message (e.g. react-hook-form's `errors.email?.message`); marks the control invalid. */
  message?: ReactNode;
  /** The single control to wire up: Input, PasswordInput, PhoneInput, Select trigger, OtpInput... */
  children: ReactNode;
  /** Use a fixed id instead of a generated one. */
  id?: string;
  required?: boolean;
  className?: string;
};

/**
 * Wires a label, description and message to one control with generated ids: the control gets `id`,
 * `aria-describedby`, `aria-invalid` and `aria-required`, so screen readers announce all of it.
 * Use with react-hook-form: `<FormField label="Email" message={errors.email?.message}><Input {...register('email')} /></FormField>`.
 */
function FormField({
  label,
  description,
  message,
  children,
  id,
  required,
  className,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const descriptionId = `${controlId}-description`;
  const messageId = `${controlId}-message`;
  const hasDescription = description !== undefined && description !== null && description !== "";
  const invalid = message !== undefined && message !== null && message !== "";
  const describedBy = [hasDescription ? descriptionId : null, invalid ? messageId : null]
    .filter((part) => part !== null)
    .join(" ");

  return (
    <div
      data-slot="form-field"
      data-invalid={invalid || undefined}
      className={cx("grid gap-2", className)}
    >
      {/* Label's look (ui `Label`) without Radix and tailwind-merge: forms in a page's first load stay light. */}
      <label
        htmlFor={controlId}
        data-slot="label"
        className={cx(
          "flex items-center gap-2 text-sm leading-none font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
          invalid && "text-destructive",
        )}
      >
        {label}
        {required ? (
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        ) : null}
      </label>
      <Slot.Root
        id={controlId}
        aria-describedby={describedBy === "" ? undefined : describedBy}
        aria-invalid={invalid || undefined}
        aria-required={required === true ? true : undefined}
      >
        {children}
      </Slot.Root>
      {hasDescription ? (
        <p
          id={descriptionId}
          data-slot="form-description"
          className="text-muted-foreground text-sm"
        >
          {description}
        </p>
      ) : null}
      {invalid ? (
        <p id={messageId} data-slot="form-message" className="text-destructive text-sm font-medium">
          {message}
        </p>
      ) : null}
    </div>
  );
}

export { FormField };
export type { FormFieldProps };
