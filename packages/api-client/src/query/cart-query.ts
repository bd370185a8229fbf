/** The cart's query options, in a module of their own: a part that reads the cart loads no other schema. */
import { queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../client/create-client";
import type { Cart } from "../schemas/cart";
import type { ScopedKey } from "./keys";
import type { MarketplaceQueryOptions } from "./option-types";
import { getCart } from "../endpoints/cart";
import { marketplaceKeys as keys, scopedKey } from "./keys";
import { NO_QUERY_RETRY } from "./policies";

/**
 * `GET customer/cart/list`. Cart mutations write their answer (the whole cart) into this key.
 *
 * @example
 * const { data: lines = [] } = useQuery(cartQueryOptions(client));
 */
export function cartQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Cart, ScopedKey<ReturnType<typeof keys.cart.lines>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.cart.lines()),
    queryFn: ({ signal }) => getCart(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}
