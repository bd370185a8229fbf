"use client";

import type { OrderPlaceBody, OrderPlaceResponse } from "@marketplace/api-client";

import type { VisitorContext } from "~/lib/visitor/visitor-context";

/**
 * Places the parcel through the tab's QueryClient's mutation cache, so a refusal reaches the shared error
 * handler (the server's message as a toast). TanStack Query and the SDK load on the first submit, not with
 * the page. The same idempotency key is sent again for the same form, so a double click or a retry never
 * makes two orders.
 */
export async function placeParcel(
  visitor: VisitorContext,
  body: OrderPlaceBody,
  idempotencyKey: string,
): Promise<OrderPlaceResponse> {
  const { getQueryClient } = await import("~/lib/query/browser-query-client");
  const queryClient = getQueryClient();
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationFn: async (input: OrderPlaceBody) => {
      const [{ placeOrder }, { getBrowserClient }] = await Promise.all([
        import("@marketplace/api-client"),
        import("~/lib/api/browser-client"),
      ]);
      return placeOrder(getBrowserClient(visitor), input, { idempotencyKey });
    },
  });
  return mutation.execute(body);
}
