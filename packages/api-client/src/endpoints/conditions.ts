/** Condition calls (pharmacy): the condition lists and a condition's items. */
import type { ApiClient } from "../client/create-client";
import type { CallOptions } from "../client/request-types";
import type { PagedProducts } from "../schemas/search";
import type { Condition } from "../schemas/zone";
import type { ListParams } from "./list-params";
import { pagedProductsSchema } from "../schemas/search";
import { wireArray } from "../schemas/wire";
import { conditionSchema } from "../schemas/zone";
import { listQuery } from "./list-params";

/**
 * `GET common-condition`: conditions with `items_count`.
 *
 * @example
 * const conditions = await getConditions(client);
 */
export async function getConditions(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Condition[]> {
  return await client.request({
    method: "GET",
    path: "common-condition",
    schema: wireArray(conditionSchema),
    ...options,
  });
}

/**
 * `GET common-condition/list`: `[{ id, name }]`.
 *
 * @example
 * const list = await getConditionList(client);
 */
export async function getConditionList(
  client: ApiClient,
  options: CallOptions = {},
): Promise<Condition[]> {
  return await client.request({
    method: "GET",
    path: "common-condition/list",
    schema: wireArray(conditionSchema),
    ...options,
  });
}

/**
 * `GET common-condition/items/{id}` (condition products: limit 20, offset 1).
 *
 * @example
 * const { products } = await getConditionItems(client, 2);
 */
export async function getConditionItems(
  client: ApiClient,
  conditionId: number,
  params: ListParams = {},
  options: CallOptions = {},
): Promise<PagedProducts> {
  return await client.request({
    method: "GET",
    path: `common-condition/items/${String(conditionId)}`,
    schema: pagedProductsSchema,
    query: listQuery(params, 20),
    ...options,
  });
}
