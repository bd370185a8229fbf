import { SpriteIcon } from "@marketplace/ui";

/** How wide the dialog on its way is: a map dialog, the kit's dialog, or its confirmation. */
const WIDTHS = {
  map: "max-w-3xl p-5",
  dialog: "max-w-lg p-6",
  confirm: "max-w-sm p-6",
} as const;

export interface LoadingOverlayProps {
  /** The title of the dialog that is on its way. */
  title: string;
  /** What is loading, announced to screen readers. */
  status: string;
  /** The coming dialog's width, so the frame does not jump when it arrives (default: a map dialog). */
  width?: keyof typeof WIDTHS;
}

/**
 * The frame of a dialog whose code is still downloading: the page dims at once and a card with the
 * dialog's title and a spinner says what is coming. A status, not a dialog (nothing in it can be used
 * yet); the real dialog replaces it and takes the focus. `data-dialog-on-its-way` tells prompts the page
 * opens by itself that the visitor is inside a dialog already (`visitorBusy`).
 */
export function LoadingOverlay({ title, status, width = "map" }: LoadingOverlayProps) {
  return (
    <div
      className="bg-overlay fixed inset-0 z-50 grid place-items-center p-4"
      data-testid="loading-overlay"
      data-dialog-on-its-way=""
    >
      <div
        role="status"
        className={`bg-popover text-popover-foreground grid w-full justify-items-center gap-3 rounded-lg border shadow-lg ${WIDTHS[width]}`}
      >
        <p
          className={`text-lg leading-none font-semibold ${width === "confirm" ? "" : "justify-self-start"}`}
        >
          {title}
        </p>
        <SpriteIcon name="loader" className="text-primary size-8 animate-spin" />
        <p className="text-muted-foreground text-sm">{status}</p>
      </div>
    </div>
  );
}
