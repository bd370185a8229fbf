/** Shapes of the JSON columns, as they are stored (and sent) on the wire. */

/** A non-food variation: `type` is the option combination, e.g. "Red-XL". */
export interface VariationRow {
  type: string;
  price: number;
  stock: number;
}

export interface FoodVariationRow {
  name: string;
  type: "single" | "multi";
  min: string;
  max: string;
  required: "on" | "off";
  /** optionPrice is a decimal string on the wire, e.g. "2.50". */
  values: { label: string; optionPrice: string }[];
}

export interface ChoiceOptionRow {
  name: string;
  title: string;
  options: string[];
}

export interface StoreDiscountRow {
  id: number;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  min_purchase: number;
  max_discount: number;
  discount: number;
  discount_type: "percent" | "amount";
  store_id: number;
}
