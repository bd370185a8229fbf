/** The listing search (`GET get-combined-data`). */
import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { SearchResponse } from "../schemas/search";
import type { PageParams, VegType } from "./call";
import { searchResponseSchema } from "../schemas/search";
import { pagingQuery } from "./call";

/** The listing search parameters (`GET get-combined-data`). */
export interface SearchParams extends PageParams {
  list_type: "item" | "store";
  data_type?: string | undefined;
  /** Sent only when `data_type` is "searched". */
  name?: string | undefined;
  type?: VegType | undefined;
  category_ids?: readonly number[] | undefined;
  brand_ids?: readonly number[] | undefined;
  filter?: readonly string[] | undefined;
  rating_count?: number | undefined;
  min_price?: number | undefined;
  max_price?: number | undefined;
}

/**
 * `GET get-combined-data`: the listing search (12 per page). `category_ids`, `brand_ids` and `filter` are sent
 * as JSON arrays. Retries once (the spec's search retry), in the client.
 *
 * @example
 * const { products, total_size } = await search(client, { list_type: "item", data_type: "searched", name: "milk" });
 */
export async function search(
  client: ApiClient,
  params: SearchParams,
  options: CallOptions = {},
): Promise<SearchResponse> {
  return await client.request({
    method: "GET",
    path: "get-combined-data",
    schema: searchResponseSchema,
    query: {
      list_type: params.list_type,
      data_type: params.data_type,
      name: params.data_type === "searched" ? params.name : undefined,
      type: params.type,
      ...pagingQuery(params, 12),
      category_ids: params.category_ids,
      brand_ids: params.brand_ids,
      filter: params.filter,
      rating_count: params.rating_count,
      min_price: params.min_price,
      max_price: params.max_price,
    },
    retry: 1,
    ...options,
  });
}
