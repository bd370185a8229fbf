import type { ComponentProps } from "react";

import { cn } from "../lib/cn";

/** A price as view props: every amount is already formatted by the app (currency, decimals). */
type PriceView =
  | { kind: "single"; current: string; original?: string }
  | { kind: "range"; min: string; max: string; originalMin?: string; originalMax?: string }
  | { kind: "free" };

type PriceProps = Omit<ComponentProps<"p">, "children"> & {
  price: PriceView;
  /** Text for a zero price; defaults to 'Free'. */
  freeLabel?: string;
  /** Screen-reader prefix of the struck-through price; defaults to 'Original price'. */
  originalLabel?: string;
  size?: "sm" | "md" | "lg";
};

const sizes = { sm: "text-sm", md: "text-base", lg: "text-xl" } as const;

/** Current price, the struck-through original, a price range, or Free. */
function Price({
  price,
  freeLabel = "Free",
  originalLabel = "Original price",
  size = "md",
  className,
  ...props
}: PriceProps) {
  const original =
    price.kind === "single"
      ? price.original
      : price.kind === "range" && price.originalMin !== undefined && price.originalMax !== undefined
        ? `${price.originalMin} - ${price.originalMax}`
        : undefined;
  const current =
    price.kind === "single"
      ? price.current
      : price.kind === "range"
        ? `${price.min} - ${price.max}`
        : freeLabel;
  return (
    <p
      data-slot="price"
      data-kind={price.kind}
      className={cn("inline-flex flex-wrap items-baseline gap-x-2", sizes[size], className)}
      {...props}
    >
      <span className={cn("font-semibold", price.kind === "free" && "text-success")}>
        {current}
      </span>
      {original === undefined ? null : (
        <del className="text-muted-foreground text-[0.85em] font-normal">
          <span className="sr-only">{originalLabel}: </span>
          {original}
        </del>
      )}
    </p>
  );
}

export { Price };
export type { PriceProps, PriceView };
