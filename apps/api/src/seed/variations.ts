import type { ChoiceOptionRow, FoodVariationRow, VariationRow } from "../db/schema/json-types";
import type { VariantKind } from "./defs";
import type { Random } from "./random";
import { cents } from "./random";

const money = (value: number) => value.toFixed(2);

/** Food variations (options priced as decimal strings, as the wire sends them). */
export function foodVariationsFor(kind: VariantKind | undefined): FoodVariationRow[] {
  switch (kind) {
    case "pizza":
      return [
        {
          name: "Size",
          type: "single",
          min: "0",
          max: "0",
          required: "on",
          values: [
            { label: '10" Small', optionPrice: money(0) },
            { label: '12" Medium', optionPrice: money(2.5) },
            { label: '14" Large', optionPrice: money(4.75) },
          ],
        },
        {
          name: "Crust",
          type: "single",
          min: "0",
          max: "0",
          required: "off",
          values: [
            { label: "Thin crust", optionPrice: money(0) },
            { label: "Stuffed crust", optionPrice: money(1.9) },
          ],
        },
        {
          name: "Extra toppings",
          type: "multi",
          min: "1",
          max: "3",
          required: "off",
          values: [
            { label: "Olives", optionPrice: money(0.8) },
            { label: "Jalapeños", optionPrice: money(0.6) },
            { label: "Mushrooms", optionPrice: money(0.9) },
            { label: "Extra mozzarella", optionPrice: money(1.2) },
          ],
        },
      ];
    case "burger":
      return [
        {
          name: "Make it a meal",
          type: "single",
          min: "0",
          max: "0",
          required: "off",
          values: [
            { label: "Burger only", optionPrice: money(0) },
            { label: "With fries & drink", optionPrice: money(3.5) },
          ],
        },
        {
          name: "Sauces",
          type: "multi",
          min: "1",
          max: "2",
          required: "on",
          values: [
            { label: "Ketchup", optionPrice: money(0) },
            { label: "Mayonnaise", optionPrice: money(0) },
            { label: "BBQ sauce", optionPrice: money(0.3) },
            { label: "Chipotle mayo", optionPrice: money(0.4) },
          ],
        },
      ];
    case "drink":
      return [
        {
          name: "Size",
          type: "single",
          min: "0",
          max: "0",
          required: "on",
          values: [
            { label: "Regular", optionPrice: money(0) },
            { label: "Large", optionPrice: money(1.2) },
          ],
        },
        {
          name: "Sweetness",
          type: "single",
          min: "0",
          max: "0",
          required: "off",
          values: [
            { label: "No sugar", optionPrice: money(0) },
            { label: "Less sweet", optionPrice: money(0) },
            { label: "Regular sweet", optionPrice: money(0) },
          ],
        },
      ];
    case "sushi":
      return [
        {
          name: "Pieces",
          type: "single",
          min: "0",
          max: "0",
          required: "on",
          values: [
            { label: "6 pieces", optionPrice: money(0) },
            { label: "12 pieces", optionPrice: money(8.9) },
          ],
        },
        {
          name: "Sauces",
          type: "multi",
          min: "1",
          max: "2",
          required: "off",
          values: [
            { label: "Soy sauce", optionPrice: money(0) },
            { label: "Wasabi", optionPrice: money(0) },
            { label: "Spicy mayo", optionPrice: money(0.5) },
            { label: "Eel sauce", optionPrice: money(0.7) },
          ],
        },
      ];
    case "bowl":
      return [
        {
          name: "Spice level",
          type: "single",
          min: "0",
          max: "0",
          required: "on",
          values: [
            { label: "Mild", optionPrice: money(0) },
            { label: "Medium", optionPrice: money(0) },
            { label: "Hot", optionPrice: money(0) },
          ],
        },
        {
          name: "Extra protein",
          type: "multi",
          min: "1",
          max: "2",
          required: "off",
          values: [
            { label: "Tofu", optionPrice: money(1.5) },
            { label: "Chicken", optionPrice: money(2) },
            { label: "Prawns", optionPrice: money(2.8) },
          ],
        },
      ];
    default:
      return [];
  }
}

interface Axis {
  title: string;
  options: { label: string; factor: number }[];
}

function axesFor(kind: VariantKind | undefined): Axis[] {
  switch (kind) {
    case "weight":
      return [
        {
          title: "Weight",
          options: [
            { label: "500g", factor: 0.55 },
            { label: "1kg", factor: 1 },
            { label: "2kg", factor: 1.9 },
          ],
        },
      ];
    case "pack":
      return [
        {
          title: "Pack",
          options: [
            { label: "Single", factor: 1 },
            { label: "Pack of 3", factor: 2.8 },
          ],
        },
      ];
    case "apparel":
      return [
        {
          title: "Color",
          options: [
            { label: "Black", factor: 1 },
            { label: "Navy", factor: 1 },
            { label: "Olive", factor: 1 },
          ],
        },
        {
          title: "Size",
          options: [
            { label: "S", factor: 1 },
            { label: "M", factor: 1 },
            { label: "L", factor: 1 },
            { label: "XL", factor: 1.08 },
          ],
        },
      ];
    case "shoe":
      return [
        {
          title: "Size",
          options: ["39", "40", "41", "42", "43", "44"].map((label) => ({ label, factor: 1 })),
        },
      ];
    case "storage":
      return [
        {
          title: "Color",
          options: [
            { label: "Graphite", factor: 1 },
            { label: "Silver", factor: 1 },
          ],
        },
        {
          title: "Capacity",
          options: [
            { label: "Standard", factor: 1 },
            { label: "Pro", factor: 1.2 },
          ],
        },
      ];
    case "shade":
      return [
        {
          title: "Shade",
          options: [
            { label: "Ruby", factor: 1 },
            { label: "Coral", factor: 1 },
            { label: "Nude", factor: 1 },
          ],
        },
      ];
    case "strength":
      return [
        {
          title: "Strength",
          options: [
            { label: "500mg", factor: 1 },
            { label: "650mg", factor: 1.25 },
          ],
        },
      ];
    default:
      return [];
  }
}

/**
 * Non-food variations: choice options (choice_1, choice_2, …) and one variation per combination
 * ("Black-M"), each with its own absolute price and stock. The first combination has the base price.
 */
export function productVariationsFor(
  kind: VariantKind | undefined,
  basePrice: number,
  random: Random,
): { choiceOptions: ChoiceOptionRow[]; variations: VariationRow[]; attributes: number[] } {
  const axes = axesFor(kind);
  if (axes.length === 0) return { choiceOptions: [], variations: [], attributes: [] };
  const choiceOptions = axes.map((axis, index) => ({
    name: `choice_${String(index + 1)}`,
    title: axis.title,
    options: axis.options.map((option) => option.label),
  }));
  let combos: { labels: string[]; factor: number }[] = [{ labels: [], factor: 1 }];
  for (const axis of axes) {
    combos = combos.flatMap((combo) =>
      axis.options.map((option) => ({
        labels: [...combo.labels, option.label],
        factor: combo.factor * option.factor,
      })),
    );
  }
  const first = combos[0]?.factor ?? 1;
  const variations = combos.map((combo, index) => ({
    type: combo.labels.join("-"),
    price: cents((basePrice * combo.factor) / first),
    stock: index % 7 === 5 ? 0 : random.int(3, 60),
  }));
  return { choiceOptions, variations, attributes: axes.map((_, index) => index + 1) };
}
