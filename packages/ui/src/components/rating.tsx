import type { ComponentProps, CSSProperties } from "react";

import { cn } from "../lib/cn";

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

/** Star rating in half steps (filled from the inline start) with optional average and count. */
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
  const { full, half } = starParts(value, max);
  const fill: CSSProperties & Record<`--${string}`, string> = {
    "--ui-rating-fill": `${String(((full + (half ? 0.5 : 0)) / max) * 100)}%`,
  };
  if (max !== 5) fill["--ui-stars"] = String(max);
  return (
    <div
      data-slot="rating"
      role="img"
      aria-label={label ?? `Rated ${valueText ?? String(value)} out of ${String(max)}`}
      className={cn("inline-flex items-center gap-1 text-sm", className)}
      {...props}
    >
      {/* The stars are CSS (rating.css): one element, so a page can hold hundreds. */}
      <span
        aria-hidden="true"
        className="ui-rating-stars"
        data-size={size === "md" ? "md" : undefined}
        style={fill}
      />
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
