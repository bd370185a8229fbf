import type { ComponentProps } from "react";

import { cn } from "../lib/cn";
import { inputClassName } from "./input";

/** A multi-line text input. */
function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(inputClassName, "field-sizing-content h-auto min-h-20 py-2", className)}
      {...props}
    />
  );
}

export { Textarea };
