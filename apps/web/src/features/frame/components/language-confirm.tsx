"use client";

import { useTransition } from "react";
import { useTranslations } from "next-intl";

import { ConfirmDialog } from "@marketplace/ui";

import type { Locale } from "~/i18n/locales";
import { saveLanguage } from "~/features/frame/actions/preferences";
import { LANGUAGE_CHANGED_FLAG, thisDocument } from "./language-flag";

/**
 * 'Are you sure to change the language?' / 'The browser will refresh to get translated content.': Yes saves
 * the language and reloads (the switch then says 'Language has been changed'). Loaded when it opens.
 */
export function LanguageConfirm({
  target,
  onCancel,
  returnFocus,
}: {
  target: Locale;
  onCancel: () => void;
  /** Focuses what opened the dialog (the language select, which is not its trigger). */
  returnFocus: () => void;
}) {
  const t = useTranslations("language");
  const tc = useTranslations("common");
  const [busy, startTransition] = useTransition();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open && !busy) onCancel();
      }}
      title={t("confirmTitle")}
      description={t("confirmText")}
      cancelLabel={tc("cancel")}
      confirmLabel={tc("yes")}
      loading={busy}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus();
      }}
      onConfirm={() => {
        startTransition(async () => {
          await saveLanguage(target);
          sessionStorage.setItem(LANGUAGE_CHANGED_FLAG, thisDocument());
          window.location.reload();
        });
      }}
    />
  );
}
