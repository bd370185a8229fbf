import type { Locale } from "~/i18n/locales";

/** A wire timestamp (`2026-01-01 12:00:00` or ISO) as the visitor's language writes a date and time. */
export function formatOrderTime(value: string | null | undefined, locale: Locale): string {
  if (!value) return "";
  const date = new Date(value.includes("T") ? value : value.replace(" ", "T"));
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(date);
}
