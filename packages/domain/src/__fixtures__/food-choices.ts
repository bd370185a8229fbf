import type { FoodChoices } from "../pricing/item-selection";

/** A valid burger: Large, with Cheese. */
export const largeWithCheese: FoodChoices = { Size: ["Large"], Toppings: ["Cheese"] };
/** Size missing. */
export const noSize: FoodChoices = { Toppings: ["Cheese"] };
/** Three toppings where at most two are allowed. */
export const tooManyToppings: FoodChoices = {
  Size: ["Regular"],
  Toppings: ["Cheese", "Bacon", "Egg"],
};
