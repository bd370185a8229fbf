/** Item search calls: item search, search suggestions and the item-or-store search. */
import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type {
  ItemSearchSuggestionResponse,
  PagedProducts,
  SearchSuggestions,
} from "../schemas/search";
import type { ListParams } from "./list-params";
import { itemSearchSuggestionResponseSchema, searchSuggestionsSchema } from "../schemas/search";
import { getProducts, pageQuery } from "./item-paging";

/** `items/search` filters. */
export interface ItemSearchParams extends ListParams {
  name: string;
  category_id?: number | undefined;
  category_ids?: readonly number[] | undefined;
  store_id?: number | undefined;
  filter?: string | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
  rating_count?: number | undefined;
}

/**
 * `GET items/search?name=`. Retries once (the spec's search retry), in the client.
 *
 * @example
 * const { products } = await searchItems(client, { name: "milk" });
 */
export async function searchItems(
  client: ApiClient,
  params: ItemSearchParams,
  options: CallOptions = {},
): Promise<PagedProducts> {
  const { name, category_id, category_ids, store_id, filter, min_price, max_price, rating_count } =
    params;
  return await getProducts(
    client,
    "items/search",
    {
      ...pageQuery(params, 12),
      name,
      category_id,
      category_ids,
      store_id,
      filter,
      min_price,
      max_price,
      rating_count,
    },
    { retry: 1, ...options },
  );
}

/**
 * `GET items/search-suggestion?name=`: `{ products: [{ name, image }] }`.
 *
 * @example
 * const { products } = await getItemSearchSuggestions(client, "mil");
 */
export async function getItemSearchSuggestions(
  client: ApiClient,
  name: string,
  options: CallOptions = {},
): Promise<ItemSearchSuggestionResponse> {
  return await client.request({
    method: "GET",
    path: "items/search-suggestion",
    schema: itemSearchSuggestionResponseSchema,
    query: { name },
    retry: 1,
    ...options,
  });
}

/**
 * `GET items/item-or-store-search?name=`: search suggestions, `{ items, stores }` (needs latitude/longitude).
 *
 * @example
 * const { items, stores } = await searchItemsAndStores(client, "pizza");
 */
export async function searchItemsAndStores(
  client: ApiClient,
  name: string,
  options: CallOptions = {},
): Promise<SearchSuggestions> {
  return await client.request({
    method: "GET",
    path: "items/item-or-store-search",
    schema: searchSuggestionsSchema,
    query: { name },
    retry: 1,
    ...options,
  });
}
