import { textDirection } from "@marketplace/domain";

/** Languages the storefront ships (spec A §9: English and Arabic). */
export const locales = ["en", "ar"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

export function isLocale(value: string | undefined): value is Locale {
  return locales.some((locale) => locale === value);
}

export function toLocale(value: string | undefined): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/** The `dir` of a language (the right-to-left codes are @marketplace/domain's). */
export function directionOf(code: string): "rtl" | "ltr" {
  return textDirection(code);
}
