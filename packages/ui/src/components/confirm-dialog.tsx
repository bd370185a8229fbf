import type { ReactNode } from "react";
import { AlertDialog } from "radix-ui";

import { cn } from "../lib/cn";
import { buttonVariants } from "./button";

type ConfirmDialogProps = {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called when the confirm button is pressed; the dialog then closes unless `loading` keeps it open. */
  onConfirm: () => void;
  /** Optional element that opens the dialog (rendered as-is, e.g. a Button). */
  trigger?: ReactNode;
  title?: ReactNode;
  description?: ReactNode;
  cancelLabel?: ReactNode;
  confirmLabel?: ReactNode;
  /** 'destructive' for 'Clear Cart' and deletions. */
  tone?: "default" | "destructive";
  /** Keeps the dialog open and the confirm button busy while the action runs. */
  loading?: boolean;
  /**
   * Runs when the dialog closes, before focus moves; call `event.preventDefault()` and focus another
   * element when the dialog was opened by something other than `trigger` (e.g. a select's change).
   */
  onCloseAutoFocus?: (event: Event) => void;
};

/**
 * Asks the user to confirm an action. Defaults follow the spec: 'Confirm this request?' with
 * Cancel and Yes. Focus starts on Cancel; Escape cancels.
 */
function ConfirmDialog({
  open,
  defaultOpen,
  onOpenChange,
  onConfirm,
  trigger,
  title = "Confirm this request?",
  description,
  cancelLabel = "Cancel",
  confirmLabel = "Yes",
  tone = "default",
  loading = false,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root
      {...(open === undefined ? {} : { open })}
      {...(defaultOpen === undefined ? {} : { defaultOpen })}
      {...(onOpenChange === undefined ? {} : { onOpenChange })}
    >
      {trigger === undefined ? null : <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="bg-overlay fixed inset-0 z-50" />
        <AlertDialog.Content
          data-slot="confirm-dialog"
          className="bg-popover text-popover-foreground fixed inset-0 z-50 m-auto grid h-fit w-[calc(100%-2rem)] max-w-sm gap-4 rounded-lg border p-6 text-center shadow-lg outline-none"
          {...(description === undefined ? { "aria-describedby": undefined } : {})}
          {...(onCloseAutoFocus === undefined ? {} : { onCloseAutoFocus })}
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          {description === undefined ? null : (
            <AlertDialog.Description className="text-muted-foreground text-sm">
              {description}
            </AlertDialog.Description>
          )}
          <div className="flex justify-center gap-3">
            <AlertDialog.Cancel className={cn(buttonVariants({ variant: "outline" }), "min-w-24")}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={cn(
                buttonVariants({ variant: tone === "destructive" ? "destructive" : "default" }),
                "min-w-24",
              )}
              disabled={loading}
              aria-busy={loading || undefined}
              onClick={(event) => {
                if (loading) event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

export { ConfirmDialog };
export type { ConfirmDialogProps };
