/** Listing and search responses and the paged item/store lists. */
import * as z from "zod";

import { categorySchema } from "./category";
import { itemSchema, itemSuggestionSchema } from "./item";
import { pagedSchema } from "./paged";
import { storeSchema, storeSuggestionSchema } from "./store";
import { wireArray } from "./wire";

/** `{ total_size, limit, offset, products, categories? }`. */
export const pagedProductsSchema = pagedSchema("products", itemSchema).extend({
  categories: wireArray(categorySchema).optional(),
});
/** A page of products. */
export type PagedProducts = z.infer<typeof pagedProductsSchema>;

/** `{ total_size, limit, offset, items }` (`items/recommended`, `items/suggested`). */
export const pagedItemsSchema = pagedSchema("items", itemSchema);
/** A page of items under `items`. */
export type PagedItems = z.infer<typeof pagedItemsSchema>;

/** `{ total_size, limit, offset, stores }`. */
export const pagedStoresSchema = pagedSchema("stores", storeSchema);
/** A page of stores. */
export type PagedStores = z.infer<typeof pagedStoresSchema>;

/** `GET get-combined-data`: `products` for `list_type=item`, `stores` for `list_type=store`. */
export const searchResponseSchema = z.looseObject({
  total_size: pagedProductsSchema.shape.total_size,
  limit: pagedProductsSchema.shape.limit,
  offset: pagedProductsSchema.shape.offset,
  products: wireArray(itemSchema).optional(),
  stores: wireArray(storeSchema).optional(),
  categories: wireArray(categorySchema).optional(),
});
/** Search response. */
export type SearchResponse = z.infer<typeof searchResponseSchema>;

/** `GET items/item-or-store-search`: `{ items, stores }` each with `name`. */
export const searchSuggestionsSchema = z.looseObject({
  items: wireArray(itemSuggestionSchema).default([]),
  stores: wireArray(storeSuggestionSchema).default([]),
});
/** Search suggestions. */
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

/** `GET items/search-suggestion`: `{ products: [{ name, image }] }`. */
export const itemSearchSuggestionResponseSchema = pagedSchema("products", itemSuggestionSchema);
/** `GET items/search-suggestion` response. */
export type ItemSearchSuggestionResponse = z.infer<typeof itemSearchSuggestionResponseSchema>;

/** The storefront's filter values. */
export const filterOptionValues = [
  "currently_open",
  "top_rated",
  "discounted",
  "popular",
  "free_delivery",
  "coupon",
  "fast_delivery",
  "nearby",
] as const;

/** A filter option of the listing page: `{ label, value, checked }`. */
export const filterOptionSchema = z.object({
  label: z.string(),
  value: z.enum(filterOptionValues),
  checked: z.boolean(),
});
/** A filter option. */
export type FilterOption = z.infer<typeof filterOptionSchema>;
