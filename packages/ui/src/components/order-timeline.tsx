import { Check } from "lucide-react";

import { cn } from "../lib/cn";

type TimelineStep = {
  label: string;
  /** Already formatted time, e.g. '10:30 am'. */
  time?: string;
};

type OrderTimelineProps = {
  /** Index of the latest reached step (0-based). */
  currentStep: number;
  steps?: readonly TimelineStep[];
  /** Accessible name of the list. */
  label?: string;
  /** Screen-reader words for a step's state. */
  stateLabels?: { done: string; current: string; upcoming: string };
  className?: string;
};

const defaultSteps: readonly TimelineStep[] = [
  { label: "Order Placed" },
  { label: "Order Confirmed" },
  { label: "On the Way" },
  { label: "Delivered" },
];

const defaultStateLabels = { done: "Completed", current: "Current step", upcoming: "Upcoming" };

/** The order-tracking timeline: Order Placed, Order Confirmed, On the Way, Delivered. */
function OrderTimeline({
  currentStep,
  steps = defaultSteps,
  label = "Order status",
  stateLabels = defaultStateLabels,
  className,
}: OrderTimelineProps) {
  return (
    <ol data-slot="order-timeline" aria-label={label} className={cn("grid gap-0", className)}>
      {steps.map((step, index) => {
        const state = index < currentStep ? "done" : index === currentStep ? "current" : "upcoming";
        const last = index === steps.length - 1;
        return (
          <li
            key={step.label}
            data-state={state}
            aria-current={state === "current" ? "step" : undefined}
            className="relative flex gap-3 pb-6 last:pb-0"
          >
            {last ? null : (
              <span
                aria-hidden="true"
                className={cn(
                  "absolute start-3 top-6 -ms-px h-[calc(100%-1.5rem)] w-0.5",
                  index < currentStep ? "bg-primary" : "bg-border",
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                "z-[1] grid size-6 shrink-0 place-items-center rounded-full border-2",
                state === "upcoming"
                  ? "border-border bg-background"
                  : "border-primary bg-primary text-primary-foreground",
              )}
            >
              {state === "upcoming" ? null : <Check className="size-3.5" />}
            </span>
            <span className="grid">
              <span
                className={cn(
                  "text-sm font-medium",
                  state === "upcoming" && "text-muted-foreground",
                )}
              >
                {step.label}
                <span className="sr-only">, {stateLabels[state]}</span>
              </span>
              {step.time === undefined ? null : (
                <span className="text-muted-foreground text-xs">{step.time}</span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

export { OrderTimeline };
export type { OrderTimelineProps, TimelineStep };
