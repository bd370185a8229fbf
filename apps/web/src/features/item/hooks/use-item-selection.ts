"use client";

import { useState } from "react";

import type { Cart, Item } from "@marketplace/api-client";
import type { AddOnChoice, FoodChoices, ItemSelection } from "@marketplace/domain";
import {
  cartLineSelection,
  cartMode,
  changeAddOnQuantity,
  defaultVariationType,
  findVariation,
  itemPrice,
  itemQuantityIncrease,
  toggleAddOn,
  toggleFoodOption,
  validateFoodChoices,
  variationStock,
  variationTypeFromChoices,
} from "@marketplace/domain";

/** The choices the dialog starts with: the cart line's (opened from the cart), else the defaults. */
function initialSelection(item: Item, lines: Cart, lineId: number | undefined): ItemSelection {
  const fromLine = lines.find((line) => line.id === lineId && line.item_id === item.id);
  if (fromLine) return cartLineSelection(fromLine);
  const variationType = item.module_type === "food" ? null : defaultVariationType(item.variations);
  const defaults: ItemSelection = { quantity: 1, variationType, foodChoices: {}, addOns: [] };
  const mode = cartMode(lines, item.id, defaults);
  return mode.mode === "update" ? cartLineSelection(mode.line) : defaults;
}

/**
 * The customer's choices in the item dialog and everything the domain derives from them: the price, the
 * food-variation issues, the variation's stock, Add vs Update, and whether one more unit may be added.
 */
export function useItemSelection(
  item: Item,
  lines: Cart,
  lineId: number | undefined,
  digits: number,
) {
  const [selection, setSelection] = useState<ItemSelection>(() =>
    initialSelection(item, lines, lineId),
  );
  const [chosenOptions, setChosenOptions] = useState<Record<string, string>>(() => {
    const parts = (selection.variationType ?? "").split("-");
    return Object.fromEntries(
      (item.choice_options ?? []).map((choice, index) => [
        choice.title,
        parts[index] ?? choice.options[0] ?? "",
      ]),
    );
  });
  const foodChoices: FoodChoices = selection.foodChoices ?? {};
  const addOns: readonly AddOnChoice[] = selection.addOns ?? [];
  const variation = findVariation(item.variations, selection.variationType);
  const variationOutOfStock =
    variation !== null && variationStock(variation).code === "variation_out_of_stock";
  const issues =
    item.module_type === "food" ? validateFoodChoices(item.food_variations, foodChoices) : [];
  const price = itemPrice(item, selection, digits);
  const mode = cartMode(lines, item.id, selection);
  const increase = itemQuantityIncrease(item, selection.quantity, variation?.stock ?? null);

  return {
    selection,
    foodChoices,
    addOns,
    chosenOptions,
    variation,
    variationOutOfStock,
    issues,
    price,
    mode,
    increase,
    setQuantity: (quantity: number) => setSelection((current) => ({ ...current, quantity })),
    toggleFood: (entry: { name: string; type: "single" | "multi" }, label: string) =>
      setSelection((current) => ({
        ...current,
        foodChoices: toggleFoodOption(current.foodChoices ?? {}, entry, label),
      })),
    toggleAddOn: (id: number) =>
      setSelection((current) => ({ ...current, addOns: toggleAddOn(current.addOns ?? [], id) })),
    changeAddOn: (id: number, delta: 1 | -1) =>
      setSelection((current) => ({
        ...current,
        addOns: changeAddOnQuantity(current.addOns ?? [], id, delta),
      })),
    chooseVariation: (type: string) =>
      setSelection((current) => ({ ...current, variationType: type })),
    chooseOption: (title: string, option: string) => {
      const next = { ...chosenOptions, [title]: option };
      setChosenOptions(next);
      setSelection((current) => ({
        ...current,
        variationType: variationTypeFromChoices(item.choice_options ?? [], next),
      }));
    },
  };
}

export type ItemSelectionState = ReturnType<typeof useItemSelection>;
