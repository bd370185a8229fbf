import type { Context, Handler } from "hono";
import type { z } from "zod";

import type { ItemQuery } from "../../catalog/item-query";
import type { View } from "../../catalog/view";
import type { AppEnv } from "../../lib/app-env";
import { parseQuery } from "../../lib/validate";
import { paged, viewOf } from "../helpers";
import { itemPage } from "./item-helpers";

/** What an item list route asks for; module, zones and the page come from the request. */
export type ItemSelection = Omit<ItemQuery, "moduleId" | "zoneIds" | "limit" | "offset">;

export interface ItemListOptions<Q> {
  /** The answer's list key (`products`, or `items` for recommended and suggested items). */
  key?: "products" | "items";
  /** Adds `categories`: the parent categories of every matching item. */
  withCategories?: boolean;
  /** Adds fields after the page (the categories a route was asked for). */
  extra?: (query: Q, c: Context<AppEnv>, view: View) => Record<string, unknown>;
}

/**
 * One paged item list route (`items/*`, `categories/*`, `brand/items`, `common-condition/items`):
 * parses the query with `schema`, maps it to an item selection with `select` (which may answer 404, or
 * null for an empty page), and answers `{total_size, limit, offset, products}` from `itemPage`.
 */
export function itemListRoute<Q extends { limit: number; offset: number }>(
  schema: z.ZodType<Q>,
  select: (
    query: Q,
    c: Context<AppEnv>,
    view: View,
  ) => ItemSelection | null | Promise<ItemSelection | null>,
  options: ItemListOptions<Q> = {},
): Handler<AppEnv> {
  const key = options.key ?? "products";
  return async (c) => {
    const query = parseQuery(c, schema);
    const view = await viewOf(c);
    const selection = await select(query, c, view);
    const withCategories = options.withCategories === true;
    const result = selection
      ? await itemPage(
          c,
          view,
          { ...selection, limit: query.limit, offset: query.offset },
          withCategories,
        )
      : { total: 0, products: [], categories: [] };
    return c.json({
      ...paged(key, result.total, query.limit, query.offset, result.products),
      ...(withCategories ? { categories: result.categories } : {}),
      ...options.extra?.(query, c, view),
    });
  };
}
