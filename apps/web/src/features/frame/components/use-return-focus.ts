import type { RefObject } from "react";

/**
 * Radix dialogs give focus back to their own `Trigger` only. Dialogs opened from elsewhere (a header
 * button, the frame's context) pass the returned handler as `onCloseAutoFocus`, so focus goes back to
 * the element in `target` instead of `<body>`. Without a connected element Radix's default stands.
 */
export function useReturnFocus(target: RefObject<HTMLElement | null>): (event: Event) => void {
  // A fresh handler per render is cheap; the ref is read only when the dialog closes.
  return (event: Event) => {
    const element = target.current;
    if (!element?.isConnected) return;
    event.preventDefault();
    element.focus();
  };
}

/** The focused element right now, unless that is `<body>` (nothing was focused). */
export function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}
