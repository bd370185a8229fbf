import { cn } from "../lib/cn";

type ClosedOverlayProps = {
  /** Defaults to 'CLOSED NOW'. Pass 'Closed Now', or an unavailability text for items. */
  label?: string;
  /** Extra line, e.g. the opening hours. */
  detail?: string;
  /**
   * 'full' covers the whole parent; 'band' is a strip along the bottom; 'corner' is a badge in the
   * bottom end corner that leaves the rest of the picture (e.g. a name drawn on a cover) readable.
   */
  variant?: "full" | "band" | "corner";
  className?: string;
};

/** Dims a closed store or unavailable item. Place it inside a `relative` container. */
function ClosedOverlay({
  label = "CLOSED NOW",
  detail,
  variant = "full",
  className,
}: ClosedOverlayProps) {
  return (
    <div
      data-slot="closed-overlay"
      className={cn(
        "bg-overlay absolute z-10 flex flex-col items-center justify-center gap-0.5 px-2 text-center text-white",
        variant === "full"
          ? "inset-0 rounded-[inherit]"
          : variant === "band"
            ? "inset-x-0 bottom-0 py-1.5"
            : "end-2 bottom-2 rounded-md py-1",
        className,
      )}
    >
      <span className="text-sm font-bold tracking-wide">{label}</span>
      {detail === undefined ? null : <span className="text-xs">{detail}</span>}
    </div>
  );
}

export { ClosedOverlay };
export type { ClosedOverlayProps };
