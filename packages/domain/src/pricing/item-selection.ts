// Single source of truth for the shape of a customer's choices on an item (variation, food options, add-ons, quantity).

/** Chosen labels per food variation name. */
export type FoodChoices = Readonly<Record<string, readonly string[]>>;

/** A checked add-on with its own quantity (not a running total). */
export interface AddOnChoice {
  id: number;
  quantity: number;
}

/** What the customer picked in the item detail dialog or on a card. */
export interface ItemSelection {
  quantity: number;
  /** The chosen non-food variation `type` (e.g. "Red-XL"); matched ignoring dashes and spaces. */
  variationType?: string | null | undefined;
  /** Chosen food variation labels per variation name. */
  foodChoices?: FoodChoices | undefined;
  /** Checked add-ons. */
  addOns?: readonly AddOnChoice[] | undefined;
}
