"use client";

import type { ComponentProps } from "react";
import { useState } from "react";
import { Eye, EyeOff } from "lucide-react";

import { cx } from "../lib/cx";
import { inputClassName } from "./input";

type PasswordInputProps = Omit<ComponentProps<"input">, "type"> & {
  /** Name of the toggle while the password is hidden. */
  showLabel?: string;
  /** Name of the toggle while the password is shown. */
  hideLabel?: string;
};

/** A password input with a show / hide toggle. */
function PasswordInput({
  className,
  showLabel = "Show password",
  hideLabel = "Hide password",
  disabled,
  ...props
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div data-slot="password-input" className="relative">
      <input
        type={visible ? "text" : "password"}
        className={cx(inputClassName, "pe-11", className)}
        disabled={disabled}
        {...props}
      />
      <button
        type="button"
        className="text-muted-foreground hover:text-foreground focus-visible:ring-ring absolute inset-y-0 end-0 my-auto me-1 grid size-8 cursor-pointer place-items-center rounded-md outline-none focus-visible:ring-2 disabled:pointer-events-none [&_svg]:size-4"
        aria-label={visible ? hideLabel : showLabel}
        disabled={disabled}
        onClick={() => {
          setVisible((current) => !current);
        }}
      >
        {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </button>
    </div>
  );
}

export { PasswordInput };
export type { PasswordInputProps };
