/** Paging plus the food module's veg filter, shared by the catalogue listings. */
import type { PageParams, VegType } from "./call";
import { pagingQuery } from "./call";

/** Paging plus the food module's veg filter. */
export interface ListParams extends PageParams {
  type?: VegType | undefined;
}

/**
 * `{ offset, limit, type }` of a catalogue listing (first page 1, veg filter "all").
 *
 * @example
 * listQuery({ offset: 2 }, 10) // { offset: 2, limit: 10, type: "all" }
 */
export function listQuery(params: ListParams, limit: number) {
  return { ...pagingQuery(params, limit), type: params.type ?? "all" };
}
