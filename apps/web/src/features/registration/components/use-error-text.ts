"use client";

import { useTranslations } from "next-intl";

/**
 * The text of a field error: the shared schemas answer message codes (worded in `registration.errors`);
 * anything else (a server's own text) is shown as it came.
 */
export function useErrorText(): (message: string | undefined) => string | undefined {
  const t = useTranslations("registration.errors");
  return (message) => {
    if (message === undefined || message === "") return undefined;
    if (message.startsWith("password_") && message !== "password_required")
      return t("password_weak");
    return t.has(message) ? t(message) : message;
  };
}
