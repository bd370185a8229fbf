/** Query options for the cart's suggestions and the wishlist (the cart's own: `cart-query.ts`). */
import { queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../client/create-client";
import type { PagedItems } from "../schemas/search";
import type { Wishlist } from "../schemas/wishlist";
import type { ScopedKey } from "./keys";
import type { MarketplaceQueryOptions } from "./option-types";
import { getCartSuggestedItems } from "../endpoints/items";
import { getWishlist } from "../endpoints/wishlist";
import { marketplaceKeys as keys, scopedKey } from "./keys";
import { NO_QUERY_RETRY } from "./policies";

/**
 * `GET items/suggested?store_id=` (cart upsell).
 *
 * @example
 * const { data } = useQuery(cartSuggestionsQueryOptions(client, 3));
 */
export function cartSuggestionsQueryOptions(
  client: ApiClient,
  storeId: number,
): MarketplaceQueryOptions<PagedItems, ScopedKey<ReturnType<typeof keys.cart.suggestions>>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.cart.suggestions(storeId)),
    queryFn: ({ signal }) => getCartSuggestedItems(client, { store_id: storeId }, { signal }),
    ...NO_QUERY_RETRY,
  });
}

/**
 * `GET customer/wish-list`.
 *
 * @example
 * const { data } = useQuery(wishlistQueryOptions(client));
 */
export function wishlistQueryOptions(
  client: ApiClient,
): MarketplaceQueryOptions<Wishlist, ScopedKey<typeof keys.wishlist.all>> {
  return queryOptions({
    queryKey: scopedKey(client, keys.wishlist.all),
    queryFn: ({ signal }) => getWishlist(client, { signal }),
    ...NO_QUERY_RETRY,
  });
}
