/** Shared by the item list calls: the page query and the `GET` of a page of products. */
import type { ApiClient } from "../client/create-client";
import type { CallOptions, QueryValue } from "../client/request-types";
import type { PagedProducts } from "../schemas/search";
import type { ListParams } from "./list-params";
import { pagedProductsSchema } from "../schemas/search";
import { listQuery } from "./list-params";

/**
 * `{ offset, limit, type }` of an item list (first page 1, veg filter "all").
 *
 * @example
 * pageQuery({ offset: 2 }, 10) // { offset: 2, limit: 10, type: "all" }
 */
export function pageQuery(params: ListParams, limit: number): Record<string, QueryValue> {
  return listQuery(params, limit);
}

/**
 * `GET` of a page of products (`{ total_size, limit, offset, products }`).
 *
 * @example
 * await getProducts(client, "items/popular", pageQuery({}, 10), {});
 */
export function getProducts(
  client: ApiClient,
  path: string,
  query: Record<string, QueryValue>,
  options: CallOptions,
): Promise<PagedProducts> {
  return client.request({ method: "GET", path, schema: pagedProductsSchema, query, ...options });
}
