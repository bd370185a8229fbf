/** Paged envelopes: `{ total_size, limit, offset, <list key>: [...] }` where `offset` is a page number. */
import * as z from "zod";

import { wireAmount, wireArray, wireNumber } from "./wire";

/** The paging fields shared by every list. */
export const pageMetaShape = {
  total_size: wireNumber,
  limit: wireAmount,
  offset: wireAmount,
};

/**
 * Builds a paged envelope schema whose list sits under `key`.
 *
 * @example
 * const pagedBrands = pagedSchema("brands", brandSchema);
 */
export function pagedSchema<K extends string, T extends z.ZodType>(key: K, item: T) {
  const list = { [key]: wireArray(item) } as Record<K, ReturnType<typeof wireArray<T>>>;
  return z.looseObject({ ...pageMetaShape, ...list });
}
