"use client";

import type { ReactNode } from "react";

import { Sheet, SheetBody, SheetContent, SheetHeader, SheetTitle } from "@marketplace/ui";

/** The mobile menu's side sheet (`@marketplace/ui`), on the end side; loaded when the menu first opens. */
export function DrawerSheet({
  open,
  onOpenChange,
  title,
  closeLabel,
  onCloseAutoFocus,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  /** Where focus goes when the sheet closes (the menu button). */
  onCloseAutoFocus: (event: Event) => void;
  children: ReactNode;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="end"
        closeLabel={closeLabel}
        aria-describedby={undefined}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <SheetHeader>
          <SheetTitle>{title}</SheetTitle>
        </SheetHeader>
        <SheetBody className="pb-4">{children}</SheetBody>
      </SheetContent>
    </Sheet>
  );
}
