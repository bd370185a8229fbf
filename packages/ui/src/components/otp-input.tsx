"use client";

import type { ClipboardEvent, KeyboardEvent } from "react";
import { useRef } from "react";

import { cn } from "../lib/cn";

type OtpInputProps = {
  /** The digits typed so far (at most `length`). */
  value: string;
  onChange: (value: string) => void;
  /** Called once every box holds a digit. */
  onComplete?: (value: string) => void;
  /** Number of digits (the spec's OTP length is 6). */
  length?: number;
  /** Accessible name of each box; defaults to 'Digit {n} of {length}'. */
  digitLabel?: (position: number, length: number) => string;
  disabled?: boolean;
  invalid?: boolean;
  className?: string;
  /** Accessible name of the whole group. */
  label?: string;
  /** id of the first box, for a <label htmlFor>. */
  id?: string;
  "aria-describedby"?: string;
};

const defaultDigitLabel = (position: number, length: number) => `Digit ${position} of ${length}`;

function onlyDigits(text: string): string {
  return text.replace(/\D/g, "");
}

/** A one-time-code entry: one box per digit, auto-advance, backspace goes back, paste fills all boxes. */
function OtpInput({
  value,
  onChange,
  onComplete,
  length = 6,
  digitLabel = defaultDigitLabel,
  label = "Verification code",
  disabled,
  invalid,
  className,
  id,
  "aria-describedby": describedBy,
}: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const digits = onlyDigits(value).slice(0, length);

  function focusBox(index: number) {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  }

  function commit(next: string, focusIndex: number) {
    const clean = onlyDigits(next).slice(0, length);
    onChange(clean);
    if (clean.length === length) onComplete?.(clean);
    focusBox(focusIndex);
  }

  function typeAt(index: number, typed: string) {
    const incoming = onlyDigits(typed);
    if (incoming === "") return;
    // Digits fill from the first empty box; a box can only be set once those before it are set.
    const start = Math.min(index, digits.length);
    const next = (digits.slice(0, start) + incoming + digits.slice(start + incoming.length)).slice(
      0,
      length,
    );
    commit(next, start + incoming.length);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Backspace") {
      event.preventDefault();
      if (index < digits.length) {
        commit(digits.slice(0, index) + digits.slice(index + 1), index);
      } else if (digits.length > 0) {
        commit(digits.slice(0, -1), digits.length - 1);
      }
    } else if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      // The boxes always run left to right (digits), so arrows are physical here.
      focusBox(index + (event.key === "ArrowLeft" ? -1 : 1));
    } else if (event.key === "Home") {
      event.preventDefault();
      focusBox(0);
    } else if (event.key === "End") {
      event.preventDefault();
      focusBox(digits.length);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    typeAt(index, event.clipboardData.getData("text"));
  }

  return (
    <div
      data-slot="otp-input"
      role="group"
      aria-label={label}
      dir="ltr"
      className={cn("flex items-center gap-2", className)}
    >
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          id={index === 0 ? id : undefined}
          aria-label={digitLabel(index + 1, length)}
          aria-describedby={describedBy}
          aria-invalid={invalid === true ? true : undefined}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          pattern="[0-9]*"
          maxLength={length}
          disabled={disabled}
          value={digits[index] ?? ""}
          className="border-input bg-background text-foreground focus-visible:border-ring focus-visible:ring-ring/40 aria-invalid:border-destructive size-11 rounded-md border text-center text-lg font-semibold outline-none focus-visible:ring-2 disabled:opacity-50"
          onChange={(event) => {
            const raw = event.target.value;
            const current = digits[index];
            typeAt(index, raw.length > 1 && current !== undefined ? raw.replace(current, "") : raw);
          }}
          onKeyDown={(event) => {
            onKeyDown(index, event);
          }}
          onPaste={(event) => {
            onPaste(index, event);
          }}
          onFocus={(event) => {
            event.target.select();
          }}
        />
      ))}
    </div>
  );
}

export { OtpInput };
export type { OtpInputProps };
