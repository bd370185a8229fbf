/** Session flag set before the reload of a language change, so the new page says 'Language has been changed'. */
export const LANGUAGE_CHANGED_FLAG = "language-changed";

/**
 * The flag's value names the document that set it: the page that asked for the change re-renders in the new
 * language before its reload goes through, and must not consume the flag meant for the reloaded page.
 */
export function thisDocument(): string {
  return String(performance.timeOrigin);
}

/** Whether a flag value was left by an earlier document (so this one should say the language changed). */
export function isChangeFromEarlierDocument(value: string | null, current: string): boolean {
  return value !== null && value !== current;
}
