"use client";

import type { ComponentProps } from "react";

import { inputClassName } from "@marketplace/ui";

/** A native select with the inputs' look (FormField wires its label and message). */
export function NativeSelect({
  placeholder,
  options,
  ...props
}: ComponentProps<"select"> & {
  placeholder?: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <select className={inputClassName} {...props}>
      {placeholder === undefined ? null : <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
