import { LoaderCircle } from "lucide-react";

interface LoadingOverlayProps {
  /** The title of the dialog that is on its way. */
  title: string;
  /** What is loading, announced to screen readers. */
  status: string;
}

/**
 * The frame of a dialog whose code is still downloading: the page dims at once and a card with the
 * dialog's title and a spinner says what is coming. A status, not a dialog (nothing in it can be used
 * yet); the real dialog replaces it and takes the focus.
 */
export function LoadingOverlay({ title, status }: LoadingOverlayProps) {
  return (
    <div
      className="bg-overlay fixed inset-0 z-50 grid place-items-center p-4"
      data-testid="loading-overlay"
    >
      <div
        role="status"
        className="bg-popover text-popover-foreground grid w-full max-w-3xl justify-items-center gap-3 rounded-lg border p-5 shadow-lg"
      >
        <p className="justify-self-start text-lg leading-none font-semibold">{title}</p>
        <LoaderCircle aria-hidden="true" className="text-primary size-8 animate-spin" />
        <p className="text-muted-foreground text-sm">{status}</p>
      </div>
    </div>
  );
}
