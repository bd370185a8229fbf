// Single source of truth for right-to-left languages (A9).

/** Right-to-left language codes (A9). */
export const RTL_LANGUAGE_CODES = [
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

/**
 * Whether a language code (optionally with a region, e.g. "ar-SA") is written right to left.
 * @example isRtlLanguage("ar") // true
 */
export function isRtlLanguage(code: string): boolean {
  const base = code.trim().toLowerCase().split(/[-_]/)[0] ?? "";
  return (RTL_LANGUAGE_CODES as readonly string[]).includes(base);
}

/**
 * The `dir` attribute for a language code.
 * @example textDirection("en") // "ltr"
 */
export function textDirection(code: string): "rtl" | "ltr" {
  return isRtlLanguage(code) ? "rtl" : "ltr";
}
