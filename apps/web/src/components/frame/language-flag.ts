/** Session flag set before the reload of a language change, so the new page says 'Language has been changed'. */
export const LANGUAGE_CHANGED_FLAG = "language-changed";
