import type { CategoryNode } from "../listing/select-category";

/** Bread & Juice (1) with children Bread (11) and Juice (12). */
export const breadAndJuice: CategoryNode = { id: 1, childes: [{ id: 11 }, { id: 12 }] };
/** Drinks (2) without children. */
export const drinks: CategoryNode = { id: 2, childes: null };
/** Milks (3) with one child Yogurt (31). */
export const milks: CategoryNode = { id: 3, childes: [{ id: 31, childes: [] }] };

export const categoryTree: CategoryNode[] = [breadAndJuice, drinks, milks];
