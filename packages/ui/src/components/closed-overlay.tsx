import { cn } from "../lib/cn";

type ClosedOverlayProps = {
  /** Defaults to 'CLOSED NOW'. Pass 'Closed Now', or an unavailability text for items. */
  label?: string;
  /** Extra line, e.g. the opening hours. */
  detail?: string;
  /** 'full' covers the whole parent; 'band' is a strip along the bottom. */
  variant?: "full" | "band";
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
        variant === "full" ? "inset-0 rounded-[inherit]" : "inset-x-0 bottom-0 py-1.5",
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
