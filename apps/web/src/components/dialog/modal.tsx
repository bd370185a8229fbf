"use client";

import type { ReactNode } from "react";
import { useEffect, useId, useRef } from "react";

import { cn } from "@marketplace/ui";

interface ModalProps {
  open: boolean;
  onClose?: (() => void) | undefined;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** "center" for dialogs, "end" for side drawers (right in LTR, left in RTL). */
  placement?: "center" | "end";
  className?: string;
  /** Whether Escape and the close button may dismiss it (false for choices that must be made). */
  dismissible?: boolean;
  closeLabel: string;
}

/**
 * A modal dialog on the native <dialog> element: focus is trapped and restored by the browser,
 * Escape closes it, the page behind is inert. Tiny, so dialogs cost almost no first-load JS.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  placement = "center",
  className,
  dismissible = true,
  closeLabel,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (dismissible) onClose?.();
      }}
      className={cn(
        "bg-card text-card-foreground backdrop:bg-overlay m-auto max-h-[92dvh] w-[min(92vw,36rem)] overflow-auto rounded-xl border p-0 shadow-xl",
        placement === "end" &&
          "ms-auto me-0 h-dvh max-h-dvh w-[min(88vw,22rem)] rounded-none rounded-s-xl",
        className,
      )}
    >
      {open ? (
        <div className="flex flex-col gap-4 p-5">
          <div className="flex items-start justify-between gap-4">
            <div className="flex flex-col gap-1">
              <h2 id={titleId} className="text-lg font-semibold">
                {title}
              </h2>
              {description ? (
                <p id={descriptionId} className="text-muted-foreground text-sm">
                  {description}
                </p>
              ) : null}
            </div>
            {dismissible ? (
              <button
                type="button"
                onClick={onClose}
                className="hover:bg-muted focus-visible:ring-ring -m-1 inline-flex size-9 shrink-0 items-center justify-center rounded-md text-xl leading-none"
                aria-label={closeLabel}
              >
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </div>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
