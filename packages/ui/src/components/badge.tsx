import type { VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cva } from "class-variance-authority";
import { Slot } from "radix-ui";

import { cn } from "../lib/cn";

/**
 * Small status labels. Text always comes from the caller, already formatted
 * (e.g. '{discount}% off', 'Organic', 'Halal', 'Recommend', 'Free Delivery', 'From You').
 */
const badgeVariants = cva(
  // The shape and type: `ui-badge` (badge.css), one short class for what every badge shares.
  "ui-badge",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground",
        soft: "bg-primary-soft text-foreground",
        muted: "bg-muted text-foreground",
        outline: "border-border text-foreground border",
        discount: "bg-destructive text-destructive-foreground",
        success: "bg-success text-background",
        warning: "bg-warning text-background",
        rating: "bg-rating text-background",
        overlay: "bg-overlay text-white",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

type BadgeProps = ComponentProps<"span"> &
  VariantProps<typeof badgeVariants> & { asChild?: boolean };

/** A short label: discount, organic, halal, Recommend, Free Delivery, distance and the like. */
function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : "span";
  return (
    <Comp data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
  );
}

type VegIndicatorProps = Omit<ComponentProps<"span">, "children"> & {
  /** true = veg (green), false = non-veg (red). */
  veg: boolean;
  /** Accessible text; defaults 'Veg' / 'Non-veg'. */
  label?: string;
  /** Show the text next to the mark instead of only to screen readers. */
  showLabel?: boolean;
};

/** The food-module veg / non-veg mark: a square with a dot, in green or red. */
function VegIndicator({ veg, label, showLabel = false, className, ...props }: VegIndicatorProps) {
  const text = label ?? (veg ? "Veg" : "Non-veg");
  return (
    <span
      data-slot="veg-indicator"
      data-veg={veg}
      className={cn("inline-flex items-center gap-1 text-xs font-medium", className)}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          "bg-background grid size-4 place-items-center rounded-sm border-2",
          veg ? "border-success" : "border-destructive",
        )}
      >
        <span className={cn("size-2 rounded-full", veg ? "bg-success" : "bg-destructive")} />
      </span>
      <span className={showLabel ? undefined : "sr-only"}>{text}</span>
    </span>
  );
}

export { Badge, badgeVariants, VegIndicator };
export type { BadgeProps, VegIndicatorProps };
