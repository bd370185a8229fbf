// Single source of truth for the listing's searched text (D2, D7): what the URL's `search` may carry.

/** The longest searched text sent to the listing (longer text is cut). */
export const LISTING_SEARCH_MAX_LENGTH = 100;

// C0 and C1 control characters (NUL, tab, line breaks, escape, DEL...).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g;

/**
 * The searched text as the listing uses it: control characters become spaces, trimmed, at most 100
 * characters; empty means no search.
 * @example listingSearchText("  milk\u0000tea ") // "milk tea"
 */
export function listingSearchText(value: string | null | undefined): string {
  return (value ?? "")
    .replace(CONTROL_CHARACTERS, " ")
    .trim()
    .slice(0, LISTING_SEARCH_MAX_LENGTH)
    .trim();
}
