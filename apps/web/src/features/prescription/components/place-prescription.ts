"use client";

import type { PrescriptionOrderBody, PrescriptionOrderResponse } from "@marketplace/api-client";

import type { VisitorContext } from "~/lib/visitor/visitor-context";

/**
 * Posts the prescription order (multipart, through the same-origin `/api/v1` proxy) via the tab's
 * QueryClient's mutation cache, so a refusal reaches the shared error handler. TanStack Query and the SDK
 * load on the first submit. The same idempotency key is sent again for the same form.
 */
export async function placePrescription(
  visitor: VisitorContext,
  body: PrescriptionOrderBody,
  images: readonly File[],
  idempotencyKey: string,
): Promise<PrescriptionOrderResponse> {
  const { getQueryClient } = await import("~/lib/query/browser-query-client");
  const queryClient = getQueryClient();
  const mutation = queryClient.getMutationCache().build(queryClient, {
    mutationFn: async (input: PrescriptionOrderBody) => {
      const [{ placePrescriptionOrder }, { getBrowserClient }] = await Promise.all([
        import("@marketplace/api-client"),
        import("~/lib/api/browser-client"),
      ]);
      return placePrescriptionOrder(getBrowserClient(visitor), input, images, { idempotencyKey });
    },
  });
  return mutation.execute(body);
}
