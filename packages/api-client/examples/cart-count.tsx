/**
 * A small React component using the `/query` factories: the cart's line count and an add button.
 * Render it inside a `QueryClientProvider`.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import type { RequestContext } from "@marketplace/api-client";
import { createClient, isApiClientError } from "@marketplace/api-client";
import { addToCartMutationOptions, cartQueryOptions } from "@marketplace/api-client/query";

function readContext(): RequestContext {
  return {
    token: localStorage.getItem("token"),
    guestId: localStorage.getItem("guest_id"),
    zoneIds: [1],
    moduleId: 2,
    language: "en",
  };
}

const client = createClient({
  baseUrl: "/api/v1",
  context: readContext,
  onUnauthorized: () => localStorage.removeItem("token"),
});

/** The cart's line count; the button adds one of item 7. */
export function CartCount({ itemId = 7, price = 12.5 }: { itemId?: number; price?: number }) {
  const queryClient = useQueryClient();
  const { data: lines = [], isPending } = useQuery(cartQueryOptions(client));
  const add = useMutation(addToCartMutationOptions(client, queryClient));
  const error = isApiClientError(add.error) ? add.error.messages[0] : undefined;
  return (
    <p>
      <button
        type="button"
        disabled={add.isPending}
        onClick={() => add.mutate({ item_id: itemId, model: "Item", price, quantity: 1 })}
      >
        {isPending ? "…" : `${String(lines.length)} in cart`}
      </button>
      {error === undefined ? null : <span role="alert">{error}</span>}
    </p>
  );
}
