import type { ReactElement, RefObject } from "react";

/** A square control over the picker's map (zoom, current location, fullscreen), named by its label. */
export function MapButton({
  label,
  onClick,
  disabled,
  pressed,
  buttonRef,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  buttonRef?: RefObject<HTMLButtonElement | null>;
  /** A decorative lucide icon; the label names the button. */
  children: ReactElement;
}) {
  return (
    <button
      ref={buttonRef}
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onClick={onClick}
      className="bg-card text-card-foreground hover:bg-muted focus-visible:ring-ring flex size-10 items-center justify-center rounded-md border shadow disabled:opacity-50 [&_svg]:size-5"
    >
      <span aria-hidden="true" className="contents">
        {children}
      </span>
    </button>
  );
}
