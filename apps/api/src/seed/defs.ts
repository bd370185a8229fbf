/** Shapes of the hand-written demo catalogue (the builder turns them into rows). */
import type { ModuleType } from "@marketplace/domain";

export type { ModuleType };

/** Which variation recipe an item gets (food: food_variations; others: choice-option variations). */
export type VariantKind =
  | "pizza"
  | "burger"
  | "drink"
  | "sushi"
  | "bowl"
  | "weight"
  | "pack"
  | "apparel"
  | "shoe"
  | "storage"
  | "shade"
  | "strength";

export interface ProductDef {
  name: string;
  emoji: string;
  price: number;
  veg?: 0 | 1;
  unit?: string;
  organic?: boolean;
  halal?: boolean;
  variant?: VariantKind;
  brand?: string;
  generic?: string[];
  prescription?: boolean;
  condition?: string;
  nutritions?: string[];
  allergies?: string[];
  description?: string;
}

export interface ChildCategoryDef {
  name: string;
  emoji: string;
  products: ProductDef[];
}

export interface CategoryDef {
  name: string;
  emoji: string;
  featured?: boolean;
  children: ChildCategoryDef[];
}

export interface StoreDef {
  name: string;
  /** Parent category names whose products the store sells. */
  sells: string[];
  emoji: string;
  color: string;
  tagline: string;
}

export interface ModuleCatalogue {
  type: Exclude<ModuleType, "parcel">;
  categories: CategoryDef[];
  stores: StoreDef[];
  brands: string[];
  addOns?: [string, number][];
}

/** A compact product constructor: p("Margherita Pizza", "pizza", 9.9, { veg: 1 }). */
export function p(
  name: string,
  emoji: string,
  price: number,
  options: Omit<ProductDef, "name" | "emoji" | "price"> = {},
): ProductDef {
  return { name, emoji, price, ...options };
}
