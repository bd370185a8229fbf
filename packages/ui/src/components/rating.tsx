import type { ComponentProps } from "react";

import { cn } from "../lib/cn";
import { StarShape } from "../lib/static-icons";

/** Rounds to the nearest half star and returns how many full, half and empty stars to draw. */
function starParts(value: number, max = 5): { full: number; half: boolean; empty: number } {
  const clamped = Math.min(Math.max(value, 0), max);
  const halves = Math.round(clamped * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2 === 1;
  return { full, half, empty: max - full - (half ? 1 : 0) };
}

type RatingProps = Omit<ComponentProps<"div">, "children"> & {
  /** Average rating, e.g. 4.5. Drawn in half steps. */
  value: number;
  max?: number;
  /** The value as text, already formatted with the configured decimals (e.g. '4.5'). Shown beside the stars. */
  valueText?: string;
  /** Count text, e.g. '(120)'. */
  countText?: string;
  /** Accessible summary; defaults to 'Rated {value} out of {max}'. */
  label?: string;
  size?: "sm" | "md";
};

/** Star rating in half steps with optional average and count. */
function Rating({
  value,
  max = 5,
  valueText,
  countText,
  label,
  size = "sm",
  className,
  ...props
}: RatingProps) {
  const { full, half, empty } = starParts(value, max);
  const iconSize = size === "sm" ? "size-3.5" : "size-5";
  return (
    <div
      data-slot="rating"
      role="img"
      aria-label={label ?? `Rated ${valueText ?? String(value)} out of ${String(max)}`}
      className={cn("inline-flex items-center gap-1 text-sm", className)}
      {...props}
    >
      {/* Stroke settings are inherited by the stars (small markup: a page can hold hundreds). */}
      <span
        className="text-rating inline-flex items-center fill-none stroke-current stroke-2 [stroke-linejoin:round]"
        aria-hidden="true"
      >
        {Array.from({ length: full }, (_, index) => (
          <StarShape
            key={`full-${String(index)}`}
            data-star="full"
            className={cn(iconSize, "fill-current")}
          />
        ))}
        {half ? (
          <span data-star="half" className={cn("relative inline-block", iconSize)}>
            <StarShape className={cn("text-muted-foreground absolute inset-0", iconSize)} />
            <StarShape
              half
              className={cn("absolute inset-0 fill-current rtl:-scale-x-100", iconSize)}
            />
          </span>
        ) : null}
        {Array.from({ length: empty }, (_, index) => (
          <StarShape
            key={`empty-${String(index)}`}
            data-star="empty"
            className={cn(iconSize, "text-muted-foreground")}
          />
        ))}
      </span>
      {valueText === undefined ? null : (
        <span aria-hidden="true" className="font-medium">
          {valueText}
        </span>
      )}
      {countText === undefined ? null : (
        <span aria-hidden="true" className="text-muted-foreground">
          {countText}
        </span>
      )}
    </div>
  );
}

export { Rating, starParts };
export type { RatingProps };
