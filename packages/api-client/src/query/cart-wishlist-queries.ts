/** Query options for the cart, its suggestions and the wishlist. */
import { queryOptions } from "@tanstack/react-query";

import type { ApiClient } from "../client/create-client";
import type { Cart } from "../schemas/cart";
import type { PagedItems } from "../schemas/search";
import type { Wishlist } from "../schemas/wishlist";
import type { ScopedKey } from "./keys";
import type { MarketplaceQueryOptions } from "./option-types";
import { getCart } from "../endpoints/cart";
import { getCartSuggestedItems } from "../endpoints/items";
import { getWishlist } from "../endpoints/wishlist";
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
