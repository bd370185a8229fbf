import type { ReactNode } from "react";

import { cn } from "../lib/cn";

type ProgressBarProps = {
  /** Percentage 0 to 100 (computed by the domain rules; clamped here for drawing only). */
  value: number;
  /** Accessible name, e.g. 'Free delivery progress' or 'Sold'. */
  label: string;
  /** Spoken value, e.g. '$12 more for free delivery'. */
  valueText?: string;
  /** Visible caption above the bar. */
  caption?: ReactNode;
  /** Text under the bar at the start side (e.g. 'Sold: 12'). */
  startText?: ReactNode;
  /** Text under the bar at the end side (e.g. 'Available: 30'). */
  endText?: ReactNode;
  tone?: "primary" | "success" | "warning" | "destructive";
  className?: string;
};

const tones = {
  primary: "bg-primary",
  success: "bg-success",
  warning: "bg-warning",
  destructive: "bg-destructive",
} as const;

/** A horizontal progress bar: free-delivery progress, flash-sale Sold / Available. */
function ProgressBar({
  value,
  label,
  valueText,
  caption,
  startText,
  endText,
  tone = "primary",
  className,
}: ProgressBarProps) {
  const clamped = Math.min(Math.max(value, 0), 100);
  return (
    <div data-slot="progress-bar" className={cn("grid gap-1.5", className)}>
      {caption === undefined ? null : <div className="text-sm">{caption}</div>}
      {/* A plain ARIA progress bar: no script, so server-rendered cards can show it. */}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped}
        aria-valuetext={valueText ?? `${String(Math.round(clamped))}%`}
        className="bg-muted relative h-2 w-full overflow-hidden rounded-full"
      >
        <div
          className={cn("h-full rounded-full transition-[width]", tones[tone])}
          style={{ width: `${String(clamped)}%` }}
        />
      </div>
      {startText === undefined && endText === undefined ? null : (
        <div className="text-muted-foreground flex justify-between gap-2 text-xs">
          <span>{startText}</span>
          <span>{endText}</span>
        </div>
      )}
    </div>
  );
}

export { ProgressBar };
export type { ProgressBarProps };
