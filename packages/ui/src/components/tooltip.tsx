import type { ComponentProps, ReactNode } from "react";
import { Tooltip as TooltipPrimitive } from "radix-ui";

import { cn } from "../lib/cn";

/** Wrap the app once so tooltips share their open delay. */
function TooltipProvider({
  delayDuration = 200,
  ...props
}: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={delayDuration} {...props} />;
}

type TooltipProps = {
  /** The tooltip text; it describes the trigger (shown on hover and keyboard focus, Escape hides it). */
  content: ReactNode;
  /** One focusable element. */
  children: ReactNode;
  side?: "top" | "bottom" | "left" | "right";
  open?: boolean;
  defaultOpen?: boolean;
  className?: string;
};

/** A short hint shown next to a control on hover and focus. */
function Tooltip({ content, children, side = "top", open, defaultOpen, className }: TooltipProps) {
  return (
    <TooltipPrimitive.Root
      {...(open === undefined ? {} : { open })}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
    >
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          data-slot="tooltip-content"
          side={side}
          sideOffset={4}
          className={cn(
            "bg-foreground text-background z-50 max-w-xs rounded-md px-3 py-1.5 text-xs",
            className,
          )}
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-foreground" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}

export { Tooltip, TooltipProvider };
export type { TooltipProps };
