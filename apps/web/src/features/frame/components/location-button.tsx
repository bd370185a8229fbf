"use client";

import type { ReactNode } from "react";

import { useFrameUi } from "./frame-ui";

/** Shows the saved delivery address (or asks for one) and opens the Pick Location modal. */
export function LocationButton({
  text,
  label,
  icon,
  className,
  textClassName = "",
}: {
  /** The saved address, or 'Select location'. */
  text: string;
  /** 'Delivery location: {address}', or 'Select location'. */
  label: string;
  /** Width and placement (e.g. `max-w-64`). */
  className: string;
  /** The map pin, rendered by the server. */
  icon: ReactNode;
  /** Where the text shows (the phone bar hides it where only a letter or two would fit). */
  textClassName?: string;
}) {
  const { openLocationPicker } = useFrameUi();
  return (
    <button
      type="button"
      onClick={openLocationPicker}
      data-testid="location-button"
      aria-label={label}
      className={`hover:bg-muted focus-visible:ring-ring inline-flex h-9 items-center gap-2 rounded-md px-2 text-sm ${className}`}
    >
      {icon}
      {/* dir="auto": an English address on the Arabic page is cut at its end, not its start. */}
      <span dir="auto" className={`truncate ${textClassName}`}>
        {text}
      </span>
    </button>
  );
}
