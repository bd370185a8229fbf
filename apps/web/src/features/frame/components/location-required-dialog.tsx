"use client";

import { useTranslations } from "next-intl";

import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@marketplace/ui";

/** 'Insert delivery location' with 'Pick from Map' (spec D §4). Loaded when it opens. */
export function LocationRequiredDialog({
  onClose,
  onPick,
  returnFocus,
}: {
  onClose: () => void;
  onPick: () => void;
  /** Gives focus back to the element that asked for a location. */
  returnFocus: (event: Event) => void;
}) {
  const t = useTranslations();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent closeLabel={t("common.close")} onCloseAutoFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>{t("location.requiredTitle")}</DialogTitle>
          <DialogDescription>{t("location.requiredText")}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={onPick}>{t("location.pickFromMap")}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
