/** The texts of the error pages (`messages/<locale>/errorPage.json`). */
export interface ErrorTexts {
  errorTitle: string;
  errorText: string;
  tryAgain: string;
}

/**
 * The error page's texts out of the catalogue the layout hands to the client (plain data, so the error
 * boundary, loaded with every page, does not bring next-intl's client code). Null when a text is missing.
 */
export function errorTextsOf(messages: Record<string, unknown>): ErrorTexts | null {
  const page = messages.errorPage;
  if (typeof page !== "object" || page === null) return null;
  const { errorTitle, errorText, tryAgain } = page as Record<string, unknown>;
  return typeof errorTitle === "string" &&
    typeof errorText === "string" &&
    typeof tryAgain === "string"
    ? { errorTitle, errorText, tryAgain }
    : null;
}
