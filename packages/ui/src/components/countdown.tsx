"use client";

import { useEffect, useEffectEvent, useRef, useState } from "react";

import { cx } from "../lib/cx";

/** Splits a remaining time in milliseconds into whole days, hours, minutes and seconds (never negative). */
function splitDuration(ms: number): {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
} {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const pad = (n: number) => String(n).padStart(2, "0");

type CountdownProps = {
  /** End time in epoch milliseconds. */
  endsAt: number;
  /** Called once when the time reaches zero. */
  onComplete?: () => void;
  /** Shown when the time is up; defaults to 'This campaign is over'. */
  overText?: string;
  /** Unit captions under the numbers. */
  unitLabels?: { days: string; hours: string; minutes: string; seconds: string };
  /** Accessible name of the timer; defaults to 'Time left'. */
  label?: string;
  className?: string;
};

const defaultUnits = { days: "Days", hours: "Hours", minutes: "Minutes", seconds: "Seconds" };

/** A campaign / flash-sale countdown shown as DD:HH:MM:SS; says when it is over. */
function Countdown({
  endsAt,
  onComplete,
  overText = "This campaign is over",
  unitLabels = defaultUnits,
  label = "Time left",
  className,
}: CountdownProps) {
  const [now, setNow] = useState(() => Date.now());
  const remaining = endsAt - now;
  const over = remaining <= 0;
  const completed = useRef(false);
  const complete = useEffectEvent(() => {
    onComplete?.();
  });

  useEffect(() => {
    if (over) return undefined;
    const timer = setInterval(() => {
      setNow(Date.now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [over]);

  useEffect(() => {
    if (over && !completed.current) {
      completed.current = true;
      complete();
    }
    if (!over) completed.current = false;
  }, [over]);

  if (over) {
    return (
      <p
        data-slot="countdown"
        data-over=""
        role="status"
        className={cx("text-sm font-semibold", className)}
      >
        {overText}
      </p>
    );
  }

  const parts = splitDuration(remaining);
  const units = [
    [parts.days, unitLabels.days],
    [parts.hours, unitLabels.hours],
    [parts.minutes, unitLabels.minutes],
    [parts.seconds, unitLabels.seconds],
  ] as const;

  return (
    <div
      data-slot="countdown"
      role="timer"
      aria-label={label}
      dir="ltr"
      className={cx("inline-flex items-start gap-1", className)}
    >
      {units.map(([amount, unit], index) => (
        <span key={unit} className="inline-flex items-start gap-1">
          {index > 0 ? (
            <span aria-hidden="true" className="py-1 font-semibold">
              :
            </span>
          ) : null}
          <span className="grid justify-items-center">
            <span className="bg-primary text-primary-foreground min-w-9 rounded-md px-1.5 py-1 text-center font-semibold tabular-nums">
              {pad(amount)}
            </span>
            <span className="text-muted-foreground text-[0.7rem]">{unit}</span>
          </span>
        </span>
      ))}
    </div>
  );
}

export { Countdown, splitDuration };
export type { CountdownProps };
