"use client";

import { Minus, Plus, Trash2 } from "lucide-react";

import { cx } from "../lib/cx";

type QuantityStepperProps = {
  quantity: number;
  /** Lowest quantity; at this value the minus control becomes a delete control (when onRemove is given). */
  min?: number;
  /** Highest allowed quantity (stock or maximum cart quantity). */
  max?: number;
  onIncrement: () => void;
  onDecrement: () => void;
  /** Shown instead of minus at the lowest quantity. */
  onRemove?: () => void;
  /** Called when plus is pressed at the limit, so the app can say 'Out of Stock' or 'Out of Limits'. */
  onLimitReached?: () => void;
  /** Blocks every control while an update is in flight. */
  busy?: boolean;
  size?: "sm" | "md";
  increaseLabel?: string;
  decreaseLabel?: string;
  removeLabel?: string;
  /** Accessible name of the group, e.g. 'Quantity'. */
  label?: string;
  className?: string;
};

/** Minus / quantity / plus. At the lowest quantity minus turns into delete; plus stops at the limit. */
function QuantityStepper({
  quantity,
  min = 1,
  max,
  onIncrement,
  onDecrement,
  onRemove,
  onLimitReached,
  busy = false,
  size = "md",
  increaseLabel = "Increase quantity",
  decreaseLabel = "Decrease quantity",
  removeLabel = "Remove",
  label = "Quantity",
  className,
}: QuantityStepperProps) {
  const atMin = quantity <= min;
  const atMax = max !== undefined && quantity >= max;
  const showRemove = atMin && onRemove !== undefined;
  const control =
    "grid cursor-pointer place-items-center rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 [&_svg]:size-4";
  const box = size === "sm" ? "size-8" : "size-10";

  return (
    <div
      data-slot="quantity-stepper"
      role="group"
      aria-label={label}
      aria-busy={busy || undefined}
      className={cx("bg-muted inline-flex items-center gap-1 rounded-full p-0.5", className)}
    >
      {showRemove ? (
        <button
          type="button"
          aria-label={removeLabel}
          disabled={busy}
          className={cx(control, box, "text-destructive hover:bg-background")}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" />
        </button>
      ) : (
        <button
          type="button"
          aria-label={decreaseLabel}
          disabled={busy || atMin}
          className={cx(control, box, "hover:bg-background")}
          onClick={onDecrement}
        >
          <Minus aria-hidden="true" />
        </button>
      )}
      <output aria-live="polite" className="min-w-8 text-center text-sm font-semibold tabular-nums">
        {quantity}
      </output>
      <button
        type="button"
        aria-label={increaseLabel}
        aria-disabled={atMax || undefined}
        disabled={busy}
        className={cx(control, box, "bg-primary text-primary-foreground hover:bg-primary/90")}
        onClick={() => {
          if (atMax) onLimitReached?.();
          else onIncrement();
        }}
      >
        <Plus aria-hidden="true" />
      </button>
    </div>
  );
}

export { QuantityStepper };
export type { QuantityStepperProps };
