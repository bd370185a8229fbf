import type { ComponentProps } from "react";

import { cx } from "../lib/cx";

/** Shared look of text inputs, also used by the password, phone and search inputs. */
const inputClassName =
  "flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs transition-colors outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm";

/** A single-line text input (classes joined without tailwind-merge: callers add, never override). */
function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input data-slot="input" type={type} className={cx(inputClassName, className)} {...props} />
  );
}

export { Input, inputClassName };
