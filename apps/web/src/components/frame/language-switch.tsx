"use client";

import { useEffect, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { toast } from "sonner";

import { Button, cn } from "@marketplace/ui";

import type { Locale } from "~/i18n/locales";
import { saveLanguage } from "~/app/_actions/preferences";
import { Modal } from "~/components/dialog/modal";
import { locales } from "~/i18n/locales";

const CHANGED_FLAG = "language-changed";

/**
 * The language switch: asks 'Are you sure to change the language?', saves the language, reloads
 * (the direction flips for right-to-left languages) and then says 'Language has been changed'.
 */
export function LanguageSwitch({ current, className }: { current: Locale; className?: string }) {
  const t = useTranslations("language");
  const tc = useTranslations("common");
  const [pending, setPending] = useState<Locale | null>(null);
  const [busy, startTransition] = useTransition();

  useEffect(() => {
    if (sessionStorage.getItem(CHANGED_FLAG) !== "1") return;
    // After the toaster (mounted after the page) has subscribed.
    const timer = setTimeout(() => {
      sessionStorage.removeItem(CHANGED_FLAG);
      toast.success(t("changed"));
    }, 0);
    return () => clearTimeout(timer);
  }, [t]);

  return (
    <>
      <label className={cn("inline-flex items-center gap-2 text-sm", className)}>
        <span className="sr-only">{t("label")}</span>
        <select
          value={current}
          data-testid="language-select"
          onChange={(event) => {
            const value = event.target.value as Locale;
            if (value !== current) setPending(value);
          }}
          className="border-input bg-background h-9 rounded-md border px-2 text-sm"
        >
          {locales.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {t(locale)}
            </option>
          ))}
        </select>
      </label>
      <Modal
        open={pending !== null}
        onClose={() => setPending(null)}
        title={t("confirmTitle")}
        description={t("confirmText")}
        closeLabel={tc("close")}
      >
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => setPending(null)}>
            {tc("cancel")}
          </Button>
          <Button
            loading={busy}
            onClick={() => {
              const target = pending;
              if (!target) return;
              startTransition(async () => {
                await saveLanguage(target);
                sessionStorage.setItem(CHANGED_FLAG, "1");
                window.location.reload();
              });
            }}
          >
            {tc("yes")}
          </Button>
        </div>
      </Modal>
    </>
  );
}
