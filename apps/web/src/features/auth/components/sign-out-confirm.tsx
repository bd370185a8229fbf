"use client";

import { useTranslations } from "next-intl";

import { ConfirmDialog } from "@marketplace/ui";

/** 'Are you sure you want to logout?' with Cancel and Yes (loaded when Logout is pressed). */
export function SignOutConfirm({
  onConfirm,
  onClose,
  busy,
}: {
  onConfirm: () => void;
  onClose: () => void;
  busy: boolean;
}) {
  const t = useTranslations("auth");
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("logoutConfirm")}
      cancelLabel={t("cancel")}
      confirmLabel={t("yes")}
      loading={busy}
      onConfirm={onConfirm}
    />
  );
}
