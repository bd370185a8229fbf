/** Languages the storefront ships (spec A §9: English and Arabic). */
export const locales = ["en", "ar"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** Right-to-left language codes (spec A §9). */
export const rtlCodes = [
  "ar",
  "arc",
  "dv",
  "fa",
  "ha",
  "he",
  "khw",
  "ks",
  "ku",
  "ps",
  "ur",
  "yl",
] as const;

export function isLocale(value: string | undefined): value is Locale {
  return locales.some((locale) => locale === value);
}

export function toLocale(value: string | undefined): Locale {
  return isLocale(value) ? value : defaultLocale;
}

export function directionOf(code: string): "rtl" | "ltr" {
  return rtlCodes.some((rtl) => rtl === code) ? "rtl" : "ltr";
}
