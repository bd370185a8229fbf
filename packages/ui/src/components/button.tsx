import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cva } from "class-variance-authority";
import { Slot } from "radix-ui";

import { cn } from "../lib/cn";
import { SpriteIcon } from "./sprite-icon";

/**
 * Button looks. Every size keeps at least a 32 px target (WCAG 2.2 asks 24 px). Each size names its own text
 * size, so no variant's classes conflict with another's (button.test.tsx): `buttonVariants()` is usable as a
 * plain string, and a Button without a `className` needs no tailwind-merge.
 */
const buttonVariants = cva(
  "focus-visible:ring-ring focus-visible:ring-offset-background inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors outline-none select-none focus-visible:ring-2 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary/90",
        soft: "bg-primary-soft text-foreground hover:bg-primary-soft/80",
        secondary: "bg-muted text-foreground hover:bg-muted/80",
        outline: "border-input bg-background text-foreground hover:bg-muted border",
        ghost: "text-foreground hover:bg-muted",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        link: "text-foreground underline underline-offset-4 hover:decoration-2",
      },
      size: {
        sm: "h-8 px-3 text-xs",
        default: "h-10 px-4 text-sm",
        lg: "h-12 px-6 text-base",
        icon: "size-10 text-sm",
        "icon-sm": "size-8 text-sm",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (e.g. a link) with the button's look instead of a <button>. */
    asChild?: boolean;
    /** Shows a spinner, marks the button busy and blocks clicks. */
    loading?: boolean;
  };

/**
 * The classes of a Button: a caller's `className` is merged over the variant's (it may override one of its
 * utilities); without one the variant's own classes are used as they are, and tailwind-merge (whose first call
 * builds its class map: 26 ms at 4× CPU on the product page) does not run.
 */
function buttonClassName(
  variant: ButtonProps["variant"],
  size: ButtonProps["size"],
  className: string | undefined,
): string {
  const own = buttonVariants({ variant, size });
  return className ? cn(own, className) : own;
}

/** The basic action control: variants, sizes and a loading state. */
function Button({
  className,
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  children,
  type,
  ...props
}: ButtonProps) {
  if (asChild) {
    return (
      <Slot.Root
        data-slot="button"
        className={buttonClassName(variant, size, className)}
        {...props}
      >
        {children}
      </Slot.Root>
    );
  }
  return (
    <button
      data-slot="button"
      type={type ?? "button"}
      className={buttonClassName(variant, size, className)}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      {...props}
    >
      {loading ? <SpriteIcon name="loader" className="animate-spin" /> : null}
      {children}
    </button>
  );
}

export { Button, buttonVariants };
export type { ButtonProps };
