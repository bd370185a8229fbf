// Single source of truth for truncating long text (D5): descriptions at 70 characters, card names at 25.

/** Long text (descriptions) is cut at 70 characters with 'Read more' / 'Show less'. */
export const DESCRIPTION_LIMIT = 70;
/** Item names on cards are cut at 25 characters. */
export const CARD_NAME_LIMIT = 25;

export interface TruncatedText {
  text: string;
  truncated: boolean;
}

/**
 * Cuts text to `limit` characters (counted in code points, so emoji and Arabic are not split),
 * appending '...' when cut. `truncated` tells the UI to offer 'Read more'.
 * @example truncateText("Fresh organic bananas", 10) // { text: "Fresh orga...", truncated: true }
 */
export function truncateText(text: string, limit: number = DESCRIPTION_LIMIT): TruncatedText {
  const characters = Array.from(text);
  if (characters.length <= limit) return { text, truncated: false };
  return { text: `${characters.slice(0, Math.max(0, limit)).join("")}...`, truncated: true };
}

/**
 * An item name on a card, cut at 25 characters.
 * @example cardName("Chicken Shawarma Platter Large") // "Chicken Shawarma Platter ..."
 */
export function cardName(name: string): string {
  return truncateText(name, CARD_NAME_LIMIT).text;
}

export interface DescriptionView {
  text: string;
  /** The toggle under the text: 'Read more' while cut, 'Show less' while expanded, none for short text. */
  toggle: "read_more" | "show_less" | null;
}

/**
 * Long text truncated to 70 characters with 'Read more' / 'Show less'.
 * @example descriptionView("a".repeat(80), false).toggle // "read_more"
 */
export function descriptionView(text: string, expanded: boolean): DescriptionView {
  const cut = truncateText(text, DESCRIPTION_LIMIT);
  if (!cut.truncated) return { text, toggle: null };
  return expanded ? { text, toggle: "show_less" } : { text: cut.text, toggle: "read_more" };
}
