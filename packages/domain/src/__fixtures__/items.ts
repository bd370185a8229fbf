import type { AddOn, FoodVariation, ItemVariation } from "@marketplace/api-client";

/** Burger sizes: single, required; option prices arrive as decimals ("2.50" parsed to 2.5 by the SDK). */
export const burgerSize: FoodVariation = {
  name: "Size",
  type: "single",
  min: 0,
  max: 0,
  required: "on",
  values: [
    { label: "Regular", optionPrice: 0 },
    { label: "Large", optionPrice: 2.5 },
  ],
};

/** Burger toppings: multi, optional, between 1 and 2 once anything is chosen. */
export const burgerToppings: FoodVariation = {
  name: "Toppings",
  type: "multi",
  min: 1,
  max: 2,
  required: "off",
  values: [
    { label: "Cheese", optionPrice: 0.75 },
    { label: "Bacon", optionPrice: 1.25 },
    { label: "Egg", optionPrice: 0.5 },
  ],
};

/** Sauces: multi, required, between 2 and 3. */
export const burgerSauces: FoodVariation = {
  name: "Sauces",
  type: "multi",
  min: 2,
  max: 3,
  required: "on",
  values: [
    { label: "Ketchup", optionPrice: 0 },
    { label: "Mayo", optionPrice: 0 },
    { label: "BBQ", optionPrice: 0.3 },
    { label: "Garlic", optionPrice: 0.3 },
  ],
};

export const fries: AddOn = { id: 2, name: "Fries", price: 1.5 };
export const cola: AddOn = { id: 1, name: "Cola", price: 0.99 };

/** A food item: $10.00 burger, 10 % item discount, with sizes, toppings and two add-ons. */
export const burger = {
  id: 101,
  name: "Classic Burger",
  price: 10,
  discount: 10,
  discount_type: "percent" as const,
  store_discount: 0,
  store_id: 7,
  module_type: "food",
  variations: [],
  food_variations: [burgerSize, burgerToppings],
  add_ons: [cola, fries],
};

export const tShirtVariations: ItemVariation[] = [
  { type: "Red-M", price: 12, stock: 5 },
  { type: "Red-XL", price: 14.5, stock: 0 },
  { type: "Blue-M", price: 11, stock: 2 },
];

/** A non-food item with colour and size variations and a $1.00 amount discount. */
export const tShirt = {
  id: 202,
  name: "Cotton T-Shirt",
  price: 12,
  discount: 1,
  discount_type: "amount" as const,
  store_discount: 0,
  store_id: 9,
  module_type: "ecommerce",
  variations: tShirtVariations,
  choice_options: [
    { name: "choice_1", title: "Color", options: ["Red", "Blue"] },
    { name: "choice_2", title: "Size", options: ["M", "XL"] },
  ],
  food_variations: [],
  add_ons: [],
  stock: 7,
  maximum_cart_quantity: 5,
};

/** A grocery item without variations whose store gives 20 %. */
export const milk = {
  id: 303,
  name: "Fresh Milk 1L",
  price: 2.49,
  discount: 5,
  discount_type: "amount" as const,
  store_discount: 20,
  store_id: 11,
  module_type: "grocery",
  variations: [],
  food_variations: [],
  add_ons: [],
  stock: 3,
  maximum_cart_quantity: null,
};
