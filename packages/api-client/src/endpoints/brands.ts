/** Brand calls: the brand list and a brand's items. */
import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { Brand } from "../schemas/brand";
import type { PagedProducts } from "../schemas/search";
import type { ListParams } from "./list-params";
import { brandSchema } from "../schemas/brand";
import { pagedProductsSchema } from "../schemas/search";
import { wireArray } from "../schemas/wire";
import { listQuery } from "./list-params";

/**
 * `GET brand`: brands with `items_count`.
 *
 * @example
 * const brands = await getBrands(client);
 */
export async function getBrands(client: ApiClient, options: CallOptions = {}): Promise<Brand[]> {
  return await client.request({
    method: "GET",
    path: "brand",
    schema: wireArray(brandSchema),
    ...options,
  });
}

/**
 * `GET brand/items/{id}`.
 *
 * @example
 * const { products } = await getBrandItems(client, 4, { offset: 1, limit: 12 });
 */
export async function getBrandItems(
  client: ApiClient,
  brandId: number | string,
  params: ListParams = {},
  options: CallOptions = {},
): Promise<PagedProducts> {
  return await client.request({
    method: "GET",
    path: `brand/items/${String(brandId)}`,
    schema: pagedProductsSchema,
    query: listQuery(params, 12),
    ...options,
  });
}
